/** Routes this remote serves (spec §2): used by its standalone mount; the shell has its own table. */
import { lazy } from 'react';
import type { RemoteRoute } from '@streamscout/federation/standalone';

const ShowDetails = lazy(() => import('./screens/ShowDetails'));
const Seasons = lazy(() => import('./screens/Seasons'));
const Season = lazy(() => import('./screens/Season'));
const Actor = lazy(() => import('./screens/Actor'));

export const routes: RemoteRoute[] = [
  { path: '/details/movie/:id', element: <ShowDetails /> },
  { path: '/details/tv/:id', element: <ShowDetails /> },
  { path: '/details/tv/:id/seasons', element: <Seasons /> },
  { path: '/details/tv/:id/seasons/:num', element: <Season /> },
  { path: '/details/actor/:id', element: <Actor /> },
];
