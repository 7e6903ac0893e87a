import { useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@streamscout/routes/router';
import { COUNTRIES, LANGUAGE_NAMES, LANGUAGES, knownLanguage } from '@streamscout/region';
import { msg, useT, type MessageDescriptor } from '@streamscout/i18n';
import { compareEnglish } from '@streamscout/tmdb';
import {
  MSG_COUNTRY_INVALID,
  MSG_COUNTRY_NONE,
  MSG_USERNAME,
  USERNAME_RULE,
  applyProfileUpdate,
  chooseLanguage,
  deleteProfile,
  sessionMessage,
  toggleAdult,
  updateCountry,
  updateUsername,
  validateCountry,
  validateUsername,
  type Profile,
} from '@streamscout/session';
import { Button, Divider, Group, Select, Stack, Switch, Text, TextInput, type SnackbarSeverity } from '@streamscout/ui';
import { useForm } from '@streamscout/ui/form';
import { Modal } from '@streamscout/ui/overlays';

/** The language choices, each named in itself ('Deutsch', 'العربية'). */
const LANGUAGE_OPTIONS = LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }));

/** Success alerts of spec §8. */
const MSG_USERNAME_UPDATED = msg('profile.usernameUpdated', 'Successfully updated username!');
const MSG_ADULT_UPDATED = msg('profile.adultUpdated', 'Successfully updated adult flag!');
const MSG_COUNTRY_UPDATED = msg('profile.countryUpdated', 'Successfully updated country!');
const MSG_LANGUAGE_UPDATED = msg('profile.languageUpdated', 'Successfully updated language!');
/** Failure alerts the spec leaves open (same wording as its username alert). */
const MSG_COUNTRY_FAILED = msg('profile.countryFailed', 'Error updating country. Please check your network connection and try again.');
const MSG_ADULT_FAILED = msg('profile.adultFailed', 'Error updating adult flag. Please check your network connection and try again.');
const MSG_LANGUAGE_FAILED = msg('profile.languageFailed', 'Error updating language. Please check your network connection and try again.');
const MSG_DELETE_FAILED = msg('profile.deleteFailed', 'Error deleting profile. Please check your network connection and try again.');
/** The delete confirmation of spec §2 "Edit Profile modal". */
const CONFIRM_DELETE_TITLE = msg('profile.deleteTitle', 'Are you sure you want to delete your profile?');
const CONFIRM_DELETE_WARNING = msg('profile.deleteWarning', 'Warning! This action cannot be undone.');

/** Country names, alphabetical (spec §2 "country select (alphabetical …)"). */
const COUNTRY_NAMES: string[] = COUNTRIES.map((c) => c.name).sort(compareEnglish);
/** What the adult switch changes, said under it (spec §5, §7: search never shows adult titles). */
const ADULT_DESCRIPTION = msg('profile.adultDescription', 'Includes adult titles in Discover. Search never shows them.');
/** Menu max height of the country select, px (spec §2). */
const COUNTRY_MENU_MAX_HEIGHT = 300;

/** The country whose name is `text`, ignoring case and surrounding spaces, or null. */
function countryNamed(text: string): string | null {
  const t = text.trim().toLowerCase();
  return COUNTRY_NAMES.find((name) => name.toLowerCase() === t) ?? null;
}

/** Props of {@link EditProfileModal}. */
export interface EditProfileModalProps {
  opened: boolean;
  onClose: () => void;
  /** The signed-in user's profile (the fields start from it). */
  profile: Profile;
  /** Shows an alert in the screen's snackbar (hidden after 3000 ms). */
  notify: (text: string, severity: SnackbarSeverity) => void;
}

