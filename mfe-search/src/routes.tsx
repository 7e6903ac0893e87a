/**
 * The screens of this remote, one per screen name of its route table (`ROUTES.search` in
 * @streamscout/routes). The standalone mount renders them on their paths; the shell loads the
 * same files through Module Federation (each `src/screens/{Name}.tsx` is exposed as `./{Name}`).
 */
import { lazy } from 'react';
import type { ScreenMap } from '@streamscout/routes';

export const screens: ScreenMap<'search'> = {
  Home: lazy(() => import('./screens/Home')),
  Search: lazy(() => import('./screens/Search')),
};
