import { useEffect, useRef } from 'react';
import { useLocation } from '@streamscout/routes/router';
import { SHELL } from '@streamscout/apps';

/**
 * Keeps the tab's title true after client-side navigation: the server titles the page it rendered
 * ("Star of the City (2026) — where to watch | StreamScout"); once the visitor moves on inside the
 * app, the title goes back to the app's name instead of naming a page no longer shown.
 */
export function useDocumentTitle(): void {
  const location = useLocation();
  const first = useRef(location.key);
  useEffect(() => {
    if (location.key !== first.current) document.title = SHELL.title;
  }, [location.key]);
}
