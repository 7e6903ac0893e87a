import { useState, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from '@streamscout/routes/router';
import {
  COUNTRIES,
  MSG_COUNTRY_INVALID,
  MSG_COUNTRY_NONE,
  MSG_USERNAME,
  applyProfileUpdate,
  deleteProfile,
  toggleAdult,
  updateCountry,
  updateUsername,
  validateCountry,
  validateUsername,
  type Profile,
} from '@streamscout/session';
import { Button, Divider, Group, Select, Stack, Switch, Text, TextInput, type SnackbarSeverity } from '@streamscout/ui';
import { Modal } from '@streamscout/ui/overlays';

/** Success alerts of spec §8. */
const MSG_USERNAME_UPDATED = 'Successfully updated username!';
const MSG_ADULT_UPDATED = 'Successfully updated adult flag!';
const MSG_COUNTRY_UPDATED = 'Successfully updated country!';
/** Failure alerts the spec leaves open (same wording as its username alert). */
const MSG_COUNTRY_FAILED = 'Error updating country. Please check your network connection and try again.';
const MSG_ADULT_FAILED = 'Error updating adult flag. Please check your network connection and try again.';
const MSG_DELETE_FAILED = 'Error deleting profile. Please check your network connection and try again.';
/** The delete confirmation of spec §2 "Edit Profile modal". */
const CONFIRM_DELETE_TITLE = 'Are you sure you want to delete your profile?';
const CONFIRM_DELETE_WARNING = 'Warning! This action cannot be undone.';

/** Country names, alphabetical (spec §2 "country select (alphabetical …)"). */
const COUNTRY_NAMES: string[] = COUNTRIES.map((c) => c.name).sort((a, b) => a.localeCompare(b, 'en'));
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
 * - Username + 'Update Username': at least 3 characters, else (or when the backend refuses it,
 *   e.g. taken) the field is in error and the alert reads 'Error updating username. Please check
 *   your network connection and try again.'; success: 'Successfully updated username!'.
 * - Country: a searchable select of the country list, alphabetical, menu at most 300 px high;
 *   picking a country saves it ('Successfully updated country!'); clearing it (clear button, or
 *   emptying the field and leaving it / pressing Enter): 'Please select a country.'; leaving typed
 *   text that is not a country (or Enter with no match): 'Please select a valid country from the
 *   provided list.'. The field stays in error until focused again.
 * - Adult content switch: saves the inverted flag at once ('Successfully updated adult flag!').
 * - Delete Profile: the confirmation 'Are you sure you want to delete your profile?' /
 *   'Warning! This action cannot be undone.' with Yes / No. Yes deletes the account in one call
 *   and lands on '/'; a failure shows an error and the user stays signed in.
 */
export function EditProfileModal({ opened, onClose, profile, notify }: EditProfileModalProps) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [username, setUsername] = useState(profile.username);
  const [usernameError, setUsernameError] = useState(false);
  const [savingUsername, setSavingUsername] = useState(false);
  const [country, setCountry] = useState<string | null>(profile.country);
  const [countryError, setCountryError] = useState(false);
  const [savingCountry, setSavingCountry] = useState(false);
  const [savingAdult, setSavingAdult] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const saveUsername = async (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim();
    if (validateUsername(name)) {
      setUsernameError(true);
      notify(MSG_USERNAME, 'error');
      return;
    }
    setSavingUsername(true);
    const updated = await applyProfileUpdate(updateUsername(profile.id, name));
    setSavingUsername(false);
    if (!updated) {
      setUsernameError(true);
      notify(MSG_USERNAME, 'error');
      return;
    }
    setUsernameError(false);
    setUsername(updated.username);
    notify(MSG_USERNAME_UPDATED, 'success');
  };

  const countryInvalid = (message: string) => {
    setCountryError(true);
    notify(message, 'error');
  };

  const saveCountry = async (name: string | null) => {
    setCountry(name);
    const invalid = validateCountry(name);
    if (invalid || !name) {
      countryInvalid(invalid ?? MSG_COUNTRY_NONE);
      return;
    }
    setCountryError(false);
    if (name === profile.country) return;
    setSavingCountry(true);
    const updated = await applyProfileUpdate(updateCountry(profile.id, name));
    setSavingCountry(false);
    if (!updated) {
      setCountry(profile.country);
      countryInvalid(MSG_COUNTRY_FAILED);
      return;
    }
    notify(MSG_COUNTRY_UPDATED, 'success');
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
    if (text === country) return;
    const match = countryNamed(text);
    if (match) void saveCountry(match);
    else countryInvalid(MSG_COUNTRY_INVALID);
  };

  const onCountryKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    const text = event.currentTarget.value.trim().toLowerCase();
    // With a matching option the select picks the first one itself; with none, say so.
    if (!text) countryInvalid(MSG_COUNTRY_NONE);
    else if (!COUNTRY_NAMES.some((name) => name.toLowerCase().includes(text))) countryInvalid(MSG_COUNTRY_INVALID);
  };

  const saveAdult = async () => {
    setSavingAdult(true);
    const updated = await applyProfileUpdate(toggleAdult(profile));
    setSavingAdult(false);
    notify(updated ? MSG_ADULT_UPDATED : MSG_ADULT_FAILED, updated ? 'success' : 'error');
  };

  const confirmDelete = async () => {
    setDeleting(true);
    const deleted = await deleteProfile({ navigate });
    if (deleted) return;
    setDeleting(false);
    setConfirming(false);
    notify(MSG_DELETE_FAILED, 'error');
  };

  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (deleting) return;
        setConfirming(false);
        onClose();
      }}
      title={confirming ? CONFIRM_DELETE_TITLE : 'Edit Profile'}
      closeButtonProps={{ 'aria-label': 'Close' }}
      centered
    >
      {confirming ? (
        <Stack>
          <Text fw={600}>
            {CONFIRM_DELETE_WARNING}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={deleting}>
              No
            </Button>
            <Button color="red" onClick={() => void confirmDelete()} loading={deleting}>
              Yes
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack>
          <form onSubmit={(e) => void saveUsername(e)} noValidate>
            <Stack gap="xs">
              <TextInput
                label="Username"
                autoComplete="username"
                value={username}
                error={usernameError || undefined}
                onChange={(e) => setUsername(e.currentTarget.value)}
                onFocus={() => setUsernameError(false)}
              />
              <Button type="submit" loading={savingUsername} variant="light" style={{ alignSelf: 'flex-end' }}>
                Update Username
              </Button>
            </Stack>
          </form>
          <Select
            label="Country"
            searchable
            clearable
            selectFirstOptionOnChange
            data={COUNTRY_NAMES}
            value={country}
            onChange={(value) => void saveCountry(value)}
            onBlur={(e: FocusEvent<HTMLInputElement>) => checkTyped(e.currentTarget.value)}
            onKeyDown={onCountryKeyDown}
            onFocus={() => setCountryError(false)}
            maxDropdownHeight={COUNTRY_MENU_MAX_HEIGHT}
            nothingFoundMessage="No such country"
            error={countryError || undefined}
            disabled={savingCountry}
            clearButtonProps={{ 'aria-label': 'Clear country' }}
          />
          <Switch
            label="Show adult content"
            checked={profile.adult}
            disabled={savingAdult}
            onChange={() => void saveAdult()}
          />
          <Divider />
          <Button color="red" variant="light" onClick={() => setConfirming(true)}>
            Delete Profile
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
