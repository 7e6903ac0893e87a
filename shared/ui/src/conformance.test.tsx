/**
 * Conformance of the UI kit (after Mantine's own per-component conformance suite): every exported
 * component renders inside the app's providers in light and dark, with representative props, and
 * axe finds no serious or critical violation (colour contrast is checked in Chromium by e2e).
 */
import type { ReactNode } from 'react';
import { cleanup } from '@testing-library/react';
import { expectNoAxeViolations, makePerson, makeProvider, makeShow, renderWithProviders } from '@streamscout/testing';
import {
  AppLink,
  Banner,
  BannerSkeleton,
  CardSkeleton,
  CarouselSkeleton,
  ClampedText,
  DelayedTooltip,
  FeatureFallback,
  ListButtons,
  ListSection,
  ListSkeleton,
  LoadFailed,
  Logo,
  NoResults,
  NotFound,
  PersonCard,
  Poster,
  PosterSkeleton,
  ProviderStrip,
  Rating,
  SearchBox,
  ShowCard,
  ShowCarousel,
  ShowListCard,
  SkeletonGrid,
  Snackbar,
  SortFilterControls,
  StatusPage,
  ThemeToggleButton,
  ViewToggle,
} from './index';

const shows = Array.from({ length: 6 }, () => makeShow());
const noop = () => {};

/** One representative render per exported component. */
const CASES: [string, () => ReactNode][] = [
  ['AppLink', () => <AppLink to="/discover">Discover</AppLink>],
  ['Banner', () => <Banner shows={shows} title="Discover Our Popular Shows" pick={() => 0} />],
  ['BannerSkeleton', () => <BannerSkeleton />],
  ['CardSkeleton', () => <CardSkeleton />],
  ['CarouselSkeleton', () => <CarouselSkeleton />],
  ['ClampedText', () => <ClampedText lines={{ base: 15, tablet: 3 }}>An episode's overview</ClampedText>],
  [
    'DelayedTooltip',
    () => (
      <DelayedTooltip label="Add to queue">
        <button type="button">Q</button>
      </DelayedTooltip>
    ),
  ],
  ['FeatureFallback', () => <FeatureFallback feature="Search" onRetry={noop} />],
  [
    'ListButtons (signed in)',
    () => <ListButtons inQueue inFavorites={false} inWatched={false} onToggle={noop} signedIn loading={{ queue: true }} />,
  ],
  [
    'ListButtons (signed out)',
    () => <ListButtons inQueue={false} inFavorites={false} inWatched={false} onToggle={noop} signedIn={false} />,
  ],
  [
    'ListSection',
    () => (
      <ListSection title="Watch Queue" viewAllTo="/dashboard/queue" clearLabel="Clear Queue" onClear={noop} empty={false} emptyText="">
        <ShowCard show={shows[3]} />
      </ListSection>
    ),
  ],
  [
    'ListSection (empty)',
    () => (
      <ListSection
        title="Favorites"
        viewAllTo="/dashboard/favorites"
        clearLabel="Clear Favorites"
        onClear={noop}
        empty
        emptyText="You don't have any favorites! Favorite shows to view them here."
      />
    ),
  ],
  ['ListSkeleton', () => <ListSkeleton />],
  ['LoadFailed', () => <LoadFailed onRetry={noop} label="Trending Shows" minHeight={200} />],
  ['Logo', () => <Logo />],
  ['NoResults', () => <NoResults query="zzqx" suggestions={shows} />],
  ['NotFound', () => <NotFound />],
  ['PersonCard', () => <PersonCard person={makePerson()} />],
  ['Poster', () => <Poster show={shows[0]} />],
  ['PosterSkeleton', () => <PosterSkeleton />],
  ['ProviderStrip', () => <ProviderStrip providers={[makeProvider(), makeProvider({ id: 15, name: 'Hulu', logo_path: '/hulu.png' })]} />],
  ['ProviderStrip (none)', () => <ProviderStrip providers={[]} />],
  ['Rating', () => <Rating voteAverage={7.3} voteCount={120} />],
  ['SearchBox', () => <SearchBox />],
  ['ShowCard', () => <ShowCard show={shows[1]} />],
  ['ShowCarousel', () => <ShowCarousel shows={shows} />],
  ['ShowCarousel (empty)', () => <ShowCarousel shows={[]} />],
  ['ShowListCard', () => <ShowListCard show={shows[2]} />],
  ['SkeletonGrid', () => <SkeletonGrid view="grid" />],
  [
    'Snackbar (success)',
    () => <Snackbar message={{ id: 1, text: 'Successfully updated username!', severity: 'success' }} onClose={noop} />,
  ],
  ['Snackbar (error)', () => <Snackbar message={{ id: 2, text: 'Please select a country.', severity: 'error' }} onClose={noop} />],
  ['SortFilterControls', () => <SortFilterControls sort="none" onSortChange={noop} filter="none" onFilterChange={noop} />],
  ['StatusPage', () => <StatusPage status={400} text="Bad Request" />],
  ['ThemeToggleButton', () => <ThemeToggleButton />],
  ['ViewToggle', () => <ViewToggle value="grid" onChange={noop} />],
];

describe.each(['light', 'dark'] as const)('UI kit conformance (%s)', (scheme) => {
  beforeAll(() => localStorage.setItem('streamscout:theme', scheme));
  afterAll(() => localStorage.clear());
  afterEach(cleanup);

  it.each(CASES)('%s renders with no serious or critical axe violation', async (_name, render) => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<>{render()}</>);
    await expectNoAxeViolations();
    log.mockRestore();
  });
});
