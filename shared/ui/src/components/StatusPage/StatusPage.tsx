import type { ReactNode } from 'react';
import { Link } from '@streamscout/routes/router';
import { paths } from '@streamscout/routes';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useT } from '@streamscout/i18n';

/** Props of {@link StatusPage}. */
export interface StatusPageProps {
  /** HTTP-like status, e.g. 400. */
  status: number;
  /** Status text, e.g. 'Bad Request' (spec §8). */
  text: string;
  /** Extra content under the text. */
  children?: ReactNode;
}

/**
 * In-app status screen (spec §2/§8: 400 'Bad Request' for a blank search query or a missing list
 * name): the status code, its text and a 'Return home' button to /. Logging is the caller's job.
 */
export function StatusPage({ status, text, children }: StatusPageProps) {
  const i18n = useT();
  return (
    <Stack align="center" gap="sm" py="xl" data-testid="status-page">
      <Title order={1} c="var(--streamscout-brand-text)" fz={64} lh={1}>
        {status}
      </Title>
      <Text size="xl" fw={600}>
        {text}
      </Text>
      {children}
      <Button component={Link} to={paths.home()} variant="light">
        {i18n.t('common.returnHome', 'Return home')}
      </Button>
    </Stack>
  );
}
