import { useMutation } from '@tanstack/react-query';
import { Link, useLocation } from '@streamscout/routes/router';
import { paths } from '@streamscout/routes';
import { sessionMessage, signIn, validateLogin } from '@streamscout/session';
import { Alert, Anchor, Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@streamscout/ui';
import { useForm } from '@streamscout/ui/form';
import { AuthFailure, FORM_ALERT, formAlert } from '../components/authForm';
import { useT } from '@streamscout/i18n';

interface LoginValues {
  email: string;
  password: string;
}

/**
 * `/login` (spec §2, §5): email and password, 'All fields must be filled out' / 'Must provide
 * valid email', the auth service's message on failure — or, from `signIn`, "We can't reach the
 * server…" when it is unreachable and a friendly text when it rate-limits. Success creates a
 * session; the route guard then redirects to /dashboard, or back to the page that sent the user here.
 *
 * Field values and the alert live in the form (`@streamscout/ui/form`); the request in a TanStack
 * Query mutation, whose pending state is the button's spinner. `signIn` logs a failure once.
 */
export default function Login() {
  // the page the auth guard sent the user from rides along to sign-up (guards.tsx brings them back)
  const { state } = useLocation();
  const form = useForm<LoginValues>({
    initialValues: { email: '', password: '' },
    validate: (values) => {
      const message = validateLogin(values);
      return message ? { [FORM_ALERT]: message } : {};
    },
  });
  const login = useMutation({
    mutationFn: async (values: LoginValues) => {
      const result = await signIn(values.email.trim(), values.password);
      if (result.error) throw new AuthFailure(result.error);
    },
    // A failure must reach the user even offline ("We can't reach the server…"), never wait.
    networkMode: 'always',
    onError: (error) => form.setFieldError(FORM_ALERT, error.message),
  });
  const submit = form.onSubmit((values) => {
    if (!login.isPending) login.mutate(values);
  });
  const alert = formAlert(form.errors);
  const i18n = useT();
  return (
    <Center py="xl">
      <Paper withBorder p="xl" w="100%" maw={420} radius="md">
        <form onSubmit={submit} noValidate>
          <Stack>
            <Title order={1} size="h2">
              {i18n.t('login.title', 'Login')}
            </Title>
            {alert && (
              <Alert color="red" role="alert">
                {sessionMessage(i18n, alert)}
              </Alert>
            )}
            <TextInput
              label={i18n.t('form.email', 'Email')}
              name="email"
              type="email"
              autoComplete="email"
              {...form.getInputProps('email')}
            />
            <PasswordInput
              label={i18n.t('form.password', 'Password')}
              name="password"
              autoComplete="current-password"
              {...form.getInputProps('password')}
            />
            <Button type="submit" loading={login.isPending}>
              {i18n.t('login.submit', 'Login')}
            </Button>
            <Text size="sm">
              {i18n.t('login.noAccount', 'No account yet?')}{' '}
              <Anchor component={Link} to={paths.signup()} state={state}>
                {i18n.t('menu.signup', 'Sign Up')}
              </Anchor>
            </Text>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
