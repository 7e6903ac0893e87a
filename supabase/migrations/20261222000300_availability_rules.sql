-- StreamScout: availability alerts, second pass on the rules (spec §13; architecture §5b). Replaces
-- apply_availability (same signature, same grants); 20261220000200_availability_alerts.sql stays as
-- it was applied.
--
-- 1. A service that left is named. TMDB's answer no longer lists a provider that left, so the names
--    passed in lacked it and a `left_my_services` alert had no provider_name. Each snapshot now keeps
--    the names of its providers (`names`), and an alert falls back to them.
-- 2. A new season on a free or ad-supported service alerts everyone who follows the show, as a title
--    becoming free does: nobody needs a subscription to watch it there. On a flat-rate service it
--    still alerts only the users who have that service (or asked for all services).
-- 3. A check that finds nothing changed writes nothing. A snapshot is stored normalized (each way's
--    provider ids sorted and distinct, empty ways left out, so TMDB's display order is no change)
--    and only rewritten when its providers or season count differ; `checked_at` becomes
--    `changed_at`, the time they last changed. A second run over unchanged titles writes 0 rows.

alter table public.availability_snapshots rename column checked_at to changed_at;
alter table public.availability_snapshots add column names jsonb not null default '{}'::jsonb;

comment on table public.availability_snapshots is
  'Last seen watch providers per (title, region): {"flatrate": [ids], "free": [...], "ads": [...], "rent": [...], "buy": [...]} '
  '(sorted ids, empty ways left out), names: provider id → name, changed_at: when they last changed. Written only by apply_availability.';

-- A snapshot's providers normalized: per way the distinct ids in ascending order, empty ways left out.
create function public.availability_normalized(providers jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select coalesce(pg_catalog.jsonb_object_agg(w.way, pg_catalog.to_jsonb(ids.ids)), '{}'::jsonb)
    from pg_catalog.unnest('{flatrate,free,ads,rent,buy}'::text[]) as w(way)
    cross join lateral (select public.availability_ids(availability_normalized.providers, array[w.way]) as ids) as ids
   where pg_catalog.cardinality(ids.ids) > 0
$$;

create or replace function public.apply_availability(
  media_type text, tmdb_id integer, title text, seasons integer, providers jsonb, names jsonb)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  region_code text;
  fresh jsonb;
  fresh_names jsonb;
  old public.availability_snapshots;
  seen_before boolean;
  flat_now integer[];
  streaming_now integer[];
  streaming_before integer[];
  free_now integer[];
  free_before integer[];
  digital_now integer[];
  digital_before integer[];
  events jsonb;
  day text := pg_catalog.to_char(now() at time zone 'UTC', 'YYYY-MM-DD');
  entry text := apply_availability.media_type || '-' || apply_availability.tmdb_id;
  given_names jsonb := case when pg_catalog.jsonb_typeof(apply_availability.names) = 'object' then apply_availability.names else '{}'::jsonb end;
  written integer := 0;
  n integer;
begin
  if apply_availability.media_type is null or apply_availability.media_type not in ('movie', 'tv')
     or apply_availability.tmdb_id is null or apply_availability.tmdb_id <= 0
     or apply_availability.providers is null or pg_catalog.jsonb_typeof(apply_availability.providers) <> 'object'
     or coalesce(pg_catalog.length(apply_availability.title), 0) = 0 then
    raise exception 'invalid availability for %', entry using errcode = '22023';
  end if;
  for region_code, fresh in select r.key, r.value from pg_catalog.jsonb_each(apply_availability.providers) as r
  loop
    if region_code !~ '^[A-Z]{2}$' or pg_catalog.jsonb_typeof(fresh) <> 'object' then
      raise exception 'invalid availability for % in %', entry, pg_catalog.left(region_code, 8) using errcode = '22023';
    end if;
    fresh := public.availability_normalized(fresh);
    select * into old from public.availability_snapshots as s
     where s.media_type = apply_availability.media_type and s.tmdb_id = apply_availability.tmdb_id and s.region = region_code
     for update;
    seen_before := found;
    if seen_before and old.providers = fresh and old.seasons is not distinct from apply_availability.seasons then
      continue; -- nothing changed here: no alert, no write
    end if;
    streaming_now := public.availability_ids(fresh, '{flatrate,free,ads}');
    digital_now := public.availability_ids(fresh, '{rent,buy}');
    -- the names of this region's providers: as TMDB gave them now, else as last seen
    select coalesce(pg_catalog.jsonb_object_agg(p::text, coalesce(given_names ->> p::text, old.names ->> p::text)), '{}'::jsonb)
      into fresh_names
      from pg_catalog.unnest(streaming_now || digital_now) as p
     where coalesce(given_names ->> p::text, old.names ->> p::text) is not null;
    if seen_before then
      flat_now := public.availability_ids(fresh, '{flatrate}');
      free_now := public.availability_ids(fresh, '{free,ads}');
      streaming_before := public.availability_ids(old.providers, '{flatrate,free,ads}');
      free_before := public.availability_ids(old.providers, '{free,ads}');
      digital_before := public.availability_ids(old.providers, '{rent,buy}');
      select coalesce(pg_catalog.jsonb_agg(ev), '[]'::jsonb) into events from (
        select pg_catalog.jsonb_build_object('kind', 'on_my_services', 'provider', p, 'mine', true) as ev
          from pg_catalog.unnest(flat_now) as p where p <> all (streaming_before)
        union all
        select pg_catalog.jsonb_build_object('kind', 'free', 'provider', p, 'mine', false)
          from pg_catalog.unnest(free_now) as p where p <> all (free_before)
        union all
        select pg_catalog.jsonb_build_object('kind', 'left_my_services', 'provider', p, 'mine', true)
          from pg_catalog.unnest(streaming_before) as p where p <> all (streaming_now)
        union all
        -- free or with ads: anyone can watch it there, so it is not limited to the user's services
        select pg_catalog.jsonb_build_object('kind', 'new_season', 'provider', p, 'mine', p <> all (free_now),
                                             'season', apply_availability.seasons)
          from pg_catalog.unnest(streaming_now) as p
         where apply_availability.media_type = 'tv' and apply_availability.seasons > coalesce(old.seasons, apply_availability.seasons)
        union all
        select pg_catalog.jsonb_build_object('kind', 'digital_release', 'provider', (select pg_catalog.min(x) from pg_catalog.unnest(digital_now) as x), 'mine', false)
         where apply_availability.media_type = 'movie' and pg_catalog.cardinality(digital_now) > 0
           and pg_catalog.cardinality(digital_before) = 0
      ) as e;

      if pg_catalog.jsonb_array_length(events) > 0 then
        insert into public.notifications as n0
          (profile_id, kind, media_type, tmdb_id, region, title, provider_id, provider_name, season_number, event_key)
        select p.id, ev ->> 'kind', apply_availability.media_type, apply_availability.tmdb_id, region_code,
               apply_availability.title, (ev ->> 'provider')::integer,
               coalesce(given_names ->> (ev ->> 'provider'), old.names ->> (ev ->> 'provider')), (ev ->> 'season')::integer,
               pg_catalog.concat_ws(':', ev ->> 'kind', entry, region_code, ev ->> 'provider', ev ->> 'season', day)
          from pg_catalog.jsonb_array_elements(events) as e(ev)
          join public.profiles as p
            on (entry = any (p.queue) or (ev ->> 'kind' <> 'digital_release' and entry = any (p.favorites))
                or (apply_availability.media_type = 'tv' and ev ->> 'kind' <> 'digital_release' and exists (
                      select 1 from public.episode_progress as ep
                       where ep.show_id = apply_availability.tmdb_id and ep.profile_id = p.id)))
          join public.countries as c on c.name = p.country and c.abbrev = region_code
          left join public.alert_settings as s on s.profile_id = p.id
         where (ev ->> 'kind') = any (coalesce(s.kinds, '{on_my_services,free,left_my_services,new_season,digital_release}'))
           and (not (ev ->> 'mine')::boolean or coalesce(s.all_services, false) or (ev ->> 'provider')::integer = any (p.services))
        on conflict on constraint notifications_once do nothing;
        get diagnostics n = row_count;
        written := written + n;
      end if;
    end if;
    insert into public.availability_snapshots as s (media_type, tmdb_id, region, providers, seasons, names, changed_at)
    values (apply_availability.media_type, apply_availability.tmdb_id, region_code, fresh, apply_availability.seasons, fresh_names, now())
    on conflict on constraint availability_snapshots_pkey
    do update set providers = excluded.providers, seasons = excluded.seasons, names = excluded.names, changed_at = excluded.changed_at;
  end loop;
  return written;
end;
$$;

revoke execute on function public.availability_normalized(jsonb) from public, anon, authenticated;
revoke execute on function public.apply_availability(text, integer, text, integer, jsonb, jsonb) from public, anon, authenticated;
grant execute on function public.apply_availability(text, integer, text, integer, jsonb, jsonb) to service_role;
