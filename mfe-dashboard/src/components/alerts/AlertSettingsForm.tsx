import { useState } from 'react';
import { ALERT_KINDS, type AlertKind, type AlertSettings } from '@streamscout/session';
import { alertKindLabel } from '@streamscout/tmdb';
import { Box, Button, Checkbox, Group, QueryState, Skeleton, Stack, Switch, Text, Title } from '@streamscout/ui';
import { useAlertSettings, useSaveAlertSettings } from '@streamscout/widgets';
import { msg, useT } from '@streamscout/i18n';

const SAVED = msg('alerts.settingsSaved', 'Your alert settings were saved.');
const ALL_SERVICES = msg('alerts.allServices', "Also tell me about services I don't have");
/** Text after a successful save (English; shown in the page's language). */
export const MSG_ALERT_SETTINGS_SAVED = SAVED.message;
/** Label of the switch for services the user does not have (default off; English). */
export const ALL_SERVICES_LABEL = ALL_SERVICES.message;

/** The form itself, once the saved settings are known; edits stay local until 'Save'. */
function SettingsForm({ saved, onSaved }: { saved: AlertSettings; onSaved: (text: string) => void }) {
  const [draft, setDraft] = useState<AlertSettings | null>(null);
  const save = useSaveAlertSettings();
  const current = draft ?? saved;
  const i18n = useT();
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
          {i18n.t('alerts.tellMe', 'Tell me when')}
        </Text>
        <Text size="sm" c="dimmed">
          {i18n.t('alerts.forTitles', 'For the titles on your Watch Queue and Favorites (and shows you follow), where you live.')}
        </Text>
        <Stack gap={6} mt="xs">
          {ALERT_KINDS.map((kind) => (
            <Checkbox
              key={kind}
              label={alertKindLabel(kind, i18n)}
              checked={current.kinds.includes(kind)}
              onChange={(e) => toggle(kind, e.currentTarget.checked)}
            />
          ))}
        </Stack>
      </Box>
      <Stack gap={2}>
        <Switch
          label={i18n.t(ALL_SERVICES)}
          checked={current.allServices}
          onChange={(e) => {
            save.reset();
            setDraft({ ...current, allServices: e.currentTarget.checked });
          }}
        />
        <Text size="sm" c="dimmed">
          {i18n.t('alerts.off', 'Off: arrivals, departures and new seasons only for the services you picked.')}
        </Text>
      </Stack>
      <Group gap="sm">
        <Button
          onClick={() =>
            save.mutate(current, {
              onSuccess: () => {
                setDraft(null);
                onSaved(i18n.t(SAVED));
              },
            })
          }
          loading={save.isPending}
          disabled={!changed}
        >
          {i18n.t('alerts.save', 'Save alert settings')}
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
  const i18n = useT();
  return (
    <Stack gap="sm" component="section" aria-labelledby="alert-settings">
      <Title order={2} id="alert-settings" size="h3">
        {i18n.t('alerts.settings', 'Alert settings')}
      </Title>
      <QueryState
        query={settings}
        label={i18n.t('alerts.settings', 'Alert settings')}
        minHeight={200}
        loading={
          <Box role="status" aria-label={i18n.t('alerts.settingsLoading', 'Loading alert settings')}>
            <Skeleton h={220} radius="md" />
          </Box>
        }
      >
        {(saved) => <SettingsForm saved={saved} onSaved={onSaved} />}
      </QueryState>
    </Stack>
  );
}
