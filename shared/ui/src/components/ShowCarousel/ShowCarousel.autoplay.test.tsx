/**
 * Autoplay (spec §9: every 3000 ms, paused on hover) against a stand-in Mantine Carousel that
 * hands out a fake embla API, so the timing is observable in jsdom.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { makeShow, renderWithProviders } from '@streamscout/testing';

const fakeEmbla = { scrollNext: jest.fn(), on: jest.fn(), off: jest.fn() };
let lastOptions: Record<string, unknown> | undefined;

jest.mock('@mantine/carousel', () => {
  function Carousel(props: {
    children?: ReactNode;
    getEmblaApi?: (api: unknown) => void;
    emblaOptions?: Record<string, unknown>;
    withIndicators?: boolean;
    onMouseEnter?: () => void;
    onMouseLeave?: () => void;
  }) {
    lastOptions = props.emblaOptions;
    const { getEmblaApi } = props;
    useEffect(() => {
      getEmblaApi?.(fakeEmbla);
    }, [getEmblaApi]);
    return (
      <div data-testid="fake-carousel" data-indicators={String(props.withIndicators)} onMouseEnter={props.onMouseEnter} onMouseLeave={props.onMouseLeave}>
        {props.children}
      </div>
    );
  }
  Carousel.Slide = ({ children }: { children?: ReactNode }) => <div>{children}</div>;
  return { Carousel };
});

import { ShowCarousel } from './ShowCarousel';

describe('ShowCarousel autoplay and embla options', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    fakeEmbla.scrollNext.mockClear();
  });
  afterEach(() => jest.useRealTimers());

  const shows = Array.from({ length: 8 }, () => makeShow());

  it('loops, swipes past 50 px, scrolls a visible group at a time, no indicators', () => {
    renderWithProviders(<ShowCarousel shows={shows} visibleCount={3} />);
    expect(lastOptions).toMatchObject({ loop: true, dragThreshold: 50, slidesToScroll: 3 });
    expect(screen.getByTestId('fake-carousel')).toHaveAttribute('data-indicators', 'false');
  });

  it('scrolls next every 3000 ms and pauses while hovered', () => {
    renderWithProviders(<ShowCarousel shows={shows} visibleCount={2} />);
    act(() => {
      jest.advanceTimersByTime(2999);
    });
    expect(fakeEmbla.scrollNext).toHaveBeenCalledTimes(0);
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(fakeEmbla.scrollNext).toHaveBeenCalledTimes(1);
    fireEvent.mouseEnter(screen.getByTestId('fake-carousel'));
    act(() => {
      jest.advanceTimersByTime(9000);
    });
    expect(fakeEmbla.scrollNext).toHaveBeenCalledTimes(1);
    fireEvent.mouseLeave(screen.getByTestId('fake-carousel'));
    act(() => {
      jest.advanceTimersByTime(3000);
    });
    expect(fakeEmbla.scrollNext).toHaveBeenCalledTimes(2);
  });

  it('autoplay={false} never scrolls, nor when everything fits', () => {
    const { unmount } = renderWithProviders(<ShowCarousel shows={shows} autoplay={false} />);
    act(() => {
      jest.advanceTimersByTime(10000);
    });
    unmount();
    renderWithProviders(<ShowCarousel shows={shows.slice(0, 2)} visibleCount={3} />);
    act(() => {
      jest.advanceTimersByTime(10000);
    });
    expect(fakeEmbla.scrollNext).not.toHaveBeenCalled();
  });
});
