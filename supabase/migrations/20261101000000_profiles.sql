-- StreamScout: the profiles table (spec §3), its signup trigger, and owner-only access (architecture §4).
--
-- Portable SQL: runs unchanged on hosted Supabase (Postgres 15/17) and on the local backend
-- (PGlite, Postgres 18). No extensions. Every security definer function pins `search_path = ''`
-- and uses fully qualified names.

-- ---------------------------------------------------------------------------------------------
-- Table
-- ---------------------------------------------------------------------------------------------

create table public.profiles (
  id         uuid        primary key references auth.users (id) on delete cascade,
  email      text,
  username   text        not null,
  country    text        not null default 'United States of America',
  adult      boolean     not null default false,
  queue      text[]      not null default '{}',
  favorites  text[]      not null default '{}',
  watched    text[]      not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint profiles_username_key unique (username),
  constraint profiles_username_length check (char_length(username) >= 3)
);

comment on table public.profiles is
  'One row per auth user (created by the on_auth_user_created trigger). Lists hold entries like movie-123 / tv-456 and are changed only through add_item, remove_item, remove_all.';

-- ---------------------------------------------------------------------------------------------
-- updated_at is maintained by the database, whatever the client sends
-- ---------------------------------------------------------------------------------------------

create function public.profiles_set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create trigger profiles_set_updated_at
  before update on public.profiles
  for each row execute function public.profiles_set_updated_at();

-- ---------------------------------------------------------------------------------------------
-- Signup: a profile for every new auth user, from the signup metadata {username, country}.
-- A duplicate (or missing/short) username raises, so the whole signup fails and no auth user is
-- left behind (GoTrue answers 500 'Database error saving new user'; the client shows
-- 'Username unavailable', spec §8).
-- ---------------------------------------------------------------------------------------------

create function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (id, email, username, country)
  values (
    new.id,
    new.email,
    nullif(btrim(new.raw_user_meta_data ->> 'username'), ''),
    coalesce(nullif(btrim(new.raw_user_meta_data ->> 'country'), ''), 'United States of America')
  );
  return new;
end;
$$;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();

-- The profile's email follows the auth user's email (clients cannot write it, see grants below).
create function public.handle_user_email_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.profiles set email = new.email where id = new.id;
  return new;
end;
$$;

create trigger on_auth_user_email_changed
  after update of email on auth.users
  for each row
  when (old.email is distinct from new.email)
  execute function public.handle_user_email_change();

-- Trigger functions are never called directly.
revoke execute on function public.profiles_set_updated_at() from public, anon, authenticated;
revoke execute on function public.handle_new_user() from public, anon, authenticated;
revoke execute on function public.handle_user_email_change() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Row level security: a signed-in user sees, updates and deletes only their own row.
-- No insert policy (the trigger creates rows). anon gets nothing at all.
-- ---------------------------------------------------------------------------------------------

alter table public.profiles enable row level security;

create policy "profiles_select_own" on public.profiles
  for select to authenticated
  using ((select auth.uid()) = id);

create policy "profiles_update_own" on public.profiles
  for update to authenticated
  using ((select auth.uid()) = id)
  with check ((select auth.uid()) = id);

create policy "profiles_delete_own" on public.profiles
  for delete to authenticated
  using ((select auth.uid()) = id);

-- Table privileges (Supabase's default privileges grant ALL to anon and authenticated: undo that).
-- authenticated may read and delete its row, and update only username, country and adult:
-- id, email, the lists and the timestamps are not writable through the API (a PATCH of email
-- fails with 42501 permission denied). Lists change only through the RPCs.
revoke all on table public.profiles from public, anon, authenticated;
grant select, delete on table public.profiles to authenticated;
grant update (username, country, adult) on table public.profiles to authenticated;
grant all on table public.profiles to service_role;
