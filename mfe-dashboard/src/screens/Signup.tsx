import { useState, type FormEvent } from 'react';
import { Link } from '@streamscout/routes/router';
import { paths } from '@streamscout/routes';
import { COUNTRIES, DEFAULT_COUNTRY, USERNAME_RULE, normalizeUsername, signUp, validateSignup } from '@streamscout/session';
import { Alert, Anchor, Button, Center, Paper, PasswordInput, Select, Stack, Text, TextInput, Title } from '@streamscout/ui';

type Field = 'email' | 'username' | 'country' | 'password' | 'confirm';

/**
 * `/signup` (spec §2, §5, §8): email, username, country (default 'United States of America'),
 * password and confirmation; the spec's messages, invalid fields highlighted until focused;
 * 'Username unavailable' when the backend reports a duplicate username. The username rule (3–30
 * characters, no invisible ones; enforced in SQL) is shown under the field; a password over 72 bytes,
 * an unreachable server and too many attempts get their own messages (issue 11).
 */
export default function Signup() {
  const [values, setValues] = useState<Record<Field, string>>({
    email: '',
    username: '',
    country: DEFAULT_COUNTRY,
    password: '',
    confirm: '',
  });
  const [error, setError] = useState<string | null>(null);
  const [bad, setBad] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const set = (f: Field) => (v: string) => setValues((s) => ({ ...s, [f]: v }));
  const clear = (f: Field) => () => setBad((b) => { const n = new Set(b); n.delete(f); return n; });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const invalid = validateSignup(values);
    if (invalid) {
      setError(invalid.message);
      setBad(new Set(invalid.fields));
      return;
    }
    setBusy(true);
    const result = await signUp({
      email: values.email.trim(),
      password: values.password,
      username: normalizeUsername(values.username),
      country: values.country,
    });
    setBusy(false);
    if (result.error) {
      console.error(result.error);
      setError(result.error);
      if (result.field) setBad(new Set([result.field]));
    }
  };
  const fieldProps = (f: Field) => ({ error: bad.has(f) ? true : undefined, onFocus: clear(f), name: f });
  return (
    <Center py="xl">
      <Paper withBorder p="xl" w="100%" maw={460} radius="md">
        <form onSubmit={submit} noValidate>
          <Stack>
            <Title order={1} size="h2">Sign Up</Title>
            {error && <Alert color="red" role="alert">{error}</Alert>}
            <TextInput label="Email" type="email" autoComplete="email" value={values.email} onChange={(e) => set('email')(e.currentTarget.value)} {...fieldProps('email')} />
            <TextInput
              label="Username"
              description={USERNAME_RULE}
              autoComplete="username"
              value={values.username}
              onChange={(e) => set('username')(e.currentTarget.value)}
              {...fieldProps('username')}
            />
            <Select
              label="Country"
              searchable
              data={COUNTRIES.map((c) => c.name)}
              value={values.country}
              onChange={(v) => set('country')(v ?? '')}
              maxDropdownHeight={300}
              {...fieldProps('country')}
            />
            <PasswordInput label="Password" autoComplete="new-password" value={values.password} onChange={(e) => set('password')(e.currentTarget.value)} {...fieldProps('password')} />
            <PasswordInput label="Confirm password" autoComplete="new-password" value={values.confirm} onChange={(e) => set('confirm')(e.currentTarget.value)} {...fieldProps('confirm')} />
            <Button type="submit" loading={busy}>Sign Up</Button>
            <Text size="sm">
              Already have an account? <Anchor component={Link} to={paths.login()}>Login</Anchor>
            </Text>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
