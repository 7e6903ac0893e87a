import type { ReactNode } from 'react';
import { Box, Container } from '@streamscout/ui';
import { Header } from './Header';
import { Footer } from './Footer';
import { OfflineNotice } from './OfflineNotice';
import { useDocumentHead } from '../head/useDocumentHead';

/**
 * Global layout of spec §2: header, offline notice, content area, footer. The content area is at
 * least one viewport high, so the footer starts below the fold and never moves in view while a
 * screen loads and grows (it was the page's largest layout shift: CLS 0.12–0.21; the budget is 0.02).
 */
export function Layout({ children }: { children: ReactNode }) {
  useDocumentHead();
  return (
    <Box style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Header />
      <OfflineNotice />
      <Container component="main" size="xl" w="100%" py="md" style={{ flex: 1, minHeight: '100vh' }}>
        {children}
      </Container>
      <Footer />
    </Box>
  );
}
