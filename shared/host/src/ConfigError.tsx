/**
 * What a host shows when its runtime config is invalid (`RuntimeConfigError` of `./runtime`):
 * a page naming the bad field instead of a blank page or an app wired to the wrong servers.
 */
import { createRoot } from 'react-dom/client';
import { Container, Stack, Text, Title, UiProvider } from '@streamscout/ui';
import type { RuntimeConfigError } from './runtime';
import { useT } from '@streamscout/i18n';

/** Title of the page (the app cannot run without a valid config). */
export const CONFIG_ERROR_TITLE = "StreamScout can't start";

/**
 * The page: the title, the bad field and what is wrong with it, and where the config came from.
 * Needs a Mantine context (`UiProvider`).
 */
function ConfigErrorPage({ error }: { error: RuntimeConfigError }) {
  const i18n = useT();
  return (
    <Container size="sm" py="xl">
      <Stack gap="sm" role="alert">
        <Title order={1}>{i18n.t('config.title', "StreamScout can't start")}</Title>
        <Text>
          {i18n.t('config.invalid', 'Its runtime configuration is invalid:')}{' '}
          <Text span ff="monospace" fw={600}>
            {error.field || i18n.t('config.theConfig', 'the config')}
          </Text>{' '}
          {error.problem}.
        </Text>
        <Text size="sm" c="dimmed">
          {i18n.t(
            'config.readFrom',
            'Read from {source}. Whoever runs this site needs to correct that setting; reloading will not help until then.',
            { source: error.source },
          )}
        </Text>
      </Stack>
    </Container>
  );
}

/**
 * Logs `error` (console.error, with the field) and renders {@link ConfigErrorPage} into `el`,
 * with the UI kit's theme.
 * @param el the host's mount element (e.g. `#root`)
 */
export function renderConfigError(el: HTMLElement, error: RuntimeConfigError): void {
  console.error(error.message);
  createRoot(el).render(
    <UiProvider>
      <ConfigErrorPage error={error} />
    </UiProvider>,
  );
}