/**
 * Edit Profile modal (spec §2, §5, §8). Each change is saved on its own and replaces the profile
 * with the returned row:
 * - Username + 'Update Username': the rule is shown under the field (3–30 ASCII letters, digits,
 *   `_` `.` `-`; a name from before the rule may be re-saved unchanged); outside it (or when the
 *   backend refuses it, e.g. taken) the field is in error and the alert reads 'Error updating
 *   username. Please check your network connection and try again.'; success: 'Successfully updated
 *   username!'.
 * - Country: a searchable select of the country list, alphabetical, menu at most 300 px high;
 *   picking a country saves it ('Successfully updated country!'); clearing it (clear button, or
 *   emptying the field and leaving it / pressing Enter): 'Please select a country.'; leaving typed
 *   text that is not a country (or Enter with no match): 'Please select a valid country from the
 *   provided list.'. The field stays in error until focused again.
 * - Language: the eight languages; choosing one saves it on the profile and switches the page to it
 *   at once ('Successfully updated language!', architecture §13).
 * - Adult content switch: saves the inverted flag at once ('Successfully updated adult flag!'); its
 *   description says it governs Discover (search never shows adult titles).
 * - Delete Profile: the confirmation 'Are you sure you want to delete your profile?' /
 *   'Warning! This action cannot be undone.' with Yes / No. Yes deletes the account in one call
 *   and lands on '/'; a failure shows an error and the user stays signed in.
 *
 * Field values and highlights live in one form (`@streamscout/ui/form`; an error of `true` is a
 * highlight without text, the message goes to the snackbar); each save is a TanStack Query
 * mutation whose pending state disables or spins its control.
 */
