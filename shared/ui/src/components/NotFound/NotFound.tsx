import { useEffect } from 'react';
import { Link, useNavigate } from '@streamscout/routes/router';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { paths } from '@streamscout/routes';
import { ThemeToggleButton } from '../ThemeToggle/ThemeToggle';
import { useT } from '@streamscout/i18n';

/**
 * Page-not-found screen (spec §2 "any other route"): an image, 'Return home' and 'Go Back'
 * buttons and the theme toggle. Logs the status text (spec §8 "Routing errors"). Rendered by the
 * shell for unknown routes and by a remote for an unknown value of its own segment (e.g. a
 * discover row that does not exist).
 * @param statusText what is logged, default 'Not Found'
 */
export function NotFound({ statusText = 'Not Found' }: { statusText?: string }) {
  const navigate = useNavigate();
  const i18n = useT();
  useEffect(() => {
    console.error(statusText);
  }, [statusText]);
  return (
    <Stack align="center" gap="md" py="xl" data-testid="not-found">
      <svg width="220" height="160" viewBox="0 0 220 160" role="img" aria-label={i18n.t('notFound.title', 'Page not found')}>
        <rect x="10" y="20" width="200" height="120" rx="10" fill="#1e88e5" opacity="0.15" />
        <text x="110" y="100" textAnchor="middle" fontSize="64" fontWeight="700" fill="#1e88e5">
          404
        </text>
      </svg>
      <Title order={2}>{i18n.t('notFound.title', 'Page not found')}</Title>
      <Text c="dimmed">{i18n.t('notFound.text', "We couldn't find the page you were looking for.")}</Text>
      <Group>
        <Button component={Link} to={paths.home()}>
          {i18n.t('common.returnHome', 'Return home')}
        </Button>
        <Button variant="outline" onClick={() => navigate(-1)}>
          {i18n.t('notFound.back', 'Go Back')}
        </Button>
        <ThemeToggleButton />
      </Group>
    </Stack>
  );
}
