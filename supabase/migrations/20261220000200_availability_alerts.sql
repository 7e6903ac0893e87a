-- StreamScout: availability alerts — "tell me when a title on my list lands on my services".
--
-- A job compares each listed title's TMDB `watch/providers` with what it saw last time, per region,
-- and tells the users who list that title (queue or favorites; TV shows they follow through episodes
-- watched too) what changed where they live.
--
--   alert_settings     per user: which kinds of alert they want (all five unless they say otherwise)
--                      and whether to hear about services they do not have (default: no). Owner reads;
--                      changed only through set_alert_settings.
--   availability_snapshots
--                      per (media type, TMDB id, region): the provider ids of each way to watch and,
--                      for a show, its number of seasons, as last seen. Written only by
--                      apply_availability; no client role may read or write it.
--   notifications      one alert for one user. `event_key` names the change (kind, title, region,
--                      service or season, the day it was seen); (profile_id, event_key) is unique, so
--                      running the same comparison twice, or two workers at once, writes nothing new.
--                      Owner reads; marked read through mark_alerts_read / mark_all_alerts_read.
--
--   apply_availability(media_type, tmdb_id, title, seasons, providers, names) → integer
--                      one title's new availability in every region TMDB answered, in ONE transaction:
--                      compares with the snapshots, writes the alerts, replaces the snapshots, returns
--                      how many alerts it wrote. A worker killed mid-way leaves nothing half done: the
--                      transaction rolls back and the next run sees the old snapshot again. The first
--                      snapshot of a (title, region) is a baseline and alerts nobody.
--                      Executable by service_role only (the job runner's connection).
--   alerts_feed(token) → jsonb    the newest 50 alerts of the owner of an 'alerts' feed token
--                      (feed_tokens, private feeds), or null for any token it does not know.
--
-- Kinds:
--   on_my_services    a service now streams it on subscription (flat-rate)    — my services only*
--   free              now free or with ads on a service
--   left_my_services  a service that streamed it no longer does                — my services only*
--   new_season        a show has a new season, streaming on a service          — my services only*
--   digital_release   a movie in my queue can now be rented or bought (first time in that region)
--   * unless alert_settings.all_services is true.

create table public.alert_settings (
  profile_id   uuid        primary key references public.profiles (id) on delete cascade,
  kinds        text[]      not null default '{on_my_services,free,left_my_services,new_season,digital_release}'
    constraint alert_settings_kinds check (kinds <@ '{on_my_services,free,left_my_services,new_season,digital_release}'::text[]),
  all_services boolean     not null default false,
  updated_at   timestamptz not null default now()
);

comment on table public.alert_settings is
  'Which availability alerts a user wants; no row means all kinds, my services only. Changed only through set_alert_settings.';

alter table public.alert_settings enable row level security;
create policy alert_settings_select_own on public.alert_settings
  for select to authenticated using ((select auth.uid()) = profile_id);
revoke all on public.alert_settings from public, anon, authenticated;
grant select on public.alert_settings to authenticated;

create table public.availability_snapshots (
  media_type text        not null constraint availability_snapshots_media check (media_type in ('movie', 'tv')),
  tmdb_id    integer     not null constraint availability_snapshots_id check (tmdb_id > 0),
  region     text        not null constraint availability_snapshots_region check (region ~ '^[A-Z]{2}$'),
  providers  jsonb       not null,
  seasons    integer,
  checked_at timestamptz not null default now(),
  primary key (media_type, tmdb_id, region)
);

comment on table public.availability_snapshots is
  'Last seen watch providers per (title, region): {"flatrate": [ids], "free": [...], "ads": [...], "rent": [...], "buy": [...]}; written only by apply_availability.';

alter table public.availability_snapshots enable row level security;
revoke all on public.availability_snapshots from public, anon, authenticated;

create table public.notifications (
  id            bigint      generated always as identity primary key,
  profile_id    uuid        not null references public.profiles (id) on delete cascade,
  kind          text        not null
    constraint notifications_kind check (kind in ('on_my_services', 'free', 'left_my_services', 'new_season', 'digital_release')),
  media_type    text        not null constraint notifications_media check (media_type in ('movie', 'tv')),
  tmdb_id       integer     not null,
  region        text        not null,
  title         text        not null,
  provider_id   integer,
  provider_name text,
  season_number integer,
  event_key     text        not null,
  created_at    timestamptz not null default now(),
  read_at       timestamptz,
  constraint notifications_once unique (profile_id, event_key)
);

comment on table public.notifications is
  'Availability alerts; (profile_id, event_key) unique so a repeated comparison writes nothing new.';

create index notifications_inbox on public.notifications (profile_id, created_at desc, id desc);
create index notifications_unread on public.notifications (profile_id) where read_at is null;

alter table public.notifications enable row level security;
create policy notifications_select_own on public.notifications
  for select to authenticated using ((select auth.uid()) = profile_id);
revoke all on public.notifications from public, anon, authenticated;
grant select on public.notifications to authenticated;

-- Who lists a title: GIN indexes make `entry = any(queue)` a lookup, not a scan of every profile.
create index profiles_queue_entries on public.profiles using gin (queue);
create index profiles_favorites_entries on public.profiles using gin (favorites);
create index episode_progress_show on public.episode_progress (show_id);

create function public.set_alert_settings(kinds jsonb, all_services boolean)
returns public.alert_settings
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  wanted text[];
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
      or (e.value #>> '{}') not in ('on_my_services', 'free', 'left_my_services', 'new_season', 'digital_release')
   limit 1;
  if found then
    raise exception 'invalid alert kinds: unknown kind %', pg_catalog.left(bad::text, 40) using errcode = '22023',
      hint = 'on_my_services, free, left_my_services, new_season, digital_release';
  end if;
  if set_alert_settings.all_services is null then
    raise exception 'invalid alert settings: all_services must be true or false' using errcode = '22023';
  end if;
  select coalesce(pg_catalog.array_agg(distinct e.value #>> '{}'), '{}')
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

create function public.mark_alerts_read(ids jsonb)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  n integer;
begin
  if caller is null then
    raise exception 'not allowed' using errcode = '42501';
  end if;
  if mark_alerts_read.ids is null or pg_catalog.jsonb_typeof(mark_alerts_read.ids) <> 'array'
     or exists (select 1 from pg_catalog.jsonb_array_elements(mark_alerts_read.ids) as e(value)
                 where (e.value #>> '{}') !~ '^[1-9][0-9]{0,17}$' or pg_catalog.jsonb_typeof(e.value) <> 'number') then
    raise exception 'invalid alert ids: expected an array of alert ids' using errcode = '22023';
  end if;
  update public.notifications as n0 set read_at = now()
   where n0.profile_id = caller and n0.read_at is null
     and n0.id in (select (e.value #>> '{}')::bigint from pg_catalog.jsonb_array_elements(mark_alerts_read.ids) as e(value));
  get diagnostics n = row_count;
  return n;
end;
$$;

create function public.mark_all_alerts_read()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  n integer;
begin
  if caller is null then
    raise exception 'not allowed' using errcode = '42501';
  end if;
  update public.notifications as n0 set read_at = now() where n0.profile_id = caller and n0.read_at is null;
  get diagnostics n = row_count;
  return n;
end;
$$;

-- Provider ids of one way (or several ways) to watch in a snapshot: '{"flatrate": [8, 9]}' → {8, 9}.
create function public.availability_ids(providers jsonb, ways text[])
returns integer[]
language sql
immutable
set search_path = ''
as $$
  select coalesce(pg_catalog.array_agg(distinct (v.value #>> '{}')::integer), '{}')
    from pg_catalog.unnest(availability_ids.ways) as w(way),
         pg_catalog.jsonb_array_elements(coalesce(availability_ids.providers -> w.way, '[]'::jsonb)) as v(value)
$$;

create function public.apply_availability(
  media_type text, tmdb_id integer, title text, seasons integer, providers jsonb, names jsonb)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  region_code text;
  fresh jsonb;
  old public.availability_snapshots;
  flat_now integer[];
  flat_before integer[];
  streaming_now integer[];
  streaming_before integer[];
  free_now integer[];
  free_before integer[];
  digital_now integer[];
  digital_before integer[];
  events jsonb;
  day text := pg_catalog.to_char(now() at time zone 'UTC', 'YYYY-MM-DD');
  entry text := apply_availability.media_type || '-' || apply_availability.tmdb_id;
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
    select * into old from public.availability_snapshots as s
     where s.media_type = apply_availability.media_type and s.tmdb_id = apply_availability.tmdb_id and s.region = region_code
     for update;
    if found then
      flat_now := public.availability_ids(fresh, '{flatrate}');
      flat_before := public.availability_ids(old.providers, '{flatrate}');
      streaming_now := public.availability_ids(fresh, '{flatrate,free,ads}');
      streaming_before := public.availability_ids(old.providers, '{flatrate,free,ads}');
      free_now := public.availability_ids(fresh, '{free,ads}');
      free_before := public.availability_ids(old.providers, '{free,ads}');
      digital_now := public.availability_ids(fresh, '{rent,buy}');
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
        select pg_catalog.jsonb_build_object('kind', 'new_season', 'provider', p, 'mine', true, 'season', apply_availability.seasons)
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
               apply_availability.names ->> (ev ->> 'provider'), (ev ->> 'season')::integer,
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
    insert into public.availability_snapshots as s (media_type, tmdb_id, region, providers, seasons, checked_at)
    values (apply_availability.media_type, apply_availability.tmdb_id, region_code, fresh, apply_availability.seasons, now())
    on conflict on constraint availability_snapshots_pkey
    do update set providers = excluded.providers, seasons = excluded.seasons, checked_at = excluded.checked_at;
  end loop;
  return written;
end;
$$;

create function public.alerts_feed(token text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((
    select pg_catalog.jsonb_agg(pg_catalog.to_jsonb(a) - 'profile_id' - 'event_key' order by a.created_at desc, a.id desc)
      from (select * from public.notifications as n0
             where n0.profile_id = o.owner
             order by n0.created_at desc, n0.id desc limit 50) as a), '[]'::jsonb)
    from (select public.feed_owner(alerts_feed.token, 'alerts') as owner) as o
   where o.owner is not null
$$;

revoke execute on function public.availability_ids(jsonb, text[]) from public, anon, authenticated;
revoke execute on function public.apply_availability(text, integer, text, integer, jsonb, jsonb) from public, anon, authenticated;
grant execute on function public.apply_availability(text, integer, text, integer, jsonb, jsonb) to service_role;
revoke execute on function public.set_alert_settings(jsonb, boolean) from public, anon;
revoke execute on function public.mark_alerts_read(jsonb) from public, anon;
revoke execute on function public.mark_all_alerts_read() from public, anon;
grant execute on function public.set_alert_settings(jsonb, boolean) to authenticated;
grant execute on function public.mark_alerts_read(jsonb) to authenticated;
grant execute on function public.mark_all_alerts_read() to authenticated;
revoke execute on function public.alerts_feed(text) from public;
grant execute on function public.alerts_feed(text) to anon, authenticated;
