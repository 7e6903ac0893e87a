import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@streamscout/testing';
import { DelayedTooltip } from './DelayedTooltip';

/** Advances fake timers inside act. */
function wait(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

describe('DelayedTooltip (spec §9 tooltip delays)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** Renders it and waits for Mantine's Tooltip, which loads on first render (the child shows alone until then). */
  async function setup() {
    const { user } = renderWithProviders(
      <DelayedTooltip label="Add to queue">
        <button type="button">Q</button>
      </DelayedTooltip>,
      { advanceTimers: jest.advanceTimersByTime },
    );
    expect(screen.getByRole('button', { name: 'Q' })).toBeInTheDocument();
    await act(async () => {
      await import('./MantineTooltip');
    });
    return { b: screen.getByRole('button', { name: 'Q' }), user };
  }

  it('the mouse opens it after 100 ms; keyboard focus opens it, blur closes it', async () => {
    const { b, user } = await setup();
    await user.hover(b);
    wait(90);
    expect(screen.queryByRole('tooltip')).toBeNull();
    wait(20);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Add to queue');
    await user.unhover(b);
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.keyboard('{Tab}');
    expect(b).toHaveFocus();
    wait(100);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Add to queue');
    await user.keyboard('{Escape}');
    wait(50);
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.focus(b);
    wait(100);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    fireEvent.blur(b);
    wait(50);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('on touch: opens after a 700 ms press, stays 1500 ms after the finger lifts', async () => {
    const { b } = await setup();
    fireEvent.touchStart(b, { touches: [{ clientX: 1, clientY: 1 }] });
    wait(650);
    expect(screen.queryByRole('tooltip')).toBeNull();
    wait(60);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Add to queue');
    fireEvent.touchEnd(b);
    wait(1400);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    wait(150);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('a short tap does not open it', async () => {
    const { b } = await setup();
    fireEvent.touchStart(b, { touches: [{ clientX: 1, clientY: 1 }] });
    wait(200);
    fireEvent.touchEnd(b);
    wait(2000);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
