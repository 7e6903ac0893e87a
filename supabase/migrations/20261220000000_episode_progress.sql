-- StreamScout: episodes watched — where a signed-in user is in each TV show they follow.
--
--   episode_progress   one row per (profile, show, season, episode) the user marked watched, with
--                      the time it was marked (the "last activity" that orders Up next). Its own
--                      table, not a fourth list in profiles: a heavy user has tens of thousands of
--                      episodes, and a row per episode lets a calendar or a progress bar read one
--                      show's rows without reading every list.
--                      RLS: the owner selects their own rows; nobody inserts, updates or deletes
--                      directly (no policy, no grant) — only through the two RPCs below.
--                      Deleting the profile (delete_user, or the auth user) deletes the rows.
--   mark_episodes(show_id integer, episodes jsonb) → setof episode_progress (the rows it added)
--   unmark_episodes(show_id integer, episodes jsonb) → setof episode_progress (the rows it removed)
--                      `episodes` is a JSON array of [season_number, episode_number] pairs, e.g.
--                      [[1, 1], [1, 2]]. Marking an episode already marked adds nothing (and keeps
--                      its first time); unmarking one not marked removes nothing: both are
--                      idempotent, so a retried or replayed call changes nothing twice.
--                      Refuses, with nothing stored:
--                        not signed in                                  42501 'not allowed'
--                        show id not a positive 32-bit integer          22023 'invalid show id: …'
--                        not a JSON array of [season, episode] pairs    22023 'invalid episodes: …'
--                        season outside 0–500, episode outside 1–20000  22023 'invalid episodes: …'
--                        more than 5000 pairs in one call               22023 'invalid episodes: at most 5000 in one call'
--                        the user's total would pass 50000 episodes     23514 'too many episodes: at most 50000 watched episodes'
--
-- Ranges: TMDB numbers specials as season 0 (stored like any season; the app leaves them out of
-- progress); daily shows reach episode numbers in the thousands within one season. 50000 episodes
-- is about 25 years of two hours of TV a day — far above any real history, low enough to bound a
-- row count per user. Whether an episode has aired is TMDB's to say: the app offers the toggle only
-- for aired episodes; the database does not know TMDB's air dates.

create table public.episode_progress (
  profile_id     uuid        not null references public.profiles (id) on delete cascade,
  show_id        integer     not null constraint episode_progress_show_id_positive check (show_id > 0),
  season_number  integer     not null constraint episode_progress_season_range check (season_number between 0 and 500),
  episode_number integer     not null constraint episode_progress_episode_range check (episode_number between 1 and 20000),
  watched_at     timestamptz not null default now(),
  primary key (profile_id, show_id, season_number, episode_number)
);

comment on table public.episode_progress is
  'Episodes a user marked watched (TMDB tv id, season and episode numbers); owner-only; changed only through mark_episodes and unmark_episodes.';

create index episode_progress_recent on public.episode_progress (profile_id, watched_at desc);

alter table public.episode_progress enable row level security;

create policy episode_progress_select_own on public.episode_progress
  for select to authenticated
  using ((select auth.uid()) = profile_id);

revoke all on public.episode_progress from public, anon, authenticated;
grant select on public.episode_progress to authenticated;

-- The pairs of `episodes`, checked: raises 22023 with the first problem found, or returns them.
create function public.episode_pairs(show_id integer, episodes jsonb)
returns table (season_number integer, episode_number integer)
language plpgsql
stable
set search_path = ''
as $$
declare
  bad jsonb;
begin
  if episode_pairs.show_id is null or episode_pairs.show_id <= 0 then
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

revoke execute on function public.episode_pairs(integer, jsonb) from public, anon, authenticated;

create function public.mark_episodes(show_id integer, episodes jsonb)
returns setof public.episode_progress
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  seasons integer[];
  numbers integer[];
  total bigint;
begin
  if caller is null then
    raise exception 'not allowed' using errcode = '42501';
  end if;
  select coalesce(pg_catalog.array_agg(w.season_number), '{}'), coalesce(pg_catalog.array_agg(w.episode_number), '{}')
    into seasons, numbers
    from public.episode_pairs(mark_episodes.show_id, mark_episodes.episodes) as w;
  -- one call at a time per user, so two concurrent calls cannot pass the cap together
  perform 1 from public.profiles as p where p.id = caller for update;
  if not found then
    raise exception 'profile not found' using errcode = 'P0002';
  end if;
  select count(*) into total
    from rows from (pg_catalog.unnest(seasons), pg_catalog.unnest(numbers)) as w(season_number, episode_number)
    where not exists (
      select 1 from public.episode_progress as ep
       where ep.profile_id = caller and ep.show_id = mark_episodes.show_id
         and ep.season_number = w.season_number and ep.episode_number = w.episode_number);
  total := total + (select count(*) from public.episode_progress as ep where ep.profile_id = caller);
  if total > 50000 then
    raise exception 'too many episodes: at most 50000 watched episodes' using errcode = '23514',
      hint = 'unmark episodes before marking more';
  end if;
  return query
    insert into public.episode_progress as ep (profile_id, show_id, season_number, episode_number)
    select caller, mark_episodes.show_id, w.season_number, w.episode_number
      from rows from (pg_catalog.unnest(seasons), pg_catalog.unnest(numbers)) as w(season_number, episode_number)
     order by w.season_number, w.episode_number
    on conflict do nothing
    returning ep.*;
end;
$$;

create function public.unmark_episodes(show_id integer, episodes jsonb)
returns setof public.episode_progress
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
  return query
    delete from public.episode_progress as ep
    using public.episode_pairs(unmark_episodes.show_id, unmark_episodes.episodes) as w
    where ep.profile_id = caller
      and ep.show_id = unmark_episodes.show_id
      and ep.season_number = w.season_number
      and ep.episode_number = w.episode_number
    returning ep.*;
end;
$$;

revoke execute on function public.mark_episodes(integer, jsonb) from public, anon;
revoke execute on function public.unmark_episodes(integer, jsonb) from public, anon;
grant execute on function public.mark_episodes(integer, jsonb) to authenticated;
grant execute on function public.unmark_episodes(integer, jsonb) to authenticated;

-- shows_in_progress() → one row per show the caller has marked an episode of, most recent first:
--   show_id, episodes (how many marked, specials included), last_season/last_episode (the
--   furthest episode marked, specials aside unless only specials are), last_watched_at (the last
--   activity). What the dashboard's Up next starts from, without reading every row (hosted
--   PostgREST answers at most 1000 rows a request). Security invoker: RLS keeps it to the caller's rows.
create function public.shows_in_progress()
returns table (
  show_id integer,
  episodes integer,
  last_season integer,
  last_episode integer,
  last_watched_at timestamptz
)
language sql
stable
security invoker
set search_path = ''
as $$
  select ep.show_id,
         count(*)::integer,
         (pg_catalog.max(array[(ep.season_number > 0)::integer, ep.season_number, ep.episode_number]))[2],
         (pg_catalog.max(array[(ep.season_number > 0)::integer, ep.season_number, ep.episode_number]))[3],
         pg_catalog.max(ep.watched_at)
    from public.episode_progress as ep
   where ep.profile_id = (select auth.uid())
   group by ep.show_id
   order by pg_catalog.max(ep.watched_at) desc, ep.show_id
$$;

revoke execute on function public.shows_in_progress() from public, anon;
grant execute on function public.shows_in_progress() to authenticated;
