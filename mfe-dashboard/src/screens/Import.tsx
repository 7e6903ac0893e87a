import { useRef, useState } from 'react';
import { paths } from '@streamscout/routes';
import { useProfile, type ListName } from '@streamscout/session';
import { Alert, AppLink, Button, Group, Progress, QueryState, Stack, Text, Title } from '@streamscout/ui';
import { useApplyImport, useImportPreview, useUndoImport, type ReadFile } from '../api/import';
import { listTexts } from '../api/lists';
import { downloadText, importFileOf } from '../components/files';
import { ImportFileDrop } from '../components/ImportFileDrop';
import { ImportPreview } from '../components/ImportPreview';
import { ProfilePending } from '../components/ProfilePending';
import { notFoundCsv } from '../import/exportData';
import { itemsToApply, type MatchedTitle } from '../import/match';
import { ImportFileError, importErrorText, readImportFile, type ImportFormat } from '../import/read';
import { msg, useT, type MessageDescriptor } from '@streamscout/i18n';

/** How the page names each format it recognised. */
const FORMAT_NAMES: Record<ImportFormat, MessageDescriptor> = {
  'imdb-list': msg('import.format.imdbList', 'IMDb list export'),
  'imdb-ratings': msg('import.format.imdbRatings', 'IMDb ratings export'),
  letterboxd: msg('import.format.letterboxd', 'Letterboxd export'),
  trakt: msg('import.format.trakt', 'Trakt export'),
  streamscout: msg('import.format.streamscout', 'StreamScout export'),
};

const SAME_LISTS: Record<ListName, ListName> = { queue: 'queue', favorites: 'favorites', watched: 'watched' };

/**
 * `/dashboard/import` (spec §14), signed-in users only: upload a file (input or drop); the
 * format is recognised and every row matched to TMDB with a progress bar; the preview shows what
 * matched, what needs a pick among candidates and what was not found (downloadable as CSV), and
 * which list each group goes to. "Add … to your lists" applies it in one transaction
 * (`apply_import`), then "Undo this import" removes exactly what it added. A refused file says why
 * and changes nothing; a TMDB failure while matching shows "We couldn't load this right now." with
 * Try again (QueryState); a refused or failed apply says so and keeps the preview.
 */
