-- StreamScout: private feed URLs — a calendar (`/calendar/<token>.ics`) and, later, alerts
-- (`/alerts/<token>.atom`) that a calendar or feed app fetches without signing in.
--
--   feed_tokens        one row per (profile, kind) whose feed is on: the SHA-256 of the token, never
--                      the token itself, so a copy of the database opens no feed. The owner may see
--                      which feeds are on and since when (not the hash); nobody writes it directly.
--   issue_feed_token(kind text) → text
--                      turns the caller's feed of that kind on, or regenerates it: a new random token
--                      (two v4 UUIDs, 244 random bits, hashed into 64 hex characters) replaces the old
--                      one in the same statement, so the old URL stops working at once. The token is
--                      returned this once and never again.
--   revoke_feed_token(kind text) → boolean
--                      turns it off (true when a feed was on).
--   calendar_feed(token text) → jsonb, or null
--                      what the app's server needs to build one calendar: the owner's region (ISO
--                      3166-1 from the profile's country, which always names a row of countries), services (TMDB provider ids), the TV shows
--                      they follow (in the queue or favorites, or with an episode marked watched) and the
--                      movies in their queue, as TMDB ids. Nothing else of the profile. An unknown,
--                      revoked or malformed token gives null — the same answer as a token never issued.
--                      Callable by anon: the app's server holds no key that reads every user's rows,
--                      only this door, which opens one calendar for its token.
-- Kinds: 'calendar' and 'alerts'. Refusals: not signed in 42501 'not allowed'; another kind 22023.

create table public.feed_tokens (
  profile_id uuid        not null references public.profiles (id) on delete cascade,
  kind       text        not null constraint feed_tokens_kind check (kind in ('calendar', 'alerts')),
  token_hash bytea       not null constraint feed_tokens_hash_length check (pg_catalog.length(token_hash) = 32),
  created_at timestamptz not null default now(),
  primary key (profile_id, kind),
  constraint feed_tokens_token_hash_key unique (token_hash)
);

comment on table public.feed_tokens is
  'Private feed URLs that are on: SHA-256 of each token (never the token); changed only through issue_feed_token and revoke_feed_token.';

alter table public.feed_tokens enable row level security;

create policy feed_tokens_select_own on public.feed_tokens
  for select to authenticated
  using ((select auth.uid()) = profile_id);

revoke all on public.feed_tokens from public, anon, authenticated;
grant select (profile_id, kind, created_at) on public.feed_tokens to authenticated;

create function public.feed_kind_checked(kind text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  if feed_kind_checked.kind is null or feed_kind_checked.kind not in ('calendar', 'alerts') then
    raise exception 'invalid feed: %', pg_catalog.left(coalesce(feed_kind_checked.kind, 'null'), 40) using errcode = '22023',
      hint = 'one of calendar, alerts';
  end if;
  return feed_kind_checked.kind;
end;
$$;

revoke execute on function public.feed_kind_checked(text) from public, anon, authenticated;

create function public.issue_feed_token(kind text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  checked text;
  token text;
begin
  if caller is null then
    raise exception 'not allowed' using errcode = '42501';
  end if;
  checked := public.feed_kind_checked(issue_feed_token.kind);
  token := pg_catalog.encode(
    pg_catalog.sha256(pg_catalog.convert_to(pg_catalog.gen_random_uuid()::text || pg_catalog.gen_random_uuid()::text, 'UTF8')),
    'hex');
  insert into public.feed_tokens as f (profile_id, kind, token_hash)
  values (caller, checked, pg_catalog.sha256(pg_catalog.convert_to(token, 'UTF8')))
  on conflict on constraint feed_tokens_pkey do update set token_hash = excluded.token_hash, created_at = now();
  return token;
end;
$$;

create function public.revoke_feed_token(kind text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  checked text;
begin
  if caller is null then
    raise exception 'not allowed' using errcode = '42501';
  end if;
  checked := public.feed_kind_checked(revoke_feed_token.kind);
  delete from public.feed_tokens as f where f.profile_id = caller and f.kind = checked;
  return found;
end;
$$;

-- The profile whose `kind` feed the token opens, or null.
create function public.feed_owner(token text, kind text)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select f.profile_id
    from public.feed_tokens as f
   where feed_owner.token ~ '^[0-9a-f]{64}$'
     and f.kind = feed_owner.kind
     and f.token_hash = pg_catalog.sha256(pg_catalog.convert_to(feed_owner.token, 'UTF8'))
$$;

revoke execute on function public.feed_owner(text, text) from public, anon, authenticated;

create function public.calendar_feed(token text)
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
               select pg_catalog.substr(e, 4)::integer as id
                 from pg_catalog.unnest(p.queue || p.favorites) as e
                where e like 'tv-%'
               union
               select ep.show_id from public.episode_progress as ep where ep.profile_id = p.id
             ) as s), '[]'::jsonb),
           'movies', coalesce((
             select pg_catalog.jsonb_agg(pg_catalog.substr(e, 7)::integer order by n)
               from pg_catalog.unnest(p.queue) with ordinality as q(e, n)
              where e like 'movie-%'), '[]'::jsonb))
    from public.profiles as p
    join public.countries as c on c.name = p.country
   where p.id = public.feed_owner(calendar_feed.token, 'calendar')
$$;

revoke execute on function public.issue_feed_token(text) from public, anon;
revoke execute on function public.revoke_feed_token(text) from public, anon;
revoke execute on function public.calendar_feed(text) from public;
grant execute on function public.issue_feed_token(text) to authenticated;
grant execute on function public.revoke_feed_token(text) to authenticated;
grant execute on function public.calendar_feed(text) to anon, authenticated;
