import { Alert, useOnline } from '@streamscout/ui';

/** Exact text of the offline notice (spec §2, §8). */
export const OFFLINE_TEXT = 'You appear to be offline. Please check your network connection to make the most of the product';

/** Info alert shown for as long as the browser reports it is offline (spec §2, §4 Online/offline). */
export function OfflineNotice() {
  if (useOnline()) return null;
  return (
    <Alert color="blue" variant="light" role="status" m="md" title="Offline">
      {OFFLINE_TEXT}
    </Alert>
  );
}
