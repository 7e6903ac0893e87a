import { Alert, useOnline } from '@streamscout/ui';
import { msg, useT } from '@streamscout/i18n';

/** Exact text of the offline notice (spec §2, §8). */
const OFFLINE = msg('offline.text', 'You appear to be offline. Please check your network connection to make the most of the product');
/** The offline notice's text of spec §15 (English; shown in the page's language). */
export const OFFLINE_TEXT = OFFLINE.message;

/** Info alert shown for as long as the browser reports it is offline (spec §2, §4 Online/offline). */
export function OfflineNotice() {
  const online = useOnline();
  const i18n = useT();
  if (online) return null;
  return (
    <Alert color="blue" variant="light" role="status" m="md" title={i18n.t('offline.title', 'Offline')}>
      {i18n.t(OFFLINE)}
    </Alert>
  );
}
