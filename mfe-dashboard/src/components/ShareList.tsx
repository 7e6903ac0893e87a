import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { paths } from '@streamscout/routes';
import { isListPublic, refusalOr, setListPublic, type ListName, type Profile } from '@streamscout/session';
import { Anchor, Button, CopyButton, Group, Stack, Switch, Text } from '@streamscout/ui';
import { listTexts } from '../api/lists';
import { msg, useT } from '@streamscout/i18n';

/** Shown when turning sharing on or off failed (nothing changed). */
const SHARE_CHANGE_FAILED = msg('share.failed', "Couldn't change sharing. Please try again.");

/** Props of {@link ShareList}. */
export interface ShareListProps {
  list: ListName;
  /** The signed-in owner's profile (its `public_lists` and username). */
  profile: Profile;
}

/**
 * The "Share" switch of one of the owner's lists (spec §17), on the dashboard's section and the
 * list's gallery: private by default; on, anyone with the link sees the list — its username and
 * its titles, nothing else — at `/u/{username}/{list}`, shown with a Copy button. Off again, that
 * page answers 404 on the very next request. The switch follows the profile's `public_lists`
 * (`set_list_public` through `setListPublic`); a failed change says so and leaves it as it was.
 */
export function ShareList({ list, profile }: ShareListProps) {
  const shared = isListPublic(profile, list);
  const change = useMutation({ mutationFn: (on: boolean) => setListPublic(list, on) });
  // the position asked for, shown from the press itself (TanStack reports a mutation's pending state a
  // task later: until then a controlled switch would spring back) until the change has settled
  const [asked, setAsked] = useState<boolean | null>(null);
  const pending = asked !== null || change.isPending;
  // the page's own origin, as the private feeds' URLs are (the dashboard is never server-rendered)
  const url = new URL(paths.publicList(profile.username, list), window.location.origin).href;
  const i18n = useT();
  const noun = listTexts(list, i18n).noun;
  return (
    <Stack gap={6} data-testid={`share-${list}`}>
      <Switch
        label={i18n.t('share.label', 'Share')}
        description={
          shared
            ? i18n.t('share.on', 'Anyone with the link can see your {list}.', { list: noun })
            : i18n.t('share.off', 'Only you can see your {list}.', { list: noun })
        }
        checked={asked ?? shared}
        disabled={pending}
        onChange={(e) => {
          const on = e.currentTarget.checked;
          setAsked(on);
          change.mutate(on, { onSettled: () => setAsked(null) });
        }}
        data-testid="share-switch"
      />
      {shared && !pending && (
        <Group gap="xs" wrap="nowrap" miw={0}>
          <Anchor href={url} size="sm" truncate="end" miw={0} data-testid="share-url">
            {url}
          </Anchor>
          <CopyButton value={url}>
            {({ copied, copy }) => (
              <Button size="compact-sm" variant="light" onClick={copy} color={copied ? 'teal' : undefined} data-testid="share-copy">
                {copied ? i18n.t('share.copied', 'Copied') : i18n.t('share.copy', 'Copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
      )}
      {change.isError && (
        <Text size="sm" c="red" role="alert">
          {refusalOr(change.error, i18n.t(SHARE_CHANGE_FAILED))}
        </Text>
      )}
    </Stack>
  );
}
