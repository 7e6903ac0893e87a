import { fireEvent, screen } from '@testing-library/react';
import { PLACEHOLDER_POSTER } from '@streamscout/tmdb';
import { Poster, overlayOffset, posterHeight } from './Poster';
import { makeShow, renderWithProviders } from '@streamscout/testing';

describe('Poster', () => {
  it('is 180 × 270 px (2:3), lazy, with alt = title and a w500 image URL', () => {
    renderWithProviders(<Poster show={makeShow({ title: 'Heat', poster_path: '/heat.jpg' })} />);
    const img = screen.getByRole('img', { name: 'Heat' });
    expect(img).toHaveAttribute('width', '180');
    expect(img).toHaveAttribute('height', '270');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img.getAttribute('src')).toMatch(/\/w500\/heat\.jpg$/);
  });

  it('priority makes it eager with high fetch priority', () => {
    renderWithProviders(<Poster show={makeShow({ title: 'Heat' })} priority />);
    const img = screen.getByRole('img', { name: 'Heat' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('uses the local placeholder when poster_path is null', () => {
    renderWithProviders(<Poster show={makeShow({ title: 'Nothing', poster_path: null })} />);
    expect(screen.getByRole('img', { name: 'Nothing' })).toHaveAttribute('src', PLACEHOLDER_POSTER);
  });

  it('renders the overlay only with showButtons, visible on hover', () => {
    const { unmount } = renderWithProviders(<Poster show={makeShow()} overlay={<span>buttons</span>} />);
    expect(screen.queryByTestId('poster-overlay')).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<Poster show={makeShow()} overlay={<span>buttons</span>} showButtons buttonCount={2} />);
    const overlay = screen.getByTestId('poster-overlay');
    expect(overlay).toHaveAttribute('data-visible', 'false');
    expect(overlay).toHaveStyle({ opacity: '0', pointerEvents: 'none' });
    fireEvent.mouseEnter(overlay.parentElement!);
    expect(overlay).toHaveAttribute('data-visible', 'true');
    expect(overlay).toHaveStyle({ opacity: '1' });
    fireEvent.mouseLeave(overlay.parentElement!);
    expect(overlay).toHaveAttribute('data-visible', 'false');
    expect(overlay).toHaveAttribute('data-offset', String(overlayOffset(2)));
  });

  it('offsets the button container by the number of buttons shown', () => {
    expect(overlayOffset(3)).toBe(30);
    expect(overlayOffset(2)).toBe(50);
    expect(overlayOffset(1)).toBe(70);
    expect(posterHeight(180)).toBe(270);
    expect(posterHeight(120)).toBe(180);
  });
});
