-- StreamScout: watch groups — a household or friends (at most 8 members) who pick what to watch
-- together from their queues and services: the base of "Watch together" (supabase/README.md
-- "Watch groups").
--
--   watch_groups          a group: its name (1–60 characters) and the region its picks are made in
--                         (ISO 3166-1; the creator's at creation, changeable by the owner).
--   watch_group_members   who is in it: one 'owner' (the creator, or the member promoted when the
--                         owner leaves or deletes their account) and 'member's.
--   watch_group_invites   invite links: the SHA-256 of a random token (two v4 UUIDs, 244 random bits,
--                         64 hex characters), never the token; valid 7 days unless revoked.
-- Nobody writes these tables directly; the functions below are the only doors. RLS lets a member
-- read their groups and its members' rows (never another group's), and the owner read the group's
-- invites (never their hashes); a non-member reads nothing of a group.
--
--   create_group(name text, region text default null) → watch_groups row; region default: the
--       caller's (their profile's country). Refusals: not signed in 42501; a blank or longer name,
--       an unknown region 22023; already in 20 groups 23514 'too many groups: at most 20'.
--   rename_group(group_id uuid, name text), set_group_region(group_id uuid, region text) → the row;
--       owner only (anyone else: P0002 'group not found', the same as an unknown id).
--   create_group_invite(group_id uuid) → text: the token, returned this once. Owner only.
--   revoke_group_invites(group_id uuid) → integer: how many live invites stopped working. Owner only.
--   join_group(token text) → uuid: the group joined (or already a member of). A malformed, unknown,
--       expired or revoked token refuses with the same P0002 'invite not found or expired', so a
--       token tells nothing about any group. A full group (8) or a caller already in 20 groups:
--       23514. Not signed in: 42501.
--   leave_group(group_id uuid) → boolean (false when not a member).
--   remove_group_member(group_id uuid, profile_id uuid) → boolean; owner only, never the owner
--       themself (22023: leave instead).
--   delete_group(group_id uuid) → boolean; owner only.
--   my_group_role(group_id uuid) → 'owner', 'member' or null: the caller's own role.
--   group_members(group_id uuid) → (profile_id, username, role, joined_at, queue, services) per
--       member, owner first: what members see of each other — the username, the titles on their
--       Watch Queue and their services' TMDB provider ids. Never the email, the country, favorites,
--       watched list or episode progress. A non-member gets no row.
-- When a member leaves (or their account is deleted, which leaves every group), an owner who left is
-- replaced by the member who joined first; a group left with nobody is deleted.

create table public.watch_groups (
  id         uuid        primary key default pg_catalog.gen_random_uuid(),
  name       text        not null constraint watch_groups_name_length check (pg_catalog.char_length(name) between 1 and 60),
  region     text        not null constraint watch_groups_region_code check (region ~ '^[A-Z]{2}$'),
  created_at timestamptz not null default now()
);

create table public.watch_group_members (
  group_id   uuid        not null references public.watch_groups (id) on delete cascade,
  profile_id uuid        not null references public.profiles (id) on delete cascade,
  role       text        not null constraint watch_group_members_role check (role in ('owner', 'member')),
  joined_at  timestamptz not null default pg_catalog.clock_timestamp(),
  primary key (group_id, profile_id)
);

create unique index watch_group_members_one_owner on public.watch_group_members (group_id) where role = 'owner';
create index watch_group_members_profile on public.watch_group_members (profile_id);

create table public.watch_group_invites (
  id         uuid        primary key default pg_catalog.gen_random_uuid(),
  group_id   uuid        not null references public.watch_groups (id) on delete cascade,
  token_hash bytea       not null constraint watch_group_invites_hash_length check (pg_catalog.length(token_hash) = 32),
  created_by uuid        references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '7 days',
  revoked_at timestamptz,
  constraint watch_group_invites_token_hash_key unique (token_hash)
);

create index watch_group_invites_group on public.watch_group_invites (group_id);

comment on table public.watch_groups is
  'Watch groups (at most 8 members); changed only through the group functions (create_group, join_group, …).';
comment on table public.watch_group_members is
  'Members of a watch group: one owner, the rest members; a member reads the rows of their own groups only.';
comment on table public.watch_group_invites is
  'Invite links of a watch group: SHA-256 of each token (never the token), 7 days, revocable.';

