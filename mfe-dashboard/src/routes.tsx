/** Routes this remote serves (spec §2): used by its standalone mount; the shell has its own table. */
import { lazy } from 'react';
import { RequireAuth, RequireGuest } from '@streamscout/session';
import type { RemoteRoute } from '@streamscout/federation/standalone';

const Login = lazy(() => import('./screens/Login'));
const Signup = lazy(() => import('./screens/Signup'));
const Dashboard = lazy(() => import('./screens/Dashboard'));
const Gallery = lazy(() => import('./screens/Gallery'));

export const routes: RemoteRoute[] = [
  { path: '/', element: <RequireGuest><Login /></RequireGuest> },
  { path: '/login', element: <RequireGuest><Login /></RequireGuest> },
  { path: '/signup', element: <RequireGuest><Signup /></RequireGuest> },
  { path: '/dashboard', element: <RequireAuth><Dashboard /></RequireAuth> },
  { path: '/dashboard/:list', element: <RequireAuth><Gallery /></RequireAuth> },
];
