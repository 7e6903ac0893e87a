import { useState, type FormEvent } from 'react';
import { Link } from '@streamscout/routes/router';
import { paths } from '@streamscout/routes';
import { signIn, validateLogin } from '@streamscout/session';
import { Alert, Anchor, Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@streamscout/ui';

/**
 * `/login` (spec §2, §5): email and password, 'All fields must be filled out' / 'Must provide
 * valid email', the auth service's message on failure — or, from `signIn`, "We can't reach the
 * server…" when it is unreachable and a friendly text when it rate-limits (issue 11). Success
 * creates a session; the route guard then redirects to /dashboard.
 */
export default function Login() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const invalid = validateLogin({ email, password });
    if (invalid) {
      setError(invalid);
      return;
    }
    setBusy(true);
    const result = await signIn(email.trim(), password);
    setBusy(false);
    if (result.error) {
      console.error(result.error);
      setError(result.error);
    }
  };
  return (
    <Center py="xl">
      <Paper withBorder p="xl" w="100%" maw={420} radius="md">
        <form onSubmit={submit} noValidate>
          <Stack>
            <Title order={1} size="h2">Login</Title>
            {error && <Alert color="red" role="alert">{error}</Alert>}
            <TextInput label="Email" name="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
            <PasswordInput label="Password" name="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
            <Button type="submit" loading={busy}>Login</Button>
            <Text size="sm">
              No account yet? <Anchor component={Link} to={paths.signup()}>Sign Up</Anchor>
            </Text>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
