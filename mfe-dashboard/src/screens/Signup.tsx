import { useMutation } from '@tanstack/react-query';
import { Link } from '@streamscout/routes/router';
import { paths } from '@streamscout/routes';
import { COUNTRIES, DEFAULT_COUNTRY } from '@streamscout/region';
import {
  PASSWORD_RULE,
  USERNAME_RULE,
  sessionMessage,
  normalizeUsername,
  signUp,
  validateSignup,
  type SignupField,
  type SignupInput,
} from '@streamscout/session';
import { Alert, Anchor, Button, Center, Paper, PasswordInput, Select, Stack, Text, TextInput, Title } from '@streamscout/ui';
import { useForm } from '@streamscout/ui/form';
import { AuthFailure, FORM_ALERT, formAlert } from '../components/authForm';
import { useT } from '@streamscout/i18n';

const COUNTRY_NAMES = COUNTRIES.map((c) => c.name);

/**
 * `/signup` (spec §2, §5, §8): email, username, country (default 'United States of America'),
 * password and confirmation; the spec's messages, invalid fields highlighted until focused;
 * 'Username unavailable' when the backend reports a duplicate username. The username rule (3–30
 * ASCII letters, digits, `_` `.` `-`; enforced in SQL) and the password rule (6 characters to 72
 * bytes, fewer characters with accents or emoji) are shown under their fields before submit; an
 * unreachable server and too many attempts get their own messages.
 *
 * Values, highlights (an error of `true`: highlighted, no text under the field) and the alert live
 * in the form (`@streamscout/ui/form`), validated by `validateSignup`; the request is a TanStack
 * Query mutation whose pending state is the button's spinner. `signUp` logs a failure once.
 */
export default function Signup() {
  const i18n = useT();
  const form = useForm<SignupInput>({
    initialValues: { email: '', username: '', country: DEFAULT_COUNTRY, password: '', confirm: '' },
    validate: (values) => {
      const invalid = validateSignup(values);
      if (!invalid) return {};
      return { ...Object.fromEntries(invalid.fields.map((f) => [f, true])), [FORM_ALERT]: invalid.message };
    },
    // Spec §5: a highlight clears when its field is focused.
    enhanceGetInputProps: ({ field, form: f }) => ({ onFocus: () => f.clearFieldError(field) }),
  });
  const signup = useMutation({
    mutationFn: async (values: SignupInput) => {
      const result = await signUp({
        email: values.email.trim(),
        password: values.password,
        username: normalizeUsername(values.username),
        country: values.country,
        // the profile starts in the language the reader signs up in (the browser's at first)
        language: i18n.lang,
      });
      if (result.error) throw new AuthFailure(result.error, result.field);
    },
    // A failure must reach the user even offline ("We can't reach the server…"), never wait.
    networkMode: 'always',
    onError: (error) => {
      const field = error instanceof AuthFailure ? error.field : undefined;
      form.setErrors({ [FORM_ALERT]: error.message, ...(field ? { [field]: true } : {}) });
    },
  });
  const submit = form.onSubmit((values) => {
    if (!signup.isPending) signup.mutate(values);
  });
  // aria-invalid spelled out: Mantine's PasswordInput shows the error colour without it.
  const field = (f: SignupField) => ({ name: f, ...form.getInputProps(f), 'aria-invalid': form.errors[f] ? true : undefined });
  const alert = formAlert(form.errors);
  return (
    <Center py="xl">
      <Paper withBorder p="xl" w="100%" maw={460} radius="md">
        <form onSubmit={submit} noValidate>
          <Stack>
            <Title order={1} size="h2">
              {i18n.t('signup.title', 'Sign Up')}
            </Title>
            {alert && (
              <Alert color="red" role="alert">
                {sessionMessage(i18n, alert)}
              </Alert>
            )}
            <TextInput label={i18n.t('form.email', 'Email')} type="email" autoComplete="email" {...field('email')} />
            <TextInput
              label={i18n.t('form.username', 'Username')}
              description={sessionMessage(i18n, USERNAME_RULE)}
              autoComplete="username"
              {...field('username')}
            />
            <Select
              label={i18n.t('form.country', 'Country')}
              searchable
              data={COUNTRY_NAMES}
              maxDropdownHeight={300}
              {...field('country')}
              onChange={(v) => form.setFieldValue('country', v ?? '')}
            />
            <PasswordInput
              label={i18n.t('form.password', 'Password')}
              description={sessionMessage(i18n, PASSWORD_RULE)}
              autoComplete="new-password"
              {...field('password')}
            />
            <PasswordInput label={i18n.t('form.confirm', 'Confirm password')} autoComplete="new-password" {...field('confirm')} />
            <Button type="submit" loading={signup.isPending}>
              {i18n.t('signup.submit', 'Sign Up')}
            </Button>
            <Text size="sm">
              {i18n.t('signup.haveAccount', 'Already have an account?')}{' '}
              <Anchor component={Link} to={paths.login()}>
                {i18n.t('menu.login', 'Login')}
              </Anchor>
            </Text>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
