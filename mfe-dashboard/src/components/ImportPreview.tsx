import { LIST_NAMES, type ListName } from '@streamscout/session';
import { formatCount } from '@streamscout/tmdb';
import { Badge, Button, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@streamscout/ui';
import { LIST_TEXTS } from '../api/lists';
import type { MatchedTitle, MatchResult } from '../import/match';

/** How many rows of each section the preview lists (the totals count them all). */
const PREVIEW_ROWS = 50;

const plural = (n: number) => `${formatCount(n)} ${n === 1 ? 'title' : 'titles'}`;

const titleYear = (title: string, year: number | null) => (year ? `${title} (${year})` : title || 'Untitled');

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
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xl" fw={700} data-testid={testId}>
        {formatCount(value)}
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
  const listLabel = (l: ListName) => LIST_TEXTS[l].section;

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Stat label="Matched" value={matched.length} testId="import-matched-count" />
        <Stat label="To pick" value={ambiguous.length} testId="import-ambiguous-count" />
        <Stat label="Not found" value={notFound.length} testId="import-notfound-count" />
      </SimpleGrid>

      <Stack gap="xs">
        <Title order={2} size="h3">
          Where they go
        </Title>
        {fromLists.map((from) => (
          <Group key={from} gap="sm" wrap="wrap">
            <Text id={`import-from-${from}`} w={{ base: '100%', sm: 300 }}>
              {plural(results.filter((r) => r.row.list === from).length)} the file lists as {LIST_TEXTS[from].noun}
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
            Pick the right title ({formatCount(ambiguous.length)})
          </Title>
          <Text size="sm" c="dimmed">
            More than one title could be meant, or none has exactly this name and year. Titles you do not pick are not imported.
          </Text>
          {ambiguous.slice(0, PREVIEW_ROWS).map(({ r, i }) => (
            <Paper key={i} withBorder p="sm" radius="md">
              <Stack gap={6}>
                <Text fw={600}>
                  “{titleYear(r.row.title, r.row.year)}” <Badge variant="light">{listLabel(lists[r.row.list])}</Badge>
                </Text>
                <Group gap="xs" role="group" aria-label={`Candidates for ${titleYear(r.row.title, r.row.year)}`}>
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
                          {titleYear(c.title, c.year)}
                        </Button>
                      );
                    })}
                  <Button
                    size="xs"
                    variant={picks.get(i) === null ? 'filled' : 'subtle'}
                    aria-pressed={picks.get(i) === null}
                    onClick={() => onPick(i, null)}
                  >
                    None of these
                  </Button>
                </Group>
              </Stack>
            </Paper>
          ))}
          {ambiguous.length > PREVIEW_ROWS && (
            <Text size="sm">…and {formatCount(ambiguous.length - PREVIEW_ROWS)} more, not imported unless picked.</Text>
          )}
        </Stack>
      )}

      {matched.length > 0 && (
        <Stack gap={4} data-testid="import-matched">
          <Title order={2} size="h3">
            Matched ({formatCount(matched.length)})
          </Title>
          {matched.slice(0, PREVIEW_ROWS).map(({ r, i }) => (
            <Text key={i} size="sm">
              {r.status === 'matched' && titleYear(r.title.title || r.row.title, r.title.year ?? r.row.year)}{' '}
              <Text span c="dimmed" size="sm">
                → {listLabel(lists[r.row.list])}
              </Text>
            </Text>
          ))}
          {matched.length > PREVIEW_ROWS && <Text size="sm">…and {formatCount(matched.length - PREVIEW_ROWS)} more.</Text>}
        </Stack>
      )}

      {notFound.length > 0 && (
        <Stack gap={4} data-testid="import-notfound">
          <Title order={2} size="h3">
            Not found ({formatCount(notFound.length)})
          </Title>
          <Text size="sm" c="dimmed">
            TMDB has no title with this TMDB or IMDb id, or no film with this name and year. They are not imported.
          </Text>
          {notFound.slice(0, PREVIEW_ROWS).map((r, i) => (
            <Text key={i} size="sm">
              {titleYear(r.row.title, r.row.year)}
            </Text>
          ))}
          {notFound.length > PREVIEW_ROWS && <Text size="sm">…and {formatCount(notFound.length - PREVIEW_ROWS)} more.</Text>}
          <Group>
            <Button variant="light" onClick={onDownloadNotFound}>
              Download titles not found (CSV)
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
