-- StreamScout: "My services" — the streaming services a user pays for, as TMDB provider ids
-- (Netflix 8, Prime Video 9, …), so the app can say "On your services" and filter discover to them.
--
--   profiles.services  integer[], default '{}'; owner-only like the rest of the row (the existing
--                      RLS policies); clients cannot UPDATE the column directly, only through
--                      set_services. CHECKs keep any writer (service_role too) to at most 50
--                      positive ids.
--   set_services(profile_id uuid, services jsonb) → the updated profile row. Refuses, with nothing
--                      stored:
--                        caller is not profile_id                         42501 'not allowed'
--                        not a JSON array                                 22023 'invalid services: expected an array of provider ids'
--                        an entry that is not a positive 32-bit integer   22023 'invalid services: every entry must be a provider id (a positive integer), got …'
--                        more than 50 entries                             23514 'too many services: at most 50'
--                        the same id twice                                22023 'invalid services: provider id … appears twice'
--                      The order given is kept (the picker's order).
-- jsonb, not integer[], so a non-integer gets the clear message above instead of a cast error.

alter table public.profiles
  add column services integer[] not null default '{}'
    constraint profiles_services_max_50 check (coalesce(pg_catalog.cardinality(services), 0) <= 50)
    constraint profiles_services_positive check (0 < all (services));

comment on column public.profiles.services is
  'TMDB provider ids of the services the user pays for (at most 50, distinct, positive); changed only through set_services.';

create function public.set_services(profile_id uuid, services jsonb)
returns public.profiles
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  ids integer[];
  bad jsonb;
  dup integer;
  result public.profiles;
begin
  if caller is null or set_services.profile_id is null or set_services.profile_id <> caller then
    raise exception 'not allowed' using errcode = '42501';
  end if;
  if set_services.services is null or pg_catalog.jsonb_typeof(set_services.services) <> 'array' then
    raise exception 'invalid services: expected an array of provider ids' using errcode = '22023',
      hint = 'send a JSON array of TMDB provider ids, e.g. [8, 9, 15]';
  end if;
  select e.value into bad
    from pg_catalog.jsonb_array_elements(set_services.services) as e(value)
    where pg_catalog.jsonb_typeof(e.value) <> 'number'
       or (e.value #>> '{}') !~ '^[1-9][0-9]{0,9}$'
       or (e.value #>> '{}')::numeric > 2147483647
    limit 1;
  if found then
    raise exception 'invalid services: every entry must be a provider id (a positive integer), got %',
      pg_catalog.left(bad::text, 40) using errcode = '22023';
  end if;
  if pg_catalog.jsonb_array_length(set_services.services) > 50 then
    raise exception 'too many services: at most 50' using errcode = '23514',
      hint = 'remove services before adding more';
  end if;
  select pg_catalog.array_agg((e.value #>> '{}')::integer order by e.n)
    into ids
    from pg_catalog.jsonb_array_elements(set_services.services) with ordinality as e(value, n);
  select x into dup from pg_catalog.unnest(coalesce(ids, '{}'::integer[])) as x group by x having count(*) > 1 limit 1;
  if found then
    raise exception 'invalid services: provider id % appears twice', dup using errcode = '22023';
  end if;

  update public.profiles as p
  set services = coalesce(ids, '{}'::integer[])
  where p.id = caller
  returning p.* into result;
  if not found then
    raise exception 'profile not found' using errcode = 'P0002';
  end if;
  return result;
end;
$$;

revoke execute on function public.set_services(uuid, jsonb) from public, anon;
grant execute on function public.set_services(uuid, jsonb) to authenticated;
