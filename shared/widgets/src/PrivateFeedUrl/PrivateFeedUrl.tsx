import { useId, useState, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getFeedStatus, issueFeedToken, revokeFeedToken, type FeedKind, type FeedStatus } from '@streamscout/session';
import { userQueryKey, useUserId, useUserQuery } from '../userData';
import { Alert, Anchor, Button, CopyButton, Group, Paper, QueryState, Skeleton, Stack, Text, TextInput, Title } from '@streamscout/ui';
import { msg, useT, type Translator } from '@streamscout/i18n';

/** What the user's private feeds are, under the user's own key (`['user', userId, 'feeds']`: which are on). */
const FEED_STATUS = ['feeds'] as const;

const CHANGE_FAILED = msg('feeds.changeFailed', "Couldn't change your private URL. Please try again.");
/** Shown when turning a feed on, regenerating or turning it off failed (nothing changed; English, shown in the page's language). */
export const FEED_CHANGE_FAILED = CHANGE_FAILED.message;

/** The texts of a {@link PrivateFeedUrl}; each has a default naming a generic "private URL". */
interface PrivateFeedUrlLabels {
  /** Heading, e.g. 'Private calendar URL'. */
  title: string;
  /** What the URL is for, shown under the heading. */
  description: ReactNode;
  /** The button that turns the feed on. */
  turnOn: string;
  /** The `webcal:` link's text (calendars only). */
  subscribe: string;
}

/** Each feed's default texts in the translator's language. */
function defaultLabels(kind: FeedKind, tr: Translator): PrivateFeedUrlLabels {
  return kind === 'calendar'
    ? {
        title: tr.t('feeds.calendar.title', 'Private calendar URL'),
        description: tr.t(
          'feeds.calendar.description',
          'Subscribe to your calendar in any calendar app. Anyone with the URL can read it, so keep it to yourself.',
        ),
        turnOn: tr.t('feeds.calendar.turnOn', 'Turn on private calendar URL'),
        subscribe: tr.t('feeds.calendar.subscribe', 'Open in your calendar app'),
      }
    : {
        title: tr.t('feeds.alerts.title', 'Private alerts feed'),
        description: tr.t(
          'feeds.alerts.description',
          'Follow your alerts in any feed reader. Anyone with the URL can read it, so keep it to yourself.',
        ),
        turnOn: tr.t('feeds.alerts.turnOn', 'Turn on private alerts feed'),
        subscribe: tr.t('feeds.alerts.subscribe', 'Open in your feed reader'),
      };
}

/** Props of {@link PrivateFeedUrl}. */
export interface PrivateFeedUrlProps {
  /** Which feed: `'calendar'` (`/calendar/<token>.ics`, gets a `webcal:` link) or `'alerts'` (`/alerts/<token>.atom`). */
  kind: FeedKind;
  /** The feed's path on the app's own server for a token, e.g. `(t) => `/calendar/${t}.ics``. */
  path: (token: string) => string;
  /** Texts to replace (defaults per kind). */
  labels?: Partial<PrivateFeedUrlLabels>;
  /** The origin the URL is absolute to; default the page's (`window.location.origin`). */
  origin?: string;
}

/**
 * The absolute URL of a feed and, for calendars, its `webcal:` twin (same host and path; calendar
 * apps subscribe to it rather than download it once).
 * @param origin e.g. 'https://streamscout.example' (http and https both)
 * @param feedPath the path from {@link PrivateFeedUrlProps.path}
 */
export function feedUrls(origin: string, feedPath: string): { url: string; webcal: string } {
  const url = new URL(feedPath, origin).href;
  return { url, webcal: url.replace(/^https?:/, 'webcal:') };
}

/** The feed statuses of the signed-in user as a query; a failed call (it throws) is a failure, never "off". */
function useFeedStatus() {
  return useUserQuery<FeedStatus[]>(FEED_STATUS, () => getFeedStatus());
}

/**
 * A private feed URL of the signed-in user, on, shown once, regenerated or off (spec §12 "Private feeds"; SQL
 * `feed_tokens`, `issue_feed_token`, `revoke_feed_token` through `@streamscout/session`):
 * - off: what it is for and a button to turn it on;
 * - just turned on or regenerated: the absolute URL in a read-only field with a Copy button and,
 *   for calendars, a `webcal:` link — shown this once (the database keeps only a hash), with
 *   Regenerate and Turn off;
 * - on, but the URL not in this page (after a reload): says it is on and that the URL cannot be
 *   shown again, offering Regenerate;
 * - Regenerate asks first (the old URL stops working at once); Turn off stops the URL.
 * A failed change says so ({@link FEED_CHANGE_FAILED}) and leaves the state as it was; a failed
 * status load shows the kit's "couldn't load" with Try again. Signed out: nothing.
 */