-- The caller's role in a group ('owner', 'member'), or null for a non-member. security definer: the
-- policies below would otherwise read watch_group_members under its own policy (a recursion). In
-- public (callable as an RPC: it tells the caller only about themself), because the private
-- schema's functions are for their owner alone.
create function public.my_group_role(group_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select m.role from public.watch_group_members as m
   where m.group_id = my_group_role.group_id and m.profile_id = (select auth.uid())
$$;

revoke execute on function public.my_group_role(uuid) from public, anon;
grant execute on function public.my_group_role(uuid) to authenticated;

alter table public.watch_groups enable row level security;
alter table public.watch_group_members enable row level security;
alter table public.watch_group_invites enable row level security;

create policy watch_groups_select_member on public.watch_groups
  for select to authenticated using (public.my_group_role(id) is not null);
create policy watch_group_members_select_member on public.watch_group_members
  for select to authenticated using (public.my_group_role(group_id) is not null);
create policy watch_group_invites_select_owner on public.watch_group_invites
  for select to authenticated using (public.my_group_role(group_id) = 'owner');

revoke all on public.watch_groups, public.watch_group_members, public.watch_group_invites from public, anon, authenticated;
grant select on public.watch_groups, public.watch_group_members to authenticated;
grant select (id, group_id, created_at, expires_at, revoked_at) on public.watch_group_invites to authenticated;

-- ---------------------------------------------------------------------------------------------
-- checks shared by the functions
-- ---------------------------------------------------------------------------------------------

create function private.group_caller()
returns uuid
language plpgsql
stable
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
begin
  if caller is null then
    raise exception 'not allowed' using errcode = '42501';
  end if;
  return caller;
end;
$$;

create function private.group_name_checked(name text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  trimmed text := pg_catalog.btrim(coalesce(group_name_checked.name, ''));
begin
  if pg_catalog.char_length(trimmed) not between 1 and 60 then
    raise exception 'invalid group name: 1 to 60 characters' using errcode = '22023';
  end if;
  return trimmed;
end;
$$;

create function private.group_region_checked(region text)
returns text
language plpgsql
stable
set search_path = ''
as $$
begin
  if group_region_checked.region is null
     or not exists (select 1 from public.countries as c where c.abbrev = group_region_checked.region) then
    raise exception 'invalid region: %', coalesce(pg_catalog.left(group_region_checked.region, 10), 'null') using errcode = '22023',
      hint = 'an ISO 3166-1 code of the countries list, e.g. GB';
  end if;
  return group_region_checked.region;
end;
$$;

-- The group, when the caller owns it; otherwise P0002 'group not found' (an unknown id and another
-- group look the same).
create function private.owned_group(group_id uuid)
returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if owned_group.group_id is null or coalesce(public.my_group_role(owned_group.group_id), '') <> 'owner' then
    raise exception 'group not found' using errcode = 'P0002';
  end if;
  return owned_group.group_id;
end;
$$;

-- Refuses when `profile_id` is already in 20 groups.
create function private.group_quota(profile_id uuid)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if (select count(*) from public.watch_group_members as m where m.profile_id = group_quota.profile_id) >= 20 then
    raise exception 'too many groups: at most 20' using errcode = '23514', hint = 'leave a group before joining another';
  end if;
end;
$$;

revoke execute on function private.group_caller(), private.group_name_checked(text), private.group_region_checked(text),
  private.owned_group(uuid), private.group_quota(uuid) from public;

-- ---------------------------------------------------------------------------------------------
-- the doors
-- ---------------------------------------------------------------------------------------------

create function public.create_group(name text, region text default null)
returns public.watch_groups
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := private.group_caller();
  checked_name text := private.group_name_checked(create_group.name);
  checked_region text;
  result public.watch_groups;
begin
  if create_group.region is null then
    select c.abbrev into checked_region
      from public.profiles as p join public.countries as c on c.name = p.country
     where p.id = caller;
  end if;
  checked_region := private.group_region_checked(coalesce(create_group.region, checked_region));
  perform private.group_quota(caller);
  insert into public.watch_groups (name, region) values (checked_name, checked_region) returning * into result;
  insert into public.watch_group_members (group_id, profile_id, role) values (result.id, caller, 'owner');
  return result;
end;
$$;

create function public.rename_group(group_id uuid, name text)
returns public.watch_groups
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  result public.watch_groups;
begin
  perform private.group_caller();
  update public.watch_groups as g set name = private.group_name_checked(rename_group.name)
   where g.id = private.owned_group(rename_group.group_id)
  returning g.* into result;
  return result;
end;
$$;

create function public.set_group_region(group_id uuid, region text)
returns public.watch_groups
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  result public.watch_groups;
begin
  perform private.group_caller();
  update public.watch_groups as g set region = private.group_region_checked(set_group_region.region)
   where g.id = private.owned_group(set_group_region.group_id)
  returning g.* into result;
  return result;
end;
$$;

create function public.create_group_invite(group_id uuid)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := private.group_caller();
  token text;
begin
  perform private.owned_group(create_group_invite.group_id);
  token := pg_catalog.encode(
    pg_catalog.sha256(pg_catalog.convert_to(pg_catalog.gen_random_uuid()::text || pg_catalog.gen_random_uuid()::text, 'UTF8')),
    'hex');
  insert into public.watch_group_invites (group_id, token_hash, created_by)
  values (create_group_invite.group_id, pg_catalog.sha256(pg_catalog.convert_to(token, 'UTF8')), caller);
  return token;
end;
$$;

create function public.revoke_group_invites(group_id uuid)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  n integer;
begin
  perform private.group_caller();
  update public.watch_group_invites as i set revoked_at = now()
   where i.group_id = private.owned_group(revoke_group_invites.group_id)
     and i.revoked_at is null and i.expires_at > now();
  get diagnostics n = row_count;
  return n;
end;
$$;

create function public.join_group(token text)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := private.group_caller();
  target uuid;
begin
  select i.group_id into target
    from public.watch_group_invites as i
   where join_group.token ~ '^[0-9a-f]{64}$'
     and i.token_hash = pg_catalog.sha256(pg_catalog.convert_to(join_group.token, 'UTF8'))
     and i.revoked_at is null
     and i.expires_at > now();
  if target is null then
    raise exception 'invite not found or expired' using errcode = 'P0002';
  end if;
  if exists (select 1 from public.watch_group_members as m where m.group_id = target and m.profile_id = caller) then
    return target;
  end if;
  -- one join at a time per group, so two joins at once cannot make 9
  perform 1 from public.watch_groups as g where g.id = target for update;
  if (select count(*) from public.watch_group_members as m where m.group_id = target) >= 8 then
    raise exception 'group is full: at most 8 members' using errcode = '23514';
  end if;
  perform private.group_quota(caller);
  insert into public.watch_group_members (group_id, profile_id, role) values (target, caller, 'member');
  return target;
end;
$$;

create function public.leave_group(group_id uuid)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := private.group_caller();
begin
  delete from public.watch_group_members as m where m.group_id = leave_group.group_id and m.profile_id = caller;
  return found;
end;
$$;

create function public.remove_group_member(group_id uuid, profile_id uuid)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := private.group_caller();
begin
  perform private.owned_group(remove_group_member.group_id);
  if remove_group_member.profile_id = caller then
    raise exception 'the owner leaves the group instead of removing themself' using errcode = '22023';
  end if;
  delete from public.watch_group_members as m
   where m.group_id = remove_group_member.group_id and m.profile_id = remove_group_member.profile_id;
  return found;
end;
$$;

create function public.delete_group(group_id uuid)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.group_caller();
  delete from public.watch_groups as g where g.id = private.owned_group(delete_group.group_id);
  return found;
end;
$$;

create function public.group_members(group_id uuid)
returns table (profile_id uuid, username text, role text, joined_at timestamptz, queue text[], services integer[])
language sql
stable
security definer
set search_path = ''
as $$
  select m.profile_id, p.username, m.role, m.joined_at, p.queue, p.services
    from public.watch_group_members as m
    join public.profiles as p on p.id = m.profile_id
   where m.group_id = group_members.group_id
     and public.my_group_role(group_members.group_id) is not null
   order by m.role = 'owner' desc, m.joined_at, m.profile_id
$$;

revoke execute on function public.create_group(text, text), public.rename_group(uuid, text), public.set_group_region(uuid, text),
  public.create_group_invite(uuid), public.revoke_group_invites(uuid), public.join_group(text), public.leave_group(uuid),
  public.remove_group_member(uuid, uuid), public.delete_group(uuid), public.group_members(uuid) from public, anon;
grant execute on function public.create_group(text, text), public.rename_group(uuid, text), public.set_group_region(uuid, text),
  public.create_group_invite(uuid), public.revoke_group_invites(uuid), public.join_group(text), public.leave_group(uuid),
  public.remove_group_member(uuid, uuid), public.delete_group(uuid), public.group_members(uuid) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- a member who leaves (or whose account goes): the owner is replaced, an empty group goes
-- ---------------------------------------------------------------------------------------------

create function private.watch_group_member_left()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  next_owner uuid;
begin
  if not exists (select 1 from public.watch_groups as g where g.id = old.group_id) then
    return null; -- the group itself is being deleted
  end if;
  if not exists (select 1 from public.watch_group_members as m where m.group_id = old.group_id) then
    delete from public.watch_groups as g where g.id = old.group_id;
  elsif old.role = 'owner' then
    select m.profile_id into next_owner
      from public.watch_group_members as m
     where m.group_id = old.group_id
     order by m.joined_at, m.profile_id
     limit 1;
    update public.watch_group_members as m set role = 'owner'
     where m.group_id = old.group_id and m.profile_id = next_owner;
  end if;
  return null;
end;
$$;

revoke execute on function private.watch_group_member_left() from public;

create trigger watch_group_member_left
  after delete on public.watch_group_members
  for each row execute function private.watch_group_member_left();
