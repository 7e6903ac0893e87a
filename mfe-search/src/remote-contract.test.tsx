/**
 * This remote's contract with the host (architecture §3, "Versions that skew"): every exposed
 * screen is typed as the host loads it (`ExposedScreenModule`: a component rendered with no props),
 * and renders at each of its routes as the host renders it (`describeRemoteContract`).
 */
import type { ExposedScreenModule } from '@streamscout/host/contract';
import { describeRemoteContract } from '@streamscout/testing';
import * as Home from './screens/Home';
import * as Search from './screens/Search';
import * as routeData from './routeData';

const screens: Record<string, ExposedScreenModule> = { Home, Search };

describeRemoteContract('search', { dir: `${__dirname}/..`, screens, routeData });
