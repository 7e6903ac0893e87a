import { LIST_NAMES, type ListName } from '@streamscout/session';
import { Badge, Button, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@streamscout/ui';
import { listTexts } from '../api/lists';
import type { MatchedTitle, MatchResult } from '../import/match';
import { useT, type Translator } from '@streamscout/i18n';

/** How many rows of each section the preview lists (the totals count them all). */
const PREVIEW_ROWS = 50;

/** 'Title (2020)', the title alone without a year, 'Untitled' (in `tr`'s language) without a title. */
const titleYear = (tr: Translator, title: string, year: number | null) =>
  year ? `${title} (${year})` : title || tr.t('import.untitled', 'Untitled');

/** Props of {@link ImportPreview}. */
export interface ImportPreviewProps {
  results: readonly MatchResult[];
  /** Row index → the candidate picked (null: "None of these"). */
  picks: ReadonlyMap<number, MatchedTitle | null>;
  onPick: (row: number, title: MatchedTitle | null) => void;
  /** Per list the file named, the list its titles go to. */
  lists: Readonly<Record<ListName, ListName>>;
  onList: (from: ListName, to: ListName) => void;
  /** Downloads the not-found rows as CSV. */
  onDownloadNotFound: () => void;
}

function Stat({ label, value, testId }: { label: string; value: number; testId: string }) {
  const i18n = useT();
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xl" fw={700} data-testid={testId}>
        {i18n.count(value)}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Paper>
  );
}

/**
 * The preview of an import (spec §14 "The preview"): totals; per list the file named, the list its titles go
 * to (changeable); the ambiguous rows with their candidates to pick from; the matched titles; the
 * titles not found with a CSV download. Presentational: the screen owns the picks and lists.
 */
export function ImportPreview({ results, picks, onPick, lists, onList, onDownloadNotFound }: ImportPreviewProps) {
  const matched = results.flatMap((r, i) => (r.status === 'matched' ? [{ r, i }] : []));
  const ambiguous = results.flatMap((r, i) => (r.status === 'ambiguous' ? [{ r, i }] : []));
  const notFound = results.filter((r) => r.status === 'notFound');
  const fromLists = LIST_NAMES.filter((l) => results.some((r) => r.row.list === l));
  const i18n = useT();
  const listLabel = (l: ListName) => listTexts(l, i18n).section;
  const tY = (title: string, year: number | null) => titleYear(i18n, title, year);
  const more = (n: number) => i18n.t('import.more', '…and {count, number} more.', { count: n });

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Stat label={i18n.t('import.matched', 'Matched')} value={matched.length} testId="import-matched-count" />
        <Stat label={i18n.t('import.toPick', 'To pick')} value={ambiguous.length} testId="import-ambiguous-count" />
        <Stat label={i18n.t('import.notFound', 'Not found')} value={notFound.length} testId="import-notfound-count" />
      </SimpleGrid>

      <Stack gap="xs">
        <Title order={2} size="h3">
          {i18n.t('import.whereTheyGo', 'Where they go')}
        </Title>
        {fromLists.map((from) => (
          <Group key={from} gap="sm" wrap="wrap">
            <Text id={`import-from-${from}`} w={{ base: '100%', sm: 300 }}>
              {i18n.t('import.fileLists', '{count, plural, one {# title} other {# titles}} the file lists as {list}', {
                count: results.filter((r) => r.row.list === from).length,
                list: listTexts(from, i18n).noun,
              })}
            </Text>
            <SegmentedControl
              aria-labelledby={`import-from-${from}`}
              value={lists[from]}
              onChange={(v) => onList(from, v as ListName)}
              data={LIST_NAMES.map((l) => ({ value: l, label: listLabel(l) }))}
            />
          </Group>
        ))}
      </Stack>

      {ambiguous.length > 0 && (
        <Stack gap="xs" data-testid="import-ambiguous">
          <Title order={2} size="h3">
            {i18n.t('import.pickTitle', 'Pick the right title ({count, number})', { count: ambiguous.length })}
          </Title>
          <Text size="sm" c="dimmed">
            {i18n.t(
              'import.pickExplain',
              'More than one title could be meant, or none has exactly this name and year. Titles you do not pick are not imported.',
            )}
          </Text>
          {ambiguous.slice(0, PREVIEW_ROWS).map(({ r, i }) => (
            <Paper key={i} withBorder p="sm" radius="md">
              <Stack gap={6}>
                <Text fw={600}>
                  “{tY(r.row.title, r.row.year)}” <Badge variant="light">{listLabel(lists[r.row.list])}</Badge>
                </Text>
                <Group
                  gap="xs"
                  role="group"
                  aria-label={i18n.t('import.candidates', 'Candidates for {title}', { title: tY(r.row.title, r.row.year) })}
                >
                  {r.status === 'ambiguous' &&
                    r.candidates.map((c) => {
                      const picked = picks.get(i);
                      const on = picked?.id === c.id && picked?.media_type === c.media_type;
                      return (
                        <Button
                          key={`${c.media_type}-${c.id}`}
                          size="xs"
                          variant={on ? 'filled' : 'default'}
                          aria-pressed={on}
                          onClick={() => onPick(i, c)}
                        >
                          {tY(c.title, c.year)}
                        </Button>
                      );
                    })}
                  <Button
                    size="xs"
                    variant={picks.get(i) === null ? 'filled' : 'subtle'}
                    aria-pressed={picks.get(i) === null}
                    onClick={() => onPick(i, null)}
                  >
                    {i18n.t('import.noneOfThese', 'None of these')}
                  </Button>
                </Group>
              </Stack>
            </Paper>
          ))}
          {ambiguous.length > PREVIEW_ROWS && (
            <Text size="sm">
              {i18n.t('import.moreUnpicked', '…and {count, number} more, not imported unless picked.', {
                count: ambiguous.length - PREVIEW_ROWS,
              })}
            </Text>
          )}
        </Stack>
      )}

      {matched.length > 0 && (
        <Stack gap={4} data-testid="import-matched">
          <Title order={2} size="h3">
            {i18n.t('import.matchedCount', 'Matched ({count, number})', { count: matched.length })}
          </Title>
          {matched.slice(0, PREVIEW_ROWS).map(({ r, i }) => (
            <Text key={i} size="sm">
              {r.status === 'matched' && tY(r.title.title || r.row.title, r.title.year ?? r.row.year)}{' '}
              <Text span c="dimmed" size="sm">
                → {listLabel(lists[r.row.list])}
              </Text>
            </Text>
          ))}
          {matched.length > PREVIEW_ROWS && <Text size="sm">{more(matched.length - PREVIEW_ROWS)}</Text>}
        </Stack>
      )}

      {notFound.length > 0 && (
        <Stack gap={4} data-testid="import-notfound">
          <Title order={2} size="h3">
            {i18n.t('import.notFoundCount', 'Not found ({count, number})', { count: notFound.length })}
          </Title>
          <Text size="sm" c="dimmed">
            {i18n.t(
              'import.notFoundExplain',
              'TMDB has no title with this TMDB or IMDb id, or no film with this name and year. They are not imported.',
            )}
          </Text>
          {notFound.slice(0, PREVIEW_ROWS).map((r, i) => (
            <Text key={i} size="sm">
              {tY(r.row.title, r.row.year)}
            </Text>
          ))}
          {notFound.length > PREVIEW_ROWS && <Text size="sm">{more(notFound.length - PREVIEW_ROWS)}</Text>}
          <Group>
            <Button variant="light" onClick={onDownloadNotFound}>
              {i18n.t('import.downloadNotFound', 'Download titles not found (CSV)')}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
