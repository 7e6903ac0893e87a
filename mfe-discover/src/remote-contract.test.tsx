/**
 * This remote's contract with the host (architecture §3, "Versions that skew"): every exposed
 * screen is typed as the host loads it (`ExposedScreenModule`: a component rendered with no props),
 * and renders at each of its routes as the host renders it (`describeRemoteContract`).
 */
import type { ExposedScreenModule } from '@streamscout/host/contract';
import { describeRemoteContract } from '@streamscout/testing';
import * as Discover from './screens/Discover';
import * as DiscoverRow from './screens/DiscoverRow';
import * as routeData from './routeData';

const screens: Record<string, ExposedScreenModule> = { Discover, DiscoverRow };

describeRemoteContract('discover', { dir: `${__dirname}/..`, screens, routeData });
