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

create function public.add_item(profile_id uuid, show_id text, which_col text)
returns public.profiles
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  result public.profiles;
begin
  if caller is null or add_item.profile_id is null or add_item.profile_id <> caller then
    raise exception 'not allowed' using errcode = '42501';
  end if;
  if add_item.which_col is null or add_item.which_col not in ('queue', 'favorites', 'watched') then
    raise exception 'invalid list: %', coalesce(add_item.which_col, 'null') using errcode = '22023',
      hint = 'which_col must be queue, favorites or watched';
  end if;
  if add_item.show_id is null or add_item.show_id !~ '^(movie|tv)-[0-9]+$' then
    raise exception 'invalid show id: %', coalesce(add_item.show_id, 'null') using errcode = '22023',
      hint = 'show_id must look like movie-123 or tv-456';
  end if;

  update public.profiles as p
  set queue = case
        when add_item.which_col = 'queue' and not (add_item.show_id = any (p.queue))
          then array_append(p.queue, add_item.show_id)
        else p.queue
      end,
      favorites = case
        when add_item.which_col = 'favorites' and not (add_item.show_id = any (p.favorites))
          then array_append(p.favorites, add_item.show_id)
        else p.favorites
      end,
      watched = case
        when add_item.which_col = 'watched' and not (add_item.show_id = any (p.watched))
          then array_append(p.watched, add_item.show_id)
        else p.watched
      end
  where p.id = caller
  returning p.* into result;

  if not found then
    raise exception 'profile not found' using errcode = 'P0002';
  end if;
  return result;
end;
$$;

create function public.remove_item(profile_id uuid, show_id text, which_col text)
returns public.profiles
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  result public.profiles;
begin
  if caller is null or remove_item.profile_id is null or remove_item.profile_id <> caller then
    raise exception 'not allowed' using errcode = '42501';
  end if;
  if remove_item.which_col is null or remove_item.which_col not in ('queue', 'favorites', 'watched') then
    raise exception 'invalid list: %', coalesce(remove_item.which_col, 'null') using errcode = '22023',
      hint = 'which_col must be queue, favorites or watched';
  end if;
  if remove_item.show_id is null or remove_item.show_id !~ '^(movie|tv)-[0-9]+$' then
    raise exception 'invalid show id: %', coalesce(remove_item.show_id, 'null') using errcode = '22023',
      hint = 'show_id must look like movie-123 or tv-456';
  end if;

  update public.profiles as p
  set queue = case when remove_item.which_col = 'queue'
                then array_remove(p.queue, remove_item.show_id) else p.queue end,
      favorites = case when remove_item.which_col = 'favorites'
                then array_remove(p.favorites, remove_item.show_id) else p.favorites end,
      watched = case when remove_item.which_col = 'watched'
                then array_remove(p.watched, remove_item.show_id) else p.watched end
  where p.id = caller
  returning p.* into result;

  if not found then
    raise exception 'profile not found' using errcode = 'P0002';
  end if;
  return result;
end;
$$;

create function public.remove_all(profile_id uuid, which_col text)
returns public.profiles
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  result public.profiles;
begin
  if caller is null or remove_all.profile_id is null or remove_all.profile_id <> caller then
    raise exception 'not allowed' using errcode = '42501';
  end if;
  if remove_all.which_col is null or remove_all.which_col not in ('queue', 'favorites', 'watched') then
    raise exception 'invalid list: %', coalesce(remove_all.which_col, 'null') using errcode = '22023',
      hint = 'which_col must be queue, favorites or watched';
  end if;

  update public.profiles as p
  set queue = case when remove_all.which_col = 'queue' then '{}'::text[] else p.queue end,
      favorites = case when remove_all.which_col = 'favorites' then '{}'::text[] else p.favorites end,
      watched = case when remove_all.which_col = 'watched' then '{}'::text[] else p.watched end
  where p.id = caller
  returning p.* into result;

  if not found then
    raise exception 'profile not found' using errcode = 'P0002';
  end if;
  return result;
end;
$$;

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
