-- StreamScout local seed: one demo user with a few list entries.
--
--   email     demo@streamscout.local
--   password  streamscout
--   username  demo   (country 'United States of America')
--
-- For local use only (`supabase start` / `supabase db reset`, or the local backend's seed option);
-- `supabase db push` to a hosted project does not run it. Idempotent: does nothing when the demo
-- user (or its email) already exists.
--
-- No pgcrypto/crypt(): the password is stored as a bcrypt hash literal, computed once with
--   node -e "console.log(require('bcryptjs').hashSync('streamscout', 10))"   (prefix written as $2a$)
-- GoTrue (hosted and `supabase start`) and the local backend both verify bcrypt hashes.
--
-- Works on both auth schemas: the columns every GoTrue version has are inserted directly; GoTrue's
-- token columns (which it cannot read as NULL) are set to '' only where they exist. The profile
-- row is created by the on_auth_user_created trigger from raw_user_meta_data.

do $$
declare
  demo_id    constant uuid := 'de300000-0000-4000-8000-000000000001';
  demo_email constant text := 'demo@streamscout.local';
  token_col  text;
begin
  if exists (select 1 from auth.users where id = demo_id or email = demo_email) then
    raise notice 'seed: demo user already exists, nothing to do';
    return;
  end if;

  insert into auth.users (
    instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
    raw_app_meta_data, raw_user_meta_data, created_at, updated_at
  ) values (
    '00000000-0000-0000-0000-000000000000',
    demo_id,
    'authenticated',
    'authenticated',
    demo_email,
    '$2a$10$FEI1KPNWMJI9gwyul3.8z.faW0sWiWbHgHqxJy2DfdgsEmEqqPUj6',
    now(),
    '{"provider": "email", "providers": ["email"]}'::jsonb,
    '{"username": "demo", "country": "United States of America"}'::jsonb,
    now(),
    now()
  );

  -- GoTrue scans these as strings: NULL breaks sign-in on `supabase start`, so use ''.
  for token_col in
    select c.column_name
    from information_schema.columns as c
    where c.table_schema = 'auth'
      and c.table_name = 'users'
      and c.column_name in (
        'confirmation_token', 'recovery_token', 'email_change', 'email_change_token_new',
        'email_change_token_current', 'phone_change', 'phone_change_token', 'reauthentication_token'
      )
  loop
    execute format('update auth.users set %I = %L where id = %L', token_col, '', demo_id);
  end loop;

  -- The email identity GoTrue keeps for password users.
  if to_regclass('auth.identities') is not null then
    insert into auth.identities (
      id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at
    ) values (
      demo_id,
      demo_id::text,
      demo_id,
      jsonb_build_object('sub', demo_id::text, 'email', demo_email, 'email_verified', true),
      'email',
      now(),
      now(),
      now()
    );
  end if;

  update public.profiles
  set queue     = array['movie-25266', 'tv-68222', 'movie-11596'],
      favorites = array['tv-68222', 'movie-11561'],
      watched   = array['movie-11643', 'tv-60482']
  where id = demo_id;
end
$$;
