/**
 * The screens of this remote, one per screen name of its route table (`ROUTES.dashboard` in
 * @streamscout/routes). The standalone mount renders them on their paths; the shell loads the
 * same files through Module Federation (each `src/screens/{Name}.tsx` is exposed as `./{Name}`).
 *
 * The public list pages (spec §17) have route data (`src/routeData.ts`); the other screens need
 * the session — the signed-in user's lists and profile — which is not known before they render, so
 * there is nothing for the host to start early.
 */
import { lazy } from 'react';
import type { ScreenMap } from '@streamscout/routes';

export const screens: ScreenMap<'dashboard'> = {
  Login: lazy(() => import('./screens/Login')),
  Signup: lazy(() => import('./screens/Signup')),
  Dashboard: lazy(() => import('./screens/Dashboard')),
  Gallery: lazy(() => import('./screens/Gallery')),
  Services: lazy(() => import('./screens/Services')),
  Alerts: lazy(() => import('./screens/Alerts')),
  Calendar: lazy(() => import('./screens/Calendar')),
  Import: lazy(() => import('./screens/Import')),
  Plan: lazy(() => import('./screens/Plan')),
  Together: lazy(() => import('./screens/Together')),
  JoinGroup: lazy(() => import('./screens/JoinGroup')),
  PublicProfile: lazy(() => import('./screens/PublicProfile')),
  PublicList: lazy(() => import('./screens/PublicList')),
};
