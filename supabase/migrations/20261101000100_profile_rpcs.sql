-- StreamScout: list procedures and account deletion (spec §4, §7; architecture §4).
--
-- add_item / remove_item / remove_all change one list of the caller's own profile with a single
-- UPDATE ... RETURNING, so concurrent calls never lose an entry (the row lock serialises them and
-- each re-evaluates against the latest row). They are security definer because clients have no
-- UPDATE privilege on the list columns; they therefore check the caller themselves:
--   profile_id must be auth.uid()                  -> 42501 'not allowed'
--   which_col must be queue, favorites or watched  -> 22023 'invalid list: ...'
--   show_id must match ^(movie|tv)-[0-9]+$         -> 22023 'invalid show id: ...'
-- The list column is picked by a CASE per column (no dynamic SQL, so nothing to inject).
-- Each returns the updated profile row.


-- The checks and the single UPDATE live once, in private.change_list; the three RPCs are thin
-- wrappers. The private schema is not exposed through the API (PostgREST serves `public` only)
-- and nobody but the owner may execute its functions.
create schema if not exists private;
revoke all on schema private from public;

-- The new value of one list: 'add' appends when absent (never duplicates), 'remove' drops every
-- occurrence, 'clear' empties it.
create function private.list_op(list text[], op text, show_id text)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select case op
    when 'add' then case when show_id = any (list) then list else pg_catalog.array_append(list, show_id) end
    when 'remove' then pg_catalog.array_remove(list, show_id)
    else '{}'::text[]
  end
$$;

create function private.change_list(profile_id uuid, which_col text, op text, show_id text)
returns public.profiles
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  result public.profiles;
begin
  if caller is null or change_list.profile_id is null or change_list.profile_id <> caller then
    raise exception 'not allowed' using errcode = '42501';
  end if;
  if change_list.which_col is null or change_list.which_col not in ('queue', 'favorites', 'watched') then
    raise exception 'invalid list: %', coalesce(change_list.which_col, 'null') using errcode = '22023',
      hint = 'which_col must be queue, favorites or watched';
  end if;
  if change_list.op <> 'clear'
     and (change_list.show_id is null or change_list.show_id !~ '^(movie|tv)-[0-9]+$') then
    raise exception 'invalid show id: %', coalesce(change_list.show_id, 'null') using errcode = '22023',
      hint = 'show_id must look like movie-123 or tv-456';
  end if;

  update public.profiles as p
  set queue = case when change_list.which_col = 'queue'
                then private.list_op(p.queue, change_list.op, change_list.show_id) else p.queue end,
      favorites = case when change_list.which_col = 'favorites'
                then private.list_op(p.favorites, change_list.op, change_list.show_id) else p.favorites end,
      watched = case when change_list.which_col = 'watched'
                then private.list_op(p.watched, change_list.op, change_list.show_id) else p.watched end
  where p.id = caller
  returning p.* into result;

  if not found then
    raise exception 'profile not found' using errcode = 'P0002';
  end if;
  return result;
end;
$$;

revoke execute on function private.list_op(text[], text, text) from public, anon, authenticated;
revoke execute on function private.change_list(uuid, text, text, text) from public, anon, authenticated;

-- The public RPCs: security definer too, so they may call private.change_list, which
-- `authenticated` cannot execute directly; the caller needs EXECUTE on these three only.
create function public.add_item(profile_id uuid, show_id text, which_col text)
returns public.profiles
language sql
security definer
set search_path = ''
as $$ select * from private.change_list(profile_id, which_col, 'add', show_id) $$;

create function public.remove_item(profile_id uuid, show_id text, which_col text)
returns public.profiles
language sql
security definer
set search_path = ''
as $$ select * from private.change_list(profile_id, which_col, 'remove', show_id) $$;

create function public.remove_all(profile_id uuid, which_col text)
returns public.profiles
language sql
security definer
set search_path = ''
as $$ select * from private.change_list(profile_id, which_col, 'clear', null) $$;

-- delete_user: deletes the caller's own auth user; the profile goes with it (on delete cascade).
-- The client calls it without arguments (after deleting the profile row, spec §4). An optional
-- user_id is accepted for clients that pass the user id (spec §7 "taking the user id"), but it
-- must be the caller's own id.
create function public.delete_user(user_id uuid default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
begin
  if caller is null then
    raise exception 'not allowed' using errcode = '42501';
  end if;
  if delete_user.user_id is not null and delete_user.user_id <> caller then
    raise exception 'not allowed' using errcode = '42501';
  end if;
  delete from auth.users where id = caller;
end;
$$;

-- Postgres grants EXECUTE to PUBLIC by default and Supabase's default privileges grant it to anon:
-- only signed-in users may call these.
revoke execute on function public.add_item(uuid, text, text) from public, anon;
revoke execute on function public.remove_item(uuid, text, text) from public, anon;
revoke execute on function public.remove_all(uuid, text) from public, anon;
revoke execute on function public.delete_user(uuid) from public, anon;

grant execute on function public.add_item(uuid, text, text) to authenticated;
grant execute on function public.remove_item(uuid, text, text) to authenticated;
grant execute on function public.remove_all(uuid, text) to authenticated;
grant execute on function public.delete_user(uuid) to authenticated;