export default function Import() {
  const profile = useProfile();
  const [file, setFile] = useState<ReadFile | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [picks, setPicks] = useState<Map<number, MatchedTitle | null>>(new Map());
  const [lists, setLists] = useState<Record<ListName, ListName>>(SAME_LISTS);
  const keyRef = useRef(0);
  const { query, progress } = useImportPreview(file);
  const apply = useApplyImport();
  const undo = useUndoImport();
  const i18n = useT();
  const titles = (n: number) => i18n.t('import.titles', '{count, plural, one {# title} other {# titles}}', { count: n });

  if (!profile) return <ProfilePending />;

  const onFile = async (f: File) => {
    setReading(true);
    setFileError(null);
    setFile(null);
    setPicks(new Map());
    setLists(SAME_LISTS);
    apply.reset();
    undo.reset();
    try {
      const parsed = await readImportFile(importFileOf(f));
      if (parsed.rows.length === 0)
        setFileError(i18n.t('import.noTitles', '{file} lists no titles. Nothing was imported.', { file: f.name }));
      else setFile({ key: ++keyRef.current, name: f.name, parsed });
    } catch (e) {
      setFileError(
        e instanceof ImportFileError
          ? importErrorText(e, i18n)
          : i18n.t('import.unreadable', 'We could not read {file}. Nothing was imported.', { file: f.name }),
      );
    } finally {
      setReading(false);
    }
  };

  const results = query.data ?? [];
  const items = itemsToApply(results, picks, lists);
  const applied = apply.data;
  const undone = undo.data;
  const byList = (entries: ReadonlyArray<{ list: ListName }>) =>
    (['queue', 'favorites', 'watched'] as const)
      .map((l) => [l, entries.filter((e) => e.list === l).length] as const)
      .filter(([, n]) => n > 0)
      .map(([l, n]) => i18n.t('import.toList', '{count} to {list}', { count: i18n.count(n), list: listTexts(l, i18n).section }))
      .join(', ');

  return (
    <Stack gap="lg" miw={0}>
      <Stack gap={4}>
        <Title order={1}>{i18n.t('head.account.import', 'Import your lists')}</Title>
        <Text c="dimmed">
          {i18n.t(
            'import.intro',
            'Bring your watchlist, ratings and likes from IMDb, Letterboxd or Trakt. You see what we found before anything is added, and you can undo the import afterwards.',
          )}{' '}
          <AppLink to={paths.dashboard()}>{i18n.t('alerts.back', 'Back to your dashboard')}</AppLink>
        </Text>
      </Stack>

      {!applied && <ImportFileDrop onFile={(f) => void onFile(f)} disabled={reading || apply.isPending} />}

      {fileError && (
        <Alert color="red" title={i18n.t('import.cannot', 'This file cannot be imported')} role="alert">
          {fileError}
        </Alert>
      )}

      {file && !applied && (
        <Stack gap="md">
          <Text data-testid="import-format">
            <b>{file.name}</b>: {i18n.t(FORMAT_NAMES[file.parsed.format])}, {titles(file.parsed.rows.length)}
          </Text>
          <QueryState
            query={query}
            label={i18n.t('import.preview', 'Import preview')}
            minHeight={120}
            loading={
              <Stack gap={6} aria-busy="true">
                <Text size="sm" id="import-progress-label">
                  {i18n.t('import.lookingUp', 'Looking up titles on TMDB: {done} of {total}', {
                    done: i18n.count(progress.done),
                    total: i18n.count(progress.total),
                  })}
                </Text>
                <Progress
                  value={progress.total ? (100 * progress.done) / progress.total : 0}
                  aria-labelledby="import-progress-label"
                  data-testid="import-progress"
                  striped
                />
              </Stack>
            }
          >
            {(data) => (
              <Stack gap="lg">
                <ImportPreview
                  results={data}
                  picks={picks}
                  onPick={(row, title) => setPicks((old) => new Map(old).set(row, title))}
                  lists={lists}
                  onList={(from, to) => setLists((old) => ({ ...old, [from]: to }))}
                  onDownloadNotFound={() => downloadText('streamscout-not-found.csv', notFoundCsv(data), 'text/csv;charset=utf-8')}
                />
                {apply.error && (
                  <Alert color="red" title={i18n.t('import.nothing', 'Nothing was imported')} role="alert">
                    {apply.error.message}
                  </Alert>
                )}
                <Group>
                  <Button
                    onClick={() => apply.mutate({ items, source: file.parsed.source })}
                    loading={apply.isPending}
                    disabled={items.length === 0}
                  >
                    {items.length === 0
                      ? i18n.t('import.nothingToAdd', 'Nothing to add')
                      : i18n.t('import.add', 'Add {titles} to your lists', { titles: titles(items.length) })}
                  </Button>
                </Group>
              </Stack>
            )}
          </QueryState>
        </Stack>
      )}

      {applied && (
        <Stack gap="sm">
          {!undone ? (
            <Alert color="teal" title={i18n.t('import.done', 'Import done')} role="status">
              {applied.added.length === 0
                ? i18n.t('import.allThere', 'Every title was already on your lists: nothing was added.')
                : i18n.t('import.added', 'Added {titles}: {lists}.', {
                    titles: titles(applied.added.length),
                    lists: byList(applied.added),
                  })}
              {items.length > applied.added.length &&
                i18n.t('import.alreadyThere', '{count, plural, one { # title was already there.} other { # titles were already there.}}', {
                  count: items.length - applied.added.length,
                })}
            </Alert>
          ) : (
            <Alert color="blue" title={i18n.t('import.undone', 'Import undone')} role="status">
              {i18n.t('import.removed', 'Removed the {titles} this import added. Anything you had before is still there.', {
                titles: titles(applied.added.length),
              })}
            </Alert>
          )}
          {undo.error && (
            <Alert color="red" title={i18n.t('import.notUndone', 'Not undone')} role="alert">
              {undo.error.message}
            </Alert>
          )}
          <Group>
            {!undone && applied.added.length > 0 && (
              <Button variant="outline" color="red" onClick={() => undo.mutate(applied.id)} loading={undo.isPending}>
                {i18n.t('import.undo', 'Undo this import')}
              </Button>
            )}
            <Button
              variant="light"
              onClick={() => {
                apply.reset();
                undo.reset();
                setFile(null);
              }}
            >
              {i18n.t('import.another', 'Import another file')}
            </Button>
            <Button variant="subtle" component={AppLink} to={paths.dashboard()}>
              {i18n.t('import.toDashboard', 'Go to your dashboard')}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
