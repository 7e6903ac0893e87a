/**
 * This remote's contract with the host (architecture §3, "Versions that skew"): every exposed
 * screen is typed as the host loads it (`ExposedScreenModule`: a component rendered with no props),
 * and renders at each of its routes as the host renders it (`describeRemoteContract`).
 */
import type { ExposedScreenModule } from '@streamscout/host/contract';
import { describeRemoteContract } from '@streamscout/testing';
import * as Alerts from './screens/Alerts';
import * as Calendar from './screens/Calendar';
import * as Dashboard from './screens/Dashboard';
import * as Gallery from './screens/Gallery';
import * as Import from './screens/Import';
import * as JoinGroup from './screens/JoinGroup';
import * as Login from './screens/Login';
import * as Plan from './screens/Plan';
import * as PublicList from './screens/PublicList';
import * as PublicProfile from './screens/PublicProfile';
import * as Services from './screens/Services';
import * as Signup from './screens/Signup';
import * as Together from './screens/Together';
import * as routeData from './routeData';

const screens: Record<string, ExposedScreenModule> = {
  Alerts,
  Calendar,
  Dashboard,
  Gallery,
  Import,
  JoinGroup,
  Login,
  Plan,
  PublicList,
  PublicProfile,
  Services,
  Signup,
  Together,
};

describeRemoteContract('dashboard', { dir: `${__dirname}/..`, screens, routeData });