export function EditProfileModal({ opened, onClose, profile, notify }: EditProfileModalProps) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const i18n = useT();
  /** Tells the reader in their language: one of this modal's messages, or a sentence of the session (its translation). */
  const tell = (m: MessageDescriptor | string, severity: SnackbarSeverity) =>
    notify(typeof m === 'string' ? sessionMessage(i18n, m) : i18n.t(m), severity);
  const form = useForm<{ username: string; country: string | null }>({
    initialValues: { username: profile.username, country: profile.country },
    validate: { username: (value) => (validateUsername(value, profile.username) ? true : null) },
    // Spec §5: a field stays in error until it is focused again.
    clearInputErrorOnChange: false,
  });
  const fieldError = (field: 'username' | 'country') => (form.errors[field] ? true : undefined);

  const usernameSave = useMutation({
    mutationFn: async (name: string) => {
      const updated = await applyProfileUpdate(updateUsername(profile.id, name));
      if (!updated) throw new Error(MSG_USERNAME);
      return updated;
    },
    networkMode: 'always',
    onSuccess: (updated) => {
      form.clearFieldError('username');
      form.setFieldValue('username', updated.username);
      tell(MSG_USERNAME_UPDATED, 'success');
    },
    onError: () => {
      form.setFieldError('username', true);
      tell(MSG_USERNAME, 'error');
    },
  });
  const saveUsername = form.onSubmit(
    (values) => {
      if (!usernameSave.isPending) usernameSave.mutate(values.username.trim());
    },
    () => tell(MSG_USERNAME, 'error'),
  );

  const countryInvalid = (message: string | MessageDescriptor) => {
    form.setFieldError('country', true);
    tell(message, 'error');
  };

  const countrySave = useMutation({
    mutationFn: async (name: string) => {
      const updated = await applyProfileUpdate(updateCountry(profile.id, name));
      if (!updated) throw new Error(MSG_COUNTRY_FAILED.message);
      return updated;
    },
    networkMode: 'always',
    onSuccess: () => tell(MSG_COUNTRY_UPDATED, 'success'),
    onError: () => {
      form.setFieldValue('country', profile.country);
      countryInvalid(MSG_COUNTRY_FAILED);
    },
  });

  const saveCountry = (name: string | null) => {
    form.setFieldValue('country', name);
    const invalid = validateCountry(name);
    if (invalid || !name) {
      countryInvalid(invalid ?? MSG_COUNTRY_NONE);
      return;
    }
    form.clearFieldError('country');
    if (name === profile.country) return;
    countrySave.mutate(name);
  };

  /**
   * Text left in the field without picking from the list (on blur): emptied → none chosen; a
   * country's name → taken; anything else → refused.
   */
  const checkTyped = (typed: string) => {
    const text = typed.trim();
    if (!text) {
      countryInvalid(MSG_COUNTRY_NONE);
      return;
    }
    if (text === form.values.country) return;
    const match = countryNamed(text);
    if (match) saveCountry(match);
    else countryInvalid(MSG_COUNTRY_INVALID);
  };

  const onCountryKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    const text = event.currentTarget.value.trim().toLowerCase();
    // With a matching option the select picks the first one itself; with none, say so.
    if (!text) countryInvalid(MSG_COUNTRY_NONE);
    else if (!COUNTRY_NAMES.some((name) => name.toLowerCase().includes(text))) countryInvalid(MSG_COUNTRY_INVALID);
  };

  const adultSave = useMutation({
    mutationFn: async () => {
      const updated = await applyProfileUpdate(toggleAdult(profile));
      if (!updated) throw new Error(MSG_ADULT_FAILED.message);
      return updated;
    },
    networkMode: 'always',
    onSuccess: () => tell(MSG_ADULT_UPDATED, 'success'),
    onError: () => tell(MSG_ADULT_FAILED, 'error'),
  });

  // the profile's language (architecture §13): the page switches to it at once
  const languageSave = useMutation({
    mutationFn: async (lang: string) => {
      if (!(await chooseLanguage(lang))) throw new Error(MSG_LANGUAGE_FAILED.message);
    },
    networkMode: 'always',
    onSuccess: () => tell(MSG_LANGUAGE_UPDATED, 'success'),
    onError: () => tell(MSG_LANGUAGE_FAILED, 'error'),
  });

  const remove = useMutation({
    mutationFn: async () => {
      if (!(await deleteProfile({ navigate }))) throw new Error(MSG_DELETE_FAILED.message);
    },
    networkMode: 'always',
    onError: () => {
      setConfirming(false);
      tell(MSG_DELETE_FAILED, 'error');
    },
  });
  // After a successful delete the app navigates away: the modal stays locked until it unmounts.
  const deleting = remove.isPending || remove.isSuccess;

  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (deleting) return;
        setConfirming(false);
        onClose();
      }}
      title={confirming ? i18n.t(CONFIRM_DELETE_TITLE) : i18n.t('profile.edit', 'Edit Profile')}
      closeButtonProps={{ 'aria-label': i18n.t('common.close', 'Close') }}
      centered
    >
      {confirming ? (
        <Stack>
          <Text fw={600}>{i18n.t(CONFIRM_DELETE_WARNING)}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={deleting}>
              {i18n.t('common.no', 'No')}
            </Button>
            <Button color="red" onClick={() => remove.mutate()} loading={deleting}>
              {i18n.t('common.yes', 'Yes')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack>
          <form onSubmit={saveUsername} noValidate>
            <Stack gap="xs">
              <TextInput
                label={i18n.t('form.username', 'Username')}
                description={sessionMessage(i18n, USERNAME_RULE)}
                autoComplete="username"
                {...form.getInputProps('username', { withError: false })}
                error={fieldError('username')}
                onFocus={() => form.clearFieldError('username')}
              />
              <Button type="submit" loading={usernameSave.isPending} variant="light" style={{ alignSelf: 'flex-end' }}>
                {i18n.t('profile.updateUsername', 'Update Username')}
              </Button>
            </Stack>
          </form>
          <Select
            label={i18n.t('form.country', 'Country')}
            searchable
            clearable
            selectFirstOptionOnChange
            data={COUNTRY_NAMES}
            value={form.values.country}
            onChange={(value) => saveCountry(value)}
            onBlur={(e: FocusEvent<HTMLInputElement>) => checkTyped(e.currentTarget.value)}
            onKeyDown={onCountryKeyDown}
            onFocus={() => form.clearFieldError('country')}
            maxDropdownHeight={COUNTRY_MENU_MAX_HEIGHT}
            nothingFoundMessage={i18n.t('profile.noSuchCountry', 'No such country')}
            error={fieldError('country')}
            disabled={countrySave.isPending}
            clearButtonProps={{ 'aria-label': i18n.t('profile.clearCountry', 'Clear country') }}
          />
          <Select
            label={i18n.t('language.picker.label', 'Language')}
            // each language named in itself, as the footer's picker does
            data={LANGUAGE_OPTIONS}
            value={knownLanguage(profile.language) ?? i18n.lang}
            allowDeselect={false}
            disabled={languageSave.isPending}
            onChange={(value) => value && languageSave.mutate(value)}
            data-testid="profile-language"
          />
          <Switch
            label={i18n.t('profile.adult', 'Show adult content')}
            // Mantine wraps label and description in one <label>: name the switch by its label
            // alone; the description is its aria-describedby.
            aria-label={i18n.t('profile.adult', 'Show adult content')}
            description={i18n.t(ADULT_DESCRIPTION)}
            checked={profile.adult}
            disabled={adultSave.isPending}
            onChange={() => adultSave.mutate()}
          />
          <Divider />
          <Button color="red" variant="light" onClick={() => setConfirming(true)}>
            {i18n.t('profile.delete', 'Delete Profile')}
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
