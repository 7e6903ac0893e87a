import { useState } from 'react';
import { ALERT_KINDS, type AlertKind, type AlertSettings } from '@streamscout/session';
import { ALERT_KIND_LABELS } from '@streamscout/tmdb';
import { Box, Button, Checkbox, Group, QueryState, Skeleton, Stack, Switch, Text, Title } from '@streamscout/ui';
import { useAlertSettings, useSaveAlertSettings } from '@streamscout/widgets';

/** Text after a successful save. */
export const MSG_ALERT_SETTINGS_SAVED = 'Your alert settings were saved.';
/** Label of the switch for services the user does not have (default off). */
export const ALL_SERVICES_LABEL = "Also tell me about services I don't have";

/** The form itself, once the saved settings are known; edits stay local until 'Save'. */
function SettingsForm({ saved, onSaved }: { saved: AlertSettings; onSaved: (text: string) => void }) {
  const [draft, setDraft] = useState<AlertSettings | null>(null);
  const save = useSaveAlertSettings();
  const current = draft ?? saved;
  const changed =
    draft !== null &&
    (draft.allServices !== saved.allServices ||
      draft.kinds.length !== saved.kinds.length ||
      draft.kinds.some((k) => !saved.kinds.includes(k)));
  const toggle = (kind: AlertKind, on: boolean) => {
    save.reset();
    // kept in the order of ALERT_KINDS
    setDraft({ ...current, kinds: ALERT_KINDS.filter((k) => (k === kind ? on : current.kinds.includes(k))) });
  };
  return (
    <Stack gap="sm">
      <Box component="fieldset" m={0} p={0} style={{ border: 0, minWidth: 0 }}>
        <Text component="legend" fw={500} p={0}>
          Tell me when
        </Text>
        <Text size="sm" c="dimmed">
          For the titles on your Watch Queue and Favorites (and shows you follow), where you live.
        </Text>
        <Stack gap={6} mt="xs">
          {ALERT_KINDS.map((kind) => (
            <Checkbox
              key={kind}
              label={ALERT_KIND_LABELS[kind]}
              checked={current.kinds.includes(kind)}
              onChange={(e) => toggle(kind, e.currentTarget.checked)}
            />
          ))}
        </Stack>
      </Box>
      <Stack gap={2}>
        <Switch
          label={ALL_SERVICES_LABEL}
          checked={current.allServices}
          onChange={(e) => {
            save.reset();
            setDraft({ ...current, allServices: e.currentTarget.checked });
          }}
        />
        <Text size="sm" c="dimmed">
          Off: arrivals, departures and new seasons only for the services you picked.
        </Text>
      </Stack>
      <Group gap="sm">
        <Button
          onClick={() =>
            save.mutate(current, {
              onSuccess: () => {
                setDraft(null);
                onSaved(MSG_ALERT_SETTINGS_SAVED);
              },
            })
          }
          loading={save.isPending}
          disabled={!changed}
        >
          Save alert settings
        </Button>
      </Group>
      {save.error && (
        <Text c="red" role="alert">
          {save.error.message}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The alert settings of `/dashboard/alerts` (spec §13 "Settings"): a checkbox per kind of alert
 * (`ALERT_KINDS`) and "Also tell me about services I don't have" (off unless saved on), saved
 * together with 'Save alert settings' (`saveAlertSettings`). A refused or failed save shows its
 * message and keeps the edits; a failed load offers 'Try again'.
 * @param onSaved called with the success text (the screen shows it as a snackbar)
 */
export function AlertSettingsForm({ onSaved }: { onSaved: (text: string) => void }) {
  const settings = useAlertSettings();
  return (
    <Stack gap="sm" component="section" aria-labelledby="alert-settings">
      <Title order={2} id="alert-settings" size="h3">
        Alert settings
      </Title>
      <QueryState
        query={settings}
        label="Alert settings"
        minHeight={200}
        loading={
          <Box role="status" aria-label="Loading alert settings">
            <Skeleton h={220} radius="md" />
          </Box>
        }
      >
        {(saved) => <SettingsForm saved={saved} onSaved={onSaved} />}
      </QueryState>
    </Stack>
  );
}
