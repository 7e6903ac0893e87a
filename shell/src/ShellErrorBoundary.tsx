/**
 * The shell's last line of defence: an error thrown while rendering anything outside a remote's
 * own boundary (the providers, the layout, the router) shows a friendly full page with a Reload
 * button instead of a blank window. Errors inside a remote's screen stay with that screen's
 * boundary (RemoteScreen: the feature's fallback with Try again; header and footer keep working).
 */
import type { ErrorInfo, ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { translator } from '@streamscout/i18n';
import { sessionStore } from '@streamscout/session';

/**
 * React root's `onCaughtError`: one console line per error an error boundary caught (React's own
 * logging of caught errors is replaced by this, so each is logged once).
 * @param error what was thrown
 * @param info React's component stack of where it was thrown
 */
export function logCaughtError(error: unknown, info?: Pick<ErrorInfo, 'componentStack'>): void {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`StreamScout: a screen failed to render: ${message}`, error, info?.componentStack ?? '');
}

/**
 * The page shown when the app itself failed. Plain elements with system colours (`Canvas`,
 * `CanvasText`, `ButtonFace`): the failure may be in the UI kit's providers, so nothing of them is
 * used, and the page still reads well in light and dark.
 * @param reload what Reload does (default: reload the page)
 */
export function ShellErrorPage({ reload = () => window.location.reload() }: { reload?: () => void }) {
  // the page's language, read from the store: this page stands in for the providers that failed
  const i18n = translator(sessionStore.getState().language);
  return (
    <main
      role="alert"
      data-testid="shell-error"
      style={{
        colorScheme: 'light dark',
        background: 'Canvas',
        color: 'CanvasText',
        minHeight: '100vh',
        display: 'grid',
        placeContent: 'center',
        gap: 16,
        padding: 24,
        textAlign: 'center',
        fontFamily: 'system-ui, sans-serif',
      }}
    >
      <h1 style={{ fontSize: 24, margin: 0 }}>{i18n.t('shellError.title', 'Something went wrong.')}</h1>
      <p style={{ margin: 0 }}>
        {i18n.t('shellError.text', 'StreamScout ran into a problem it could not recover from. Reloading the page usually fixes it.')}
      </p>
      <p style={{ margin: 0 }}>
        <button type="button" onClick={reload} style={{ font: 'inherit', padding: '8px 20px', cursor: 'pointer' }}>
          {i18n.t('shellError.reload', 'Reload')}
        </button>
      </p>
    </main>
  );
}

/**
 * Wraps the whole app (bootstrap): anything that throws while rendering and is not caught closer
 * (by a remote's boundary) shows {@link ShellErrorPage}.
 */
export function ShellErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary fallbackRender={() => <ShellErrorPage />}>{children}</ErrorBoundary>;
}
