-- StreamScout: importing lists from IMDb, Letterboxd and Trakt, and undoing an import (spec §14).
--
-- The browser reads the file, matches its rows to TMDB ids and shows a preview; what the user
-- accepts arrives here as one call, applied in one transaction.
--
--   imports            one row per applied import: its source, what it ADDED (only entries that were
--                      not on the list before), when it was undone. Owner reads; written only by the
--                      two RPCs below (no client role may insert, update or delete).
--
--   apply_import(items jsonb, source text default 'file') → public.imports
--                      items: a JSON array of {"list": "queue"|"favorites"|"watched",
--                      "show_id": "movie-123"|"tv-456"}, at most 6000. One transaction: the caller's
--                      profile row is locked, each entry not already on its list is appended (in
--                      the order given; an entry twice in `items` counts once), the lists' cap of
--                      2000 entries is checked on the result, and the import is recorded with
--                      exactly the entries it added. Refuses, storing nothing:
--                        not signed in                                  42501 'not allowed'
--                        not an array, or an item that is not an object  22023 'invalid import: …'
--                        a list other than the three                     22023 'invalid list: …'
--                        a show id outside the entry rule (add_item's)   22023 'invalid show id: …'
--                        more than 6000 items                            23514 'import too large: at most 6000 items'
--                        a list that would pass 2000 entries             23514 'list is full: at most 2000 entries'
--                        a source other than imdb, letterboxd, trakt,
--                        streamscout or file                             22023 'invalid import source: …'
--                      Applying the same items again adds nothing (the second import records no entries).
--
--   undo_import(import_id uuid) → public.imports
--                      removes from the caller's lists exactly the entries that import added and
--                      marks it undone; entries the user had before the import were never recorded,
--                      so they stay. Decision: an entry the import added, then the user removed and
--                      added again by hand, is removed by the undo too — a list keeps no history per
--                      entry, so "added by the import" is the best the database knows; the dashboard
--                      says "removes what this import added". Undoing twice removes nothing more
--                      (the row is returned as it is). Another user's import, or an unknown id:
--                      P0002 'import not found' (no difference, so ids cannot be probed).

create table public.imports (
  id         uuid        primary key default gen_random_uuid(),
  profile_id uuid        not null references public.profiles (id) on delete cascade,
  source     text        not null
    constraint imports_source check (source in ('imdb', 'letterboxd', 'trakt', 'streamscout', 'file')),
  added      jsonb       not null default '[]'
    constraint imports_added_array check (pg_catalog.jsonb_typeof(added) = 'array'),
  created_at timestamptz not null default now(),
  undone_at  timestamptz
);

comment on table public.imports is
  'One applied list import: `added` holds exactly the {list, show_id} entries it appended. Written only by apply_import / undo_import.';

create index imports_owner on public.imports (profile_id, created_at desc);

alter table public.imports enable row level security;
create policy imports_select_own on public.imports
  for select to authenticated using ((select auth.uid()) = profile_id);
revoke all on public.imports from public, anon, authenticated;
grant select on public.imports to authenticated;
grant all on public.imports to service_role;

create function public.apply_import(items jsonb, source text default 'file')
returns public.imports
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  bad jsonb;
  bad_list text;
  cur_queue text[];
  cur_favorites text[];
  cur_watched text[];
  added jsonb := '[]'::jsonb;
  item record;
  result public.imports;
begin
  if caller is null then
    raise exception 'not allowed' using errcode = '42501';
  end if;
  if apply_import.source is null or apply_import.source not in ('imdb', 'letterboxd', 'trakt', 'streamscout', 'file') then
    raise exception 'invalid import source: %', pg_catalog.left(coalesce(apply_import.source, 'null'), 40)
      using errcode = '22023', hint = 'source must be imdb, letterboxd, trakt, streamscout or file';
  end if;
  if apply_import.items is null or pg_catalog.jsonb_typeof(apply_import.items) <> 'array' then
    raise exception 'invalid import: expected an array of {list, show_id}' using errcode = '22023';
  end if;
  if pg_catalog.jsonb_array_length(apply_import.items) > 6000 then
    raise exception 'import too large: at most 6000 items' using errcode = '23514',
      hint = 'each list holds at most 2000 entries';
  end if;
  select e.value into bad
    from pg_catalog.jsonb_array_elements(apply_import.items) as e(value)
    where pg_catalog.jsonb_typeof(e.value) <> 'object'
    limit 1;
  if found then
    raise exception 'invalid import: every item must be an object {list, show_id}, got %', pg_catalog.left(bad::text, 40)
      using errcode = '22023';
  end if;
  select e.value ->> 'list' into bad_list
    from pg_catalog.jsonb_array_elements(apply_import.items) as e(value)
    where (e.value ->> 'list') is null or (e.value ->> 'list') not in ('queue', 'favorites', 'watched')
    limit 1;
  if found then
    raise exception 'invalid list: %', pg_catalog.left(coalesce(bad_list, 'null'), 40) using errcode = '22023',
      hint = 'list must be queue, favorites or watched';
  end if;
  select e.value -> 'show_id' into bad
    from pg_catalog.jsonb_array_elements(apply_import.items) as e(value)
    where pg_catalog.jsonb_typeof(e.value -> 'show_id') is distinct from 'string'
       or (e.value ->> 'show_id') !~ '^(movie|tv)-[1-9][0-9]{0,9}$'
    limit 1;
  if found then
    raise exception 'invalid show id: %', pg_catalog.left(coalesce(bad #>> '{}', 'null'), 40) using errcode = '22023',
      hint = 'show_id must look like movie-123 or tv-456 (at most 10 digits, no leading zero)';
  end if;

  -- Lock the row: the lists read here are the ones the update below replaces.
  select p.queue, p.favorites, p.watched into cur_queue, cur_favorites, cur_watched
    from public.profiles as p where p.id = caller for update;
  if not found then
    raise exception 'profile not found' using errcode = 'P0002';
  end if;

  for item in
    select e.value ->> 'list' as list, e.value ->> 'show_id' as show_id
    from pg_catalog.jsonb_array_elements(apply_import.items) with ordinality as e(value, n)
    order by e.n
  loop
    if item.list = 'queue' and not (item.show_id = any (cur_queue)) then
      cur_queue := pg_catalog.array_append(cur_queue, item.show_id);
    elsif item.list = 'favorites' and not (item.show_id = any (cur_favorites)) then
      cur_favorites := pg_catalog.array_append(cur_favorites, item.show_id);
    elsif item.list = 'watched' and not (item.show_id = any (cur_watched)) then
      cur_watched := pg_catalog.array_append(cur_watched, item.show_id);
    else
      continue;
    end if;
    added := added || pg_catalog.jsonb_build_array(pg_catalog.jsonb_build_object('list', item.list, 'show_id', item.show_id));
  end loop;

  if coalesce(pg_catalog.cardinality(cur_queue), 0) > 2000
     or coalesce(pg_catalog.cardinality(cur_favorites), 0) > 2000
     or coalesce(pg_catalog.cardinality(cur_watched), 0) > 2000 then
    raise exception 'list is full: at most 2000 entries' using errcode = '23514',
      hint = 'remove entries from this list, or import fewer titles into it';
  end if;

  if pg_catalog.jsonb_array_length(added) > 0 then
    update public.profiles as p
    set queue = cur_queue, favorites = cur_favorites, watched = cur_watched
    where p.id = caller;
  end if;

  insert into public.imports (profile_id, source, added)
  values (caller, apply_import.source, added)
  returning * into result;
  return result;
end;
$$;

create function public.undo_import(import_id uuid)
returns public.imports
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  rec public.imports;
  gone_queue text[];
  gone_favorites text[];
  gone_watched text[];
begin
  if caller is null then
    raise exception 'not allowed' using errcode = '42501';
  end if;
  -- Profile first, then the import: the same lock order as apply_import.
  perform 1 from public.profiles as p where p.id = caller for update;
  select * into rec from public.imports as i
    where i.id = undo_import.import_id and i.profile_id = caller
    for update;
  if not found then
    raise exception 'import not found' using errcode = 'P0002';
  end if;
  if rec.undone_at is not null then
    return rec;
  end if;

  gone_queue := array(select a.v ->> 'show_id' from pg_catalog.jsonb_array_elements(rec.added) as a(v) where a.v ->> 'list' = 'queue');
  gone_favorites := array(select a.v ->> 'show_id' from pg_catalog.jsonb_array_elements(rec.added) as a(v) where a.v ->> 'list' = 'favorites');
  gone_watched := array(select a.v ->> 'show_id' from pg_catalog.jsonb_array_elements(rec.added) as a(v) where a.v ->> 'list' = 'watched');
  update public.profiles as p
  set queue = array(select u.x from pg_catalog.unnest(p.queue) with ordinality as u(x, n)
                    where not (u.x = any (gone_queue)) order by u.n),
      favorites = array(select u.x from pg_catalog.unnest(p.favorites) with ordinality as u(x, n)
                    where not (u.x = any (gone_favorites)) order by u.n),
      watched = array(select u.x from pg_catalog.unnest(p.watched) with ordinality as u(x, n)
                    where not (u.x = any (gone_watched)) order by u.n)
  where p.id = caller;

  update public.imports as i set undone_at = now() where i.id = rec.id returning * into rec;
  return rec;
end;
$$;

revoke execute on function public.apply_import(jsonb, text) from public, anon;
revoke execute on function public.undo_import(uuid) from public, anon;
grant execute on function public.apply_import(jsonb, text) to authenticated;
grant execute on function public.undo_import(uuid) to authenticated;
