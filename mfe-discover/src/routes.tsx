/** Routes this remote serves (spec §2): used by its standalone mount; the shell has its own table. */
import { lazy } from 'react';
import type { RemoteRoute } from '@streamscout/federation/standalone';

const Discover = lazy(() => import('./screens/Discover'));
const DiscoverRow = lazy(() => import('./screens/DiscoverRow'));

export const routes: RemoteRoute[] = [
  { path: '/', element: <Discover /> },
  { path: '/discover', element: <Discover /> },
  { path: '/discover/:genre', element: <DiscoverRow /> },
];
