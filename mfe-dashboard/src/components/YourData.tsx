import { paths } from '@streamscout/routes';
import { LIST_NAMES, type Profile } from '@streamscout/session';
import { Alert, AppLink, Button, Card, Group, Progress, Stack, Text, Title } from '@streamscout/ui';
import { useDataExport } from '../api/import';
import { listTexts } from '../api/lists';
import { listCsv } from '../import/exportData';
import { downloadText } from './files';
import { useT } from '@streamscout/i18n';

/**
 * The dashboard's "Your data" card (spec §14): a link to `/dashboard/import`, and "Download
 * my data" — one JSON (profile, lists with TMDB id, media type, title, year and IMDb id, services,
 * episode progress, alert settings) saved at once, then one CSV per list to save as well
 * (`Title,Year,imdbID,tmdbID,Type`, formula-safe). Looking titles up shows a progress bar; a failure
 * says so, downloads nothing and lets the user try again.
 */
export function YourData({ profile }: { profile: Profile }) {
  const { mutation, progress } = useDataExport();
  const data = mutation.data;
  const i18n = useT();
  const start = () =>
    mutation.mutate(profile, {
      onSuccess: (d) => downloadText('streamscout-data.json', `${JSON.stringify(d, null, 2)}\n`, 'application/json'),
    });
  return (
    <Card withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {i18n.t('data.title', 'Your data')}
        </Title>
        <Text size="sm" c="dimmed">
          {i18n.t(
            'data.text',
            'Bring your lists from IMDb, Letterboxd or Trakt, or take everything with you: your profile, lists, services, episode progress and alert settings.',
          )}
        </Text>
        <Group gap="sm">
          <Button variant="light" component={AppLink} to={paths.import()}>
            {i18n.t('data.import', 'Import lists')}
          </Button>
          <Button variant="outline" onClick={start} loading={mutation.isPending}>
            {i18n.t('data.download', 'Download my data')}
          </Button>
        </Group>
        {mutation.isPending && progress.total > 0 && (
          <Stack gap={4}>
            <Text size="sm" id="export-progress-label">
              {i18n.t('data.progress', 'Looking up your titles: {done} of {total}', {
                done: i18n.count(progress.done),
                total: i18n.count(progress.total),
              })}
            </Text>
            <Progress value={(100 * progress.done) / progress.total} aria-labelledby="export-progress-label" />
          </Stack>
        )}
        {mutation.isError && (
          <Alert color="red" role="alert" title={i18n.t('data.failedTitle', 'Nothing was downloaded')}>
            {mutation.error.message.startsWith('We could')
              ? mutation.error.message
              : i18n.t('data.failed', "We couldn't collect your data right now. Please try again.")}
          </Alert>
        )}
        {data && (
          <Stack gap={6}>
            <Text size="sm" role="status">
              {i18n.t('data.saved', 'Saved {file}. Each list as CSV, for a spreadsheet, Letterboxd or IMDb-id tools:', {
                file: 'streamscout-data.json',
              })}
            </Text>
            <Group gap="xs">
              {LIST_NAMES.map((l) => (
                <Button
                  key={l}
                  size="xs"
                  variant="default"
                  onClick={() => downloadText(`streamscout-${l}.csv`, listCsv(data.lists[l]), 'text/csv;charset=utf-8')}
                >
                  {i18n.t('data.csv', '{list} (CSV)', { list: listTexts(l, i18n).section })}
                </Button>
              ))}
            </Group>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
