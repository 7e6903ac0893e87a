import { Button, Stack, Text, Title } from '@mantine/core';
import { useT } from '@streamscout/i18n';

/** Props of {@link FeatureFallback}. */
export interface FeatureFallbackProps {
  /** Human name of the feature, e.g. 'Search' or 'Show details'. */
  feature: string;
  /** Called by 'Try again' (the shell then loads the remote afresh). */
  onRetry: () => void;
}

/**
 * Content-area fallback the shell renders when a remote fails to load (architecture §3): an
 * alert '{feature} is unavailable right now.' with a 'Try again' button. Header, footer and the
 * other routes stay usable.
 */
export function FeatureFallback({ feature, onRetry }: FeatureFallbackProps) {
  const i18n = useT();
  return (
    <Stack align="center" gap="sm" py="xl" role="alert" data-testid="feature-fallback">
      <Title order={2} size="h3" ta="center">
        {i18n.t('fallback.unavailable', '{feature} is unavailable right now.', { feature })}
      </Title>
      <Text c="dimmed" ta="center">
        {i18n.t('fallback.checkNetwork', 'Please check your network connection and try again.')}
      </Text>
      <Button onClick={onRetry}>{i18n.t('common.tryAgain', 'Try again')}</Button>
    </Stack>
  );
}
