import { screen, waitFor } from '@testing-library/react';
import { I18nProvider } from '@streamscout/i18n';
import { POSTER_WIDTH } from '@streamscout/ui';
import { renderWithProviders } from '@streamscout/testing';
import { parseListEntry, type ListEntry } from '../api/lists';
import { GalleryGrid, gridColumns } from './GalleryGrid';

const entries = Array.from({ length: 8 }, (_, i) => parseListEntry(`movie-${i + 1}`));
/** A card that only names its entry: the grid's placement is what is under test. */
const card = (entry: ListEntry) => <div data-testid="entry-card">{entry.key}</div>;
/** The positioned box around the card of `key`. */
const boxOf = (key: string) => screen.getByText(key).parentElement!;

// jsdom has no scrolling; the virtualizer asks for it when it measures the grid
beforeAll(() => {
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
});

describe('GalleryGrid placement (live, windowed)', () => {
  it('lays a row out from the left edge, a card and a gap further per column', async () => {
    expect(gridColumns(window.innerWidth)).toBeGreaterThan(1); // jsdom's 1024 px window: 4 columns
    renderWithProviders(<GalleryGrid entries={entries} label="queue" renderCard={card} cardHeight={300} />);
    await waitFor(() => expect(boxOf('movie-2').style.transform).toBe(`translate(${POSTER_WIDTH + 24}px, 0px)`));
    expect(boxOf('movie-2').style.left).toBe('0px');
    expect(boxOf('movie-2').style.right).toBe('');
    expect(boxOf('movie-1').style.transform).toBe('translate(0px, 0px)');
  });

  it('on a right-to-left page (Arabic) lays it out from the right edge, as the server HTML did', async () => {
    renderWithProviders(
      <I18nProvider lang="ar">
        <GalleryGrid entries={entries} label="queue" renderCard={card} cardHeight={300} />
      </I18nProvider>,
    );
    await waitFor(() => expect(boxOf('movie-2').style.transform).toBe(`translate(-${POSTER_WIDTH + 24}px, 0px)`));
    expect(boxOf('movie-2').style.right).toBe('0px');
    expect(boxOf('movie-2').style.left).toBe('');
    expect(boxOf('movie-1').style.transform).toBe('translate(0px, 0px)');
    // the next row starts at the right again
    const columns = gridColumns(window.innerWidth);
    expect(boxOf(entries[columns].key).style.transform).toBe('translate(0px, 324px)');
  });
});
