-- StreamScout: the alert kinds as an enum (architecture §10 "One availability model").
--
-- The five kinds were spelled out as text in five places (the check constraints of
-- notifications.kind and alert_settings.kinds, set_alert_settings' check and hint, and
-- apply_availability's default). Now they are one type, public.alert_kind, in the order the app
-- lists them (`ALERT_KINDS` of @streamscout/tmdb, which a SQL test compares with this type):
--
--   on_my_services    a service now streams it on subscription (flat-rate)    — my services only*
--   free              now free or with ads on a service
--   left_my_services  a service that streamed it no longer does                — my services only*
--   new_season        a show has a new season, streaming on a service          — my services only*
--   digital_release   a movie in my queue can now be rented or bought (first time in that region)
--   * unless alert_settings.all_services is true.
--
-- Existing rows are kept: notifications.kind and alert_settings.kinds are converted in place (every
-- stored value is one of the five: the old check constraints said so). A new kind is one
-- `alter type public.alert_kind add value …` in a later migration. Clients see the same JSON
-- strings as before (PostgREST writes an enum as its label). set_alert_settings (same signature,
-- same refusals) and apply_availability (same signature, same rules) are replaced to work on the
-- type; 20261220000200 and 20261222000300 stay as they were applied.

create type public.alert_kind as enum ('on_my_services', 'free', 'left_my_services', 'new_season', 'digital_release');

comment on type public.alert_kind is
  'What an availability alert says changed; the app''s ALERT_KINDS (@streamscout/tmdb) lists the same, in this order.';

alter table public.notifications drop constraint notifications_kind;
alter table public.notifications alter column kind type public.alert_kind using kind::public.alert_kind;

alter table public.alert_settings drop constraint alert_settings_kinds;
alter table public.alert_settings alter column kinds drop default;
alter table public.alert_settings alter column kinds type public.alert_kind[] using kinds::public.alert_kind[];
alter table public.alert_settings alter column kinds set default pg_catalog.enum_range(null::public.alert_kind);

create or replace function public.set_alert_settings(kinds jsonb, all_services boolean)
returns public.alert_settings
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  known text[] := pg_catalog.enum_range(null::public.alert_kind)::text[];
  wanted public.alert_kind[];
  bad jsonb;
  result public.alert_settings;
begin
  if caller is null then
    raise exception 'not allowed' using errcode = '42501';
  end if;
  if set_alert_settings.kinds is null or pg_catalog.jsonb_typeof(set_alert_settings.kinds) <> 'array' then
    raise exception 'invalid alert kinds: expected an array' using errcode = '22023';
  end if;
  select e.value into bad
    from pg_catalog.jsonb_array_elements(set_alert_settings.kinds) as e(value)
   where pg_catalog.jsonb_typeof(e.value) <> 'string'
      or not ((e.value #>> '{}') = any (known))
   limit 1;
  if found then
    raise exception 'invalid alert kinds: unknown kind %', pg_catalog.left(bad::text, 40) using errcode = '22023',
      hint = pg_catalog.array_to_string(known, ', ');
  end if;
  if set_alert_settings.all_services is null then
    raise exception 'invalid alert settings: all_services must be true or false' using errcode = '22023';
  end if;
  select coalesce(pg_catalog.array_agg(distinct (e.value #>> '{}')::public.alert_kind), '{}')
    into wanted
    from pg_catalog.jsonb_array_elements(set_alert_settings.kinds) as e(value);
  insert into public.alert_settings as s (profile_id, kinds, all_services, updated_at)
  values (caller, wanted, set_alert_settings.all_services, now())
  on conflict on constraint alert_settings_pkey
  do update set kinds = excluded.kinds, all_services = excluded.all_services, updated_at = now()
  returning s.* into result;
  return result;
end;
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
        select p.id, (ev ->> 'kind')::public.alert_kind, apply_availability.media_type, apply_availability.tmdb_id, region_code,
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
         where (ev ->> 'kind')::public.alert_kind = any (coalesce(s.kinds, pg_catalog.enum_range(null::public.alert_kind)))
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

revoke execute on function public.apply_availability(text, integer, text, integer, jsonb, jsonb) from public, anon, authenticated;
grant execute on function public.apply_availability(text, integer, text, integer, jsonb, jsonb) to service_role;
revoke execute on function public.set_alert_settings(jsonb, boolean) from public, anon;
grant execute on function public.set_alert_settings(jsonb, boolean) to authenticated;
