-- StreamScout: public lists. Each of a user's three lists (queue, favorites, watched) can be made
-- public on its own; all are private by default. A public list can be read by anyone (anon too),
-- but only through the two functions below, which answer exactly the username and the entries of
-- the public lists — never the email, the country, the adult flag, the services, episode progress
-- or a list that is still private. RLS on profiles is unchanged: anon still reads no row of it.
--
--   profiles.public_lists  text[] of list names, default '{}' (all private); changed only through
--                          set_list_public (not in the columns `authenticated` may update).
--   set_list_public(which_col text, is_public boolean) → the caller's updated profile row.
--                          Refuses, with nothing stored:
--                            not signed in                         42501 'not allowed'
--                            which_col not queue/favorites/watched  22023 'invalid list: …'
--                            is_public null                         22023 'invalid value: is_public must be true or false'
--   public_lists(owner_name text) → one row (username, list, entries) per public list of that user,
--                          in the order queue, favorites, watched; no row for an unknown user, a
--                          user with no public list, or a malformed name. The username matches
--                          without regard to case (as usernames are unique), and the row carries
--                          the stored spelling, so a caller can redirect to the canonical URL.
--   public_list(owner_name text, which_col text) → that one list's row if it is public, else no row.
--                          An unknown list name is refused: 22023 'invalid list: …'.
-- A renamed user's old name answers no row: the old URL is gone (404), nothing redirects to the new
-- name (a name given up may be taken by someone else).

alter table public.profiles
  add column public_lists text[] not null default '{}'
    constraint profiles_public_lists_known check (public_lists <@ array['queue', 'favorites', 'watched']::text[]);

comment on column public.profiles.public_lists is
  'Names of the lists the user made public (queue, favorites, watched); changed only through set_list_public; read by anyone only through public_lists / public_list.';

create function public.set_list_public(which_col text, is_public boolean)
returns public.profiles
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  result public.profiles;
begin
  if caller is null then
    raise exception 'not allowed' using errcode = '42501';
  end if;
  if set_list_public.which_col is null or set_list_public.which_col not in ('queue', 'favorites', 'watched') then
    raise exception 'invalid list: expected queue, favorites or watched, got %',
      coalesce(pg_catalog.left(set_list_public.which_col, 40), 'null') using errcode = '22023';
  end if;
  if set_list_public.is_public is null then
    raise exception 'invalid value: is_public must be true or false' using errcode = '22023';
  end if;

  update public.profiles as p
  set public_lists = (
    select coalesce(pg_catalog.array_agg(l.name order by l.n), '{}'::text[])
    from pg_catalog.unnest(array['queue', 'favorites', 'watched']::text[]) with ordinality as l(name, n)
    where (l.name = set_list_public.which_col and set_list_public.is_public)
       or (l.name <> set_list_public.which_col and l.name = any (p.public_lists))
  )
  where p.id = caller
  returning p.* into result;
  if not found then
    raise exception 'profile not found' using errcode = 'P0002';
  end if;
  return result;
end;
$$;

revoke execute on function public.set_list_public(text, boolean) from public, anon;
grant execute on function public.set_list_public(text, boolean) to authenticated;

create function public.public_lists(owner_name text)
returns table (username text, list text, entries text[])
language sql
stable
security definer
set search_path = ''
as $$
  select p.username,
         l.name,
         case l.name when 'queue' then p.queue when 'favorites' then p.favorites else p.watched end
  from public.profiles as p
  cross join pg_catalog.unnest(array['queue', 'favorites', 'watched']::text[]) with ordinality as l(name, n)
  where public_lists.owner_name is not null
    and pg_catalog.char_length(public_lists.owner_name) between 1 and 64
    and pg_catalog.lower(p.username) = pg_catalog.lower(public_lists.owner_name)
    and l.name = any (p.public_lists)
  order by l.n;
$$;

create function public.public_list(owner_name text, which_col text)
returns table (username text, list text, entries text[])
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if public_list.which_col is null or public_list.which_col not in ('queue', 'favorites', 'watched') then
    raise exception 'invalid list: expected queue, favorites or watched, got %',
      coalesce(pg_catalog.left(public_list.which_col, 40), 'null') using errcode = '22023';
  end if;
  return query
    select r.username, r.list, r.entries
    from public.public_lists(public_list.owner_name) as r
    where r.list = public_list.which_col;
end;
$$;

revoke execute on function public.public_lists(text) from public;
revoke execute on function public.public_list(text, text) from public;
grant execute on function public.public_lists(text) to anon, authenticated, service_role;
grant execute on function public.public_list(text, text) to anon, authenticated, service_role;
