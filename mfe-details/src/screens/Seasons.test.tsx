/** The seasons screen against the REAL local TMDB catalog. */
import { screen, within } from '@testing-library/react';
import { paths, PATTERNS } from '@streamscout/routes';
import { resetSessionForTests } from '@streamscout/session/testing';
import { LOAD_FAILED_TEXT } from '@streamscout/ui';
import { expectNoAxeViolations, findTitle, renderWithProviders, setupLocalTmdb, startFailingCatalog } from '@streamscout/testing';
import { NO_DETAILS } from '../components/texts';
import Seasons from './Seasons';

jest.setTimeout(60000);
setupLocalTmdb();
afterEach(() => resetSessionForTests());

const render = (id: number | string) =>
  renderWithProviders(<Seasons />, { path: `/details/tv/${id}/seasons`, route: PATTERNS.seasons, profile: null });

describe('Seasons', () => {
  it('skeleton, then poster, title, release year, Back to Show Details and every season card (specials included)', async () => {
    const raw = await findTitle('tv', (d) => (d.seasons ?? []).some((s) => s.season_number === 0) && d.seasons!.length > 2);
    render(raw.id);
    expect(screen.getByTestId('details-skeleton')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: raw.name })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: raw.name })).toBeInTheDocument();
    expect(screen.getByTestId('release-year')).toHaveTextContent(raw.first_air_date!.slice(0, 4));
    expect(screen.getByRole('link', { name: 'Back to Show Details' })).toHaveAttribute('href', paths.details.tv(raw.id));
    const cards = screen.getAllByTestId('season-card');
    expect(cards).toHaveLength(raw.seasons!.length);
    raw.seasons!.forEach((s, i) => {
      expect(cards[i]).toHaveAttribute('href', paths.details.season(raw.id, s.season_number));
      expect(within(cards[i]).getByRole('heading', { name: s.name })).toBeInTheDocument();
    });
    const specials = cards[raw.seasons!.findIndex((s) => s.season_number === 0)];
    expect(specials).toHaveTextContent(`Special episodes including behind the scenes footage of ${raw.name}.`);
    await expectNoAxeViolations();
  });

  it('unknown id, non-numeric id, TMDB error: the friendly text', async () => {
    const a = render(999999999);
    expect(await screen.findByText(NO_DETAILS)).toBeInTheDocument();
    a.unmount();
    const b = render('x1');
    expect(screen.getByText(NO_DETAILS)).toBeInTheDocument();
    b.unmount();
  });

  it('TMDB failing (503) is not "no details": LoadFailed; Try again, once TMDB is back, shows the seasons', async () => {
    const raw = await findTitle('tv', (d) => (d.seasons ?? []).length > 1);
    const failing = await startFailingCatalog({ '/3/tv/': 503 });
    let healed = false;
    try {
      const { user } = render(raw.id);
      const failed = await screen.findByRole('status', { name: `Seasons: ${LOAD_FAILED_TEXT}` });
      expect(screen.queryByText(NO_DETAILS)).toBeNull();
      await expectNoAxeViolations();
      await failing.close();
      healed = true;
      await user.click(within(failed).getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('heading', { level: 1, name: raw.name })).toBeInTheDocument();
      expect(screen.getAllByTestId('season-card')).toHaveLength(raw.seasons!.length);
    } finally {
      if (!healed) await failing.close();
    }
  });
});
