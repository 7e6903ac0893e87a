import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Box, Container } from '@streamscout/ui';
import { initSession } from '@streamscout/session';
import { Header } from './Header';
import { Footer } from './Footer';
import { OfflineNotice } from './OfflineNotice';

/**
 * Starts the session once (spec §4: loaded once at start-up, then auth events). Runs after the
 * first paint, so supabase-js (loaded lazily by @streamscout/session) is off the critical path.
 */
function useSessionStartup() {
  const navigate = useNavigate();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const run = () => {
      Promise.resolve(initSession({ navigate }))
        .then((unsub) => {
          if (cancelled && typeof unsub === 'function') unsub();
          else if (typeof unsub === 'function') stop = unsub;
        })
        .catch((e: unknown) => console.error(e));
    };
    const w = window as Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number };
    if (w.requestIdleCallback) w.requestIdleCallback(run, { timeout: 1500 });
    else setTimeout(run, 1);
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [navigate]);
}

/** Global layout of spec §2: header, offline notice, content area, footer. */
export function Layout({ children }: { children: ReactNode }) {
  useSessionStartup();
  return (
    <Box style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Header />
      <OfflineNotice />
      <Container component="main" size="xl" w="100%" py="md" style={{ flex: 1 }}>
        {children}
      </Container>
      <Footer />
    </Box>
  );
}
