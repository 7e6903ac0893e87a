/** Routes this remote serves (spec §2): used by its standalone mount; the shell has its own table. */
import { lazy } from 'react';
import type { RemoteRoute } from '@streamscout/federation/standalone';

const Home = lazy(() => import('./screens/Home'));
const Search = lazy(() => import('./screens/Search'));

export const routes: RemoteRoute[] = [
  { path: '/', element: <Home /> },
  { path: '/search', element: <Search /> },
];
