/**
 * The screens of this remote, one per screen name of its route table (`ROUTES.dashboard` in
 * @streamscout/routes). The standalone mount renders them on their paths; the shell loads the
 * same files through Module Federation (each `src/screens/{Name}.tsx` is exposed as `./{Name}`).
 */
import { lazy } from 'react';
import type { ScreenMap } from '@streamscout/routes';

export const screens: ScreenMap<'dashboard'> = {
  Login: lazy(() => import('./screens/Login')),
  Signup: lazy(() => import('./screens/Signup')),
  Dashboard: lazy(() => import('./screens/Dashboard')),
  Gallery: lazy(() => import('./screens/Gallery')),
  Services: lazy(() => import('./screens/Services')),
};
