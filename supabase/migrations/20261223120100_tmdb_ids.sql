-- StreamScout: one rule for TMDB ids in SQL, a calendar feed that skips what it cannot read, and
-- a 404 for an unknown import (architecture §4 "SQL").
--
-- 1. add_item (private.change_list) and apply_import took any 1–10 digits ('movie-9999999999'),
--    but TMDB's ids — and every integer column and cast that keeps them — stop at 2^31 − 1. Such an
--    entry made calendar_feed fail with 22003 (numeric out of range) and the user's whole .ics feed
--    answer 503 until it was removed. Now one function says what a TMDB id is
--    (private.is_tmdb_id) and one reads a list entry's (private.entry_tmdb_id); the list RPCs, the
--    import, episode progress (episode_pairs), the calendar feed and the job runner's scan use them.
-- 2. calendar_feed skips an entry it cannot read (one stored before the rule, e.g. 'movie-01' or
--    'movie-9999999999'), instead of failing whole. Removing such an entry stays possible: remove_item
--    keeps its looser rule.
-- 3. undo_import of an unknown (or another user's) import raised P0002, which PostgREST answers with
--    500; it now raises PT404, which PostgREST (and local/supabase's stand-in) answers with 404.
--
-- Functions are replaced with the same signatures and grants; the migrations that created them stay
-- as they were applied.

-- The one rule of a TMDB id: a whole number from 1 to 2147483647 (2^31 − 1).
create function private.is_tmdb_id(id bigint)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(is_tmdb_id.id between 1 and 2147483647, false)
$$;

-- The TMDB id of a list entry ('movie-550' → 550, 'tv-1399' → 1399), or null when the entry is not
-- 'movie-' or 'tv-' and a TMDB id in canonical digits. Never raises, whatever the text.
create function private.entry_tmdb_id(entry text)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case when entry_tmdb_id.entry ~ '^(movie|tv)-[1-9][0-9]{0,9}$' then
           case when private.is_tmdb_id(pg_catalog.split_part(entry_tmdb_id.entry, '-', 2)::bigint)
                then pg_catalog.split_part(entry_tmdb_id.entry, '-', 2)::integer end
         end
$$;

revoke execute on function private.is_tmdb_id(bigint) from public, anon, authenticated;
revoke execute on function private.entry_tmdb_id(text) from public, anon, authenticated;

-- Lists: add_item's rule.
create or replace function private.change_list(profile_id uuid, which_col text, op text, show_id text)
returns public.profiles
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  current_list text[];
  result public.profiles;
begin
  if caller is null or change_list.profile_id is null or change_list.profile_id <> caller then
    raise exception 'not allowed' using errcode = '42501';
  end if;
  if change_list.which_col is null or change_list.which_col not in ('queue', 'favorites', 'watched') then
    raise exception 'invalid list: %', coalesce(change_list.which_col, 'null') using errcode = '22023',
      hint = 'which_col must be queue, favorites or watched';
  end if;
  if change_list.op = 'add' and private.entry_tmdb_id(change_list.show_id) is null then
    raise exception 'invalid show id: %', pg_catalog.left(coalesce(change_list.show_id, 'null'), 40)
      using errcode = '22023', hint = 'show_id must look like movie-123 or tv-456: a TMDB id from 1 to 2147483647, no leading zero';
  end if;
  -- Removing stays possible for entries stored before the strict rule (e.g. movie-01).
  if change_list.op = 'remove'
     and (change_list.show_id is null or change_list.show_id !~ '^(movie|tv)-[0-9]{1,40}$') then
    raise exception 'invalid show id: %', pg_catalog.left(coalesce(change_list.show_id, 'null'), 40)
      using errcode = '22023', hint = 'show_id must look like movie-123 or tv-456';
  end if;

  -- Lock the row first, so the size check and the update see the same list.
  select case change_list.which_col when 'queue' then p.queue when 'favorites' then p.favorites else p.watched end
    into current_list
    from public.profiles as p
    where p.id = caller
    for update;
  if not found then
    raise exception 'profile not found' using errcode = 'P0002';
  end if;
  if change_list.op = 'add'
     and not (change_list.show_id = any (current_list))
     and coalesce(pg_catalog.cardinality(current_list), 0) >= 2000 then
    raise exception 'list is full: at most 2000 entries' using errcode = '23514',
      hint = 'remove entries from this list before adding more';
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

  return result;
end;
$$;

-- Import: the same rule for every item; an unknown import to undo is a 404.
create or replace function public.apply_import(items jsonb, source text default 'file')
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
       or private.entry_tmdb_id(e.value ->> 'show_id') is null
    limit 1;
  if found then
    raise exception 'invalid show id: %', pg_catalog.left(coalesce(bad #>> '{}', 'null'), 40) using errcode = '22023',
      hint = 'show_id must look like movie-123 or tv-456: a TMDB id from 1 to 2147483647, no leading zero';
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

create or replace function public.undo_import(import_id uuid)
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
    -- PT404: PostgREST answers HTTP 404 (a P0 code would be a 500)
    raise exception 'import not found' using errcode = 'PT404';
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

-- Episode progress: the same rule for the show.
create or replace function public.episode_pairs(show_id integer, episodes jsonb)
returns table (season_number integer, episode_number integer)
language plpgsql
stable
set search_path = ''
as $$
declare
  bad jsonb;
begin
  if not private.is_tmdb_id(episode_pairs.show_id) then
    raise exception 'invalid show id: expected a TMDB tv id (a positive integer), got %', coalesce(episode_pairs.show_id::text, 'null')
      using errcode = '22023';
  end if;
  if episode_pairs.episodes is null or pg_catalog.jsonb_typeof(episode_pairs.episodes) <> 'array' then
    raise exception 'invalid episodes: expected an array of [season, episode] pairs' using errcode = '22023',
      hint = 'send e.g. [[1, 1], [1, 2]]';
  end if;
  if pg_catalog.jsonb_array_length(episode_pairs.episodes) > 5000 then
    raise exception 'invalid episodes: at most 5000 in one call' using errcode = '22023';
  end if;
  select e.value into bad
    from pg_catalog.jsonb_array_elements(episode_pairs.episodes) as e(value)
    where pg_catalog.jsonb_typeof(e.value) <> 'array'
       or pg_catalog.jsonb_array_length(e.value) <> 2
       or pg_catalog.jsonb_typeof(e.value -> 0) <> 'number'
       or pg_catalog.jsonb_typeof(e.value -> 1) <> 'number'
       or (e.value ->> 0) !~ '^(0|[1-9][0-9]{0,2})$'
       or (e.value ->> 1) !~ '^[1-9][0-9]{0,4}$'
       or (e.value ->> 0)::integer > 500
       or (e.value ->> 1)::integer > 20000
    limit 1;
  if found then
    raise exception 'invalid episodes: every entry must be [season 0–500, episode 1–20000], got %',
      pg_catalog.left(bad::text, 40) using errcode = '22023';
  end if;
  return query
    select distinct (e.value ->> 0)::integer, (e.value ->> 1)::integer
      from pg_catalog.jsonb_array_elements(episode_pairs.episodes) as e(value);
end;
$$;

-- The calendar feed: entries it cannot read are left out.
create or replace function public.calendar_feed(token text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
           'region', c.abbrev,
           'services', pg_catalog.to_jsonb(p.services),
           'shows', coalesce((
             select pg_catalog.jsonb_agg(s.id order by s.id) from (
               select private.entry_tmdb_id(e) as id
                 from pg_catalog.unnest(p.queue || p.favorites) as e
                where e like 'tv-%'
               union
               select ep.show_id from public.episode_progress as ep where ep.profile_id = p.id
             ) as s
            where s.id is not null), '[]'::jsonb),
           'movies', coalesce((
             select pg_catalog.jsonb_agg(m.id order by m.n)
               from (select private.entry_tmdb_id(e) as id, n
                       from pg_catalog.unnest(p.queue) with ordinality as q(e, n)
                      where e like 'movie-%') as m
              where m.id is not null), '[]'::jsonb))
    from public.profiles as p
    join public.countries as c on c.name = p.country
   where p.id = public.feed_owner(calendar_feed.token, 'calendar')
$$;

