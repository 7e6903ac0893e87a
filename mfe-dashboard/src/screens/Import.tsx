import { useRef, useState } from 'react';
import { paths } from '@streamscout/routes';
import { useProfile, type ListName } from '@streamscout/session';
import { formatCount } from '@streamscout/tmdb';
import { Alert, AppLink, Button, Group, Progress, QueryState, Stack, Text, Title } from '@streamscout/ui';
import { useApplyImport, useImportPreview, useUndoImport, type ReadFile } from '../api/import';
import { LIST_TEXTS } from '../api/lists';
import { downloadText, importFileOf } from '../components/files';
import { ImportFileDrop } from '../components/ImportFileDrop';
import { ImportPreview } from '../components/ImportPreview';
import { ProfilePending } from '../components/ProfilePending';
import { notFoundCsv } from '../import/exportData';
import { itemsToApply, type MatchedTitle } from '../import/match';
import { ImportFileError, readImportFile, type ImportFormat } from '../import/read';

/** How the page names each format it recognised. */
const FORMAT_NAMES: Record<ImportFormat, string> = {
  'imdb-list': 'IMDb list export',
  'imdb-ratings': 'IMDb ratings export',
  letterboxd: 'Letterboxd export',
  trakt: 'Trakt export',
  streamscout: 'StreamScout export',
};

const SAME_LISTS: Record<ListName, ListName> = { queue: 'queue', favorites: 'favorites', watched: 'watched' };

const plural = (n: number, one: string, many = `${one}s`) => `${formatCount(n)} ${n === 1 ? one : many}`;

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
      if (parsed.rows.length === 0) setFileError(`${f.name} lists no titles. Nothing was imported.`);
      else setFile({ key: ++keyRef.current, name: f.name, parsed });
    } catch (e) {
      setFileError(e instanceof ImportFileError ? e.message : `We could not read ${f.name}. Nothing was imported.`);
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
      .map(([l, n]) => `${formatCount(n)} to ${LIST_TEXTS[l].section}`)
      .join(', ');

  return (
    <Stack gap="lg" miw={0}>
      <Stack gap={4}>
        <Title order={1}>Import your lists</Title>
        <Text c="dimmed">
          Bring your watchlist, ratings and likes from IMDb, Letterboxd or Trakt. You see what we found before anything is added, and you
          can undo the import afterwards. <AppLink to={paths.dashboard()}>Back to your dashboard</AppLink>
        </Text>
      </Stack>

      {!applied && <ImportFileDrop onFile={(f) => void onFile(f)} disabled={reading || apply.isPending} />}

      {fileError && (
        <Alert color="red" title="This file cannot be imported" role="alert">
          {fileError}
        </Alert>
      )}

      {file && !applied && (
        <Stack gap="md">
          <Text data-testid="import-format">
            <b>{file.name}</b>: {FORMAT_NAMES[file.parsed.format]}, {plural(file.parsed.rows.length, 'title')}
          </Text>
          <QueryState
            query={query}
            label="Import preview"
            minHeight={120}
            loading={
              <Stack gap={6} aria-busy="true">
                <Text size="sm" id="import-progress-label">
                  Looking up titles on TMDB: {formatCount(progress.done)} of {formatCount(progress.total)}
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
                  <Alert color="red" title="Nothing was imported" role="alert">
                    {apply.error.message}
                  </Alert>
                )}
                <Group>
                  <Button
                    onClick={() => apply.mutate({ items, source: file.parsed.source })}
                    loading={apply.isPending}
                    disabled={items.length === 0}
                  >
                    {items.length === 0 ? 'Nothing to add' : `Add ${plural(items.length, 'title')} to your lists`}
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
            <Alert color="teal" title="Import done" role="status">
              {applied.added.length === 0
                ? 'Every title was already on your lists: nothing was added.'
                : `Added ${plural(applied.added.length, 'title')}: ${byList(applied.added)}.`}
              {items.length > applied.added.length &&
                ` ${plural(items.length - applied.added.length, 'title was', 'titles were')} already there.`}
            </Alert>
          ) : (
            <Alert color="blue" title="Import undone" role="status">
              Removed the {plural(applied.added.length, 'title')} this import added. Anything you had before is still there.
            </Alert>
          )}
          {undo.error && (
            <Alert color="red" title="Not undone" role="alert">
              {undo.error.message}
            </Alert>
          )}
          <Group>
            {!undone && applied.added.length > 0 && (
              <Button variant="outline" color="red" onClick={() => undo.mutate(applied.id)} loading={undo.isPending}>
                Undo this import
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
              Import another file
            </Button>
            <Button variant="subtle" component={AppLink} to={paths.dashboard()}>
              Go to your dashboard
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
