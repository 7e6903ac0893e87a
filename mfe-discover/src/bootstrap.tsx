/** Standalone mount: this remote on its own port, with its own providers (architecture §3). */
import { mountStandalone } from '@streamscout/host/standalone';
import { loadCatalog } from './i18n';
import { routeData } from './routeData';
import { screens } from './routes';

void mountStandalone('discover', screens, routeData, loadCatalog);