export function PrivateFeedUrl({ kind, path, labels, origin }: PrivateFeedUrlProps) {
  const i18n = useT();
  const text = { ...defaultLabels(kind, i18n), ...labels };
  const userId = useUserId();
  const status = useFeedStatus();
  const queryClient = useQueryClient();
  const headingId = useId();
  /** The token issued in this page, the only time it exists in the clear; never stored. */
  const [token, setToken] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  /** The last change failed (cleared when the next one starts). */
  const [failed, setFailed] = useState(false);

  const setOn = (on: boolean) =>
    queryClient.setQueryData<FeedStatus[]>(userQueryKey(userId ?? '', ...FEED_STATUS), (old) => [
      ...(old ?? []).filter((s) => s.kind !== kind),
      ...(on ? [{ kind, createdAt: new Date().toISOString() }] : []),
    ]);
  const issue = useMutation({
    mutationFn: () => issueFeedToken(kind),
    onMutate: () => setFailed(false),
    onError: () => setFailed(true),
    onSuccess: (t) => {
      setToken(t);
      setConfirming(false);
      setOn(true);
    },
  });
  const revoke = useMutation({
    mutationFn: () => revokeFeedToken(kind),
    onMutate: () => setFailed(false),
    onError: () => setFailed(true),
    onSuccess: () => {
      setToken(null);
      setConfirming(false);
      setOn(false);
    },
  });
  if (userId === null) return null;
  const busy = issue.isPending || revoke.isPending;
  const urls = token ? feedUrls(origin ?? window.location.origin, path(token)) : null;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId} data-testid={`private-feed-${kind}`}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {text.title}
        </Title>
        <Text size="sm" c="dimmed">
          {text.description}
        </Text>
        <QueryState query={status} label={text.title} loading={<Skeleton height={36} />}>
          {(feeds) => {
            const on = feeds.find((s) => s.kind === kind);
            if (!on) {
              return (
                <Group>
                  <Button onClick={() => issue.mutate()} loading={issue.isPending} data-testid="feed-turn-on">
                    {text.turnOn}
                  </Button>
                </Group>
              );
            }
            return (
              <Stack gap="sm">
                {urls ? (
                  <>
                    <Group gap="xs" align="flex-end" wrap="nowrap">
                      <TextInput
                        label={i18n.t('feeds.yourUrl', 'Your private URL')}
                        value={urls.url}
                        readOnly
                        onFocus={(e) => e.currentTarget.select()}
                        style={{ flex: 1, minWidth: 0 }}
                        data-testid="feed-url"
                      />
                      <CopyButton value={urls.url}>
                        {({ copied, copy }) => (
                          <Button variant="light" onClick={copy} color={copied ? 'teal' : undefined} data-testid="feed-copy">
                            {copied ? i18n.t('feeds.copied', 'Copied') : i18n.t('feeds.copy', 'Copy')}
                          </Button>
                        )}
                      </CopyButton>
                    </Group>
                    {kind === 'calendar' && (
                      <Anchor href={urls.webcal} size="sm" data-testid="feed-webcal">
                        {text.subscribe}
                      </Anchor>
                    )}
                    <Text size="sm" fw={500}>
                      {i18n.t('feeds.copyNow', 'Copy it now: it is shown only this once.')}
                    </Text>
                  </>
                ) : (
                  <Text size="sm" data-testid="feed-on-hidden">
                    {i18n.t(
                      'feeds.onSince',
                      'On since {date}. The URL was shown once and cannot be shown again; regenerate it to get a new one.',
                      {
                        date: new Date(on.createdAt).toLocaleDateString(i18n.lang === 'ar' ? 'ar-u-nu-latn' : i18n.lang, {
                          dateStyle: 'medium',
                        }),
                      },
                    )}
                  </Text>
                )}
                {confirming ? (
                  <Alert color="yellow" title={i18n.t('feeds.regenerate.title', 'Regenerate the URL?')} data-testid="feed-confirm">
                    <Stack gap="xs">
                      <Text size="sm">
                        {i18n.t('feeds.regenerate.text', 'The current URL stops working at once; apps that use it need the new one.')}
                      </Text>
                      <Group gap="xs">
                        <Button color="red" onClick={() => issue.mutate()} loading={issue.isPending} disabled={revoke.isPending}>
                          {i18n.t('feeds.regenerate.confirm', 'Regenerate URL')}
                        </Button>
                        <Button variant="default" onClick={() => setConfirming(false)} disabled={busy}>
                          {i18n.t('common.cancel', 'Cancel')}
                        </Button>
                      </Group>
                    </Stack>
                  </Alert>
                ) : (
                  <Group gap="xs">
                    <Button variant="default" onClick={() => setConfirming(true)} disabled={busy}>
                      {i18n.t('feeds.regenerate', 'Regenerate')}
                    </Button>
                    <Button
                      variant="subtle"
                      color="red"
                      onClick={() => revoke.mutate()}
                      loading={revoke.isPending}
                      disabled={issue.isPending}
                    >
                      {i18n.t('feeds.turnOff', 'Turn off')}
                    </Button>
                  </Group>
                )}
              </Stack>
            );
          }}
        </QueryState>
        {failed && (
          <Text size="sm" c="red" role="alert">
            {i18n.t(CHANGE_FAILED)}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
