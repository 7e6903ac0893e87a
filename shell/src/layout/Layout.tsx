import type { ReactNode } from 'react';
import { Box, Container } from '@streamscout/ui';
import { useSessionStartup } from '@streamscout/session';
import { Header } from './Header';
import { Footer } from './Footer';
import { OfflineNotice } from './OfflineNotice';

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
