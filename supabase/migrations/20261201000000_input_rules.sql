-- StreamScout: server-side input rules (spec §5; architecture §4 "SQL"). Enforced in SQL, so a hosted Supabase project
-- enforces them too, whatever client talks to it.
--
--   usernames  NFC-normalized and trimmed on the way in; 3–30 characters; no Unicode control (Cc)
--              or format (Cf) characters (zero-width spaces, bidi overrides, BOM, …); unique
--              case-insensitively (lower(username)). A refused name at signup fails the signup as a
--              whole (GoTrue: 500 'Database error saving new user' → the app's 'Username unavailable').
--   country    must be a row of public.countries (the list of shared/session/src/countries.ts; a
--              test keeps both identical); default stays 'United States of America'.
--   lists      add_item accepts only ^(movie|tv)-[1-9][0-9]{0,9}$ and at most 2000 entries a list
--              (SQLSTATE 23514, message 'list is full: at most 2000 entries', HTTP 400).
--
-- Existing rows (a database with data): names are cleaned (NFC, trimmed, Cc/Cf removed, cut to 30
-- characters); a name still too short, or a case-insensitive duplicate of an older profile's name,
-- becomes 'user_' followed by 25 hex digits of the profile id. Countries outside the list become
-- 'United States of America'. List entries are left as they are (remove_item still removes old
-- entries); only new ones are checked.
--
-- Portable SQL (Postgres 15/17 hosted, PGlite 18 locally): normalize() / IS NFC NORMALIZED need a
-- UTF8 database (Supabase's is). Character classes are spelled as code point ranges (Unicode 17
-- Cc + Cf) because Postgres regular expressions have no \p{…}.

-- ---------------------------------------------------------------------------------------------
-- Usernames
-- ---------------------------------------------------------------------------------------------

-- The forbidden characters below are every Cc and Cf code point of Unicode 17 (NUL cannot occur
-- in Postgres text), written out where used: a CHECK constraint must not call a function the
-- API roles cannot execute.

-- NFC + trim on every insert and username update, whoever writes (signup trigger, PATCH).
create function public.profiles_normalize_username()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.username is not null then
    new.username := normalize(pg_catalog.btrim(new.username), nfc);
  end if;
  return new;
end;
$$;

revoke execute on function public.profiles_normalize_username() from public, anon, authenticated;

create trigger profiles_normalize_username
  before insert or update of username on public.profiles
  for each row execute function public.profiles_normalize_username();

-- The old rules go; existing names are brought in line before the new ones are added.
alter table public.profiles drop constraint profiles_username_key;
alter table public.profiles drop constraint profiles_username_length;

update public.profiles as p
set username = cleaned.name
from (
  select id,
         pg_catalog.left(
           pg_catalog.btrim(pg_catalog.regexp_replace(normalize(pg_catalog.btrim(username), nfc),
                                                      '[\u0001-\u001f\u007f-\u009f\u00ad\u0600-\u0605\u061c\u06dd\u070f\u0890-\u0891\u08e2\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0001\U000e0020-\U000e007f]', '', 'g')),
           30) as name
  from public.profiles
) as cleaned
where cleaned.id = p.id and cleaned.name is distinct from p.username;

update public.profiles as p
set username = 'user_' || pg_catalog.left(pg_catalog.replace(p.id::text, '-', ''), 25)
where pg_catalog.char_length(p.username) < 3
   or exists (
     select 1 from public.profiles as older
     where pg_catalog.lower(older.username) = pg_catalog.lower(p.username)
       and (older.created_at, older.id) < (p.created_at, p.id)
   );

alter table public.profiles
  add constraint profiles_username_length check (pg_catalog.char_length(username) between 3 and 30),
  add constraint profiles_username_nfc check (username is nfc normalized),
  add constraint profiles_username_chars check (username !~ '[\u0001-\u001f\u007f-\u009f\u00ad\u0600-\u0605\u061c\u06dd\u070f\u0890-\u0891\u08e2\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0001\U000e0020-\U000e007f]');

create unique index profiles_username_lower_key on public.profiles (pg_catalog.lower(username));

-- ---------------------------------------------------------------------------------------------
-- Countries
-- ---------------------------------------------------------------------------------------------

create table public.countries (
  name   text primary key,
  abbrev text not null unique check (abbrev ~ '^[A-Z]{2}$')
);

comment on table public.countries is
  'The selectable countries (spec §3), identical to shared/session/src/countries.ts (a test checks it). profiles.country references name.';

insert into public.countries (name, abbrev) values
  ('Afghanistan', 'AF'),
  ('Albania', 'AL'),
  ('Algeria', 'DZ'),
  ('Andorra', 'AD'),
  ('Angola', 'AO'),
  ('Argentina', 'AR'),
  ('Armenia', 'AM'),
  ('Australia', 'AU'),
  ('Austria', 'AT'),
  ('Azerbaijan', 'AZ'),
  ('Bahamas', 'BS'),
  ('Bahrain', 'BH'),
  ('Bangladesh', 'BD'),
  ('Barbados', 'BB'),
  ('Belarus', 'BY'),
  ('Belgium', 'BE'),
  ('Belize', 'BZ'),
  ('Benin', 'BJ'),
  ('Bhutan', 'BT'),
  ('Bolivia', 'BO'),
  ('Bosnia and Herzegovina', 'BA'),
  ('Botswana', 'BW'),
  ('Brazil', 'BR'),
  ('Brunei', 'BN'),
  ('Bulgaria', 'BG'),
  ('Burkina Faso', 'BF'),
  ('Burundi', 'BI'),
  ('Cambodia', 'KH'),
  ('Cameroon', 'CM'),
  ('Canada', 'CA'),
  ('Cape Verde', 'CV'),
  ('Central African Republic', 'CF'),
  ('Chad', 'TD'),
  ('Chile', 'CL'),
  ('China', 'CN'),
  ('Colombia', 'CO'),
  ('Costa Rica', 'CR'),
  ('Croatia', 'HR'),
  ('Cuba', 'CU'),
  ('Cyprus', 'CY'),
  ('Czech Republic', 'CZ'),
  ('Democratic Republic of the Congo', 'CD'),
  ('Denmark', 'DK'),
  ('Djibouti', 'DJ'),
  ('Dominica', 'DM'),
  ('Dominican Republic', 'DO'),
  ('Ecuador', 'EC'),
  ('Egypt', 'EG'),
  ('El Salvador', 'SV'),
  ('Estonia', 'EE'),
  ('Ethiopia', 'ET'),
  ('Fiji', 'FJ'),
  ('Finland', 'FI'),
  ('France', 'FR'),
  ('Gabon', 'GA'),
  ('Gambia', 'GM'),
  ('Georgia', 'GE'),
  ('Germany', 'DE'),
  ('Ghana', 'GH'),
  ('Greece', 'GR'),
  ('Guatemala', 'GT'),
  ('Guinea', 'GN'),
  ('Guyana', 'GY'),
  ('Haiti', 'HT'),
  ('Honduras', 'HN'),
  ('Hong Kong', 'HK'),
  ('Hungary', 'HU'),
  ('Iceland', 'IS'),
  ('India', 'IN'),
  ('Indonesia', 'ID'),
  ('Iran', 'IR'),
  ('Iraq', 'IQ'),
  ('Ireland', 'IE'),
  ('Israel', 'IL'),
  ('Italy', 'IT'),
  ('Ivory Coast', 'CI'),
  ('Jamaica', 'JM'),
  ('Japan', 'JP'),
  ('Jordan', 'JO'),
  ('Kazakhstan', 'KZ'),
  ('Kenya', 'KE'),
  ('Kuwait', 'KW'),
  ('Kyrgyzstan', 'KG'),
  ('Laos', 'LA'),
  ('Latvia', 'LV'),
  ('Lebanon', 'LB'),
  ('Lesotho', 'LS'),
  ('Liberia', 'LR'),
  ('Libya', 'LY'),
  ('Liechtenstein', 'LI'),
  ('Lithuania', 'LT'),
  ('Luxembourg', 'LU'),
  ('Madagascar', 'MG'),
  ('Malawi', 'MW'),
  ('Malaysia', 'MY'),
  ('Maldives', 'MV'),
  ('Mali', 'ML'),
  ('Malta', 'MT'),
  ('Mauritania', 'MR'),
  ('Mauritius', 'MU'),
  ('Mexico', 'MX'),
  ('Moldova', 'MD'),
  ('Monaco', 'MC'),
  ('Mongolia', 'MN'),
  ('Montenegro', 'ME'),
  ('Morocco', 'MA'),
  ('Mozambique', 'MZ'),
  ('Myanmar', 'MM'),
  ('Namibia', 'NA'),
  ('Nepal', 'NP'),
  ('Netherlands', 'NL'),
  ('New Zealand', 'NZ'),
  ('Nicaragua', 'NI'),
  ('Niger', 'NE'),
  ('Nigeria', 'NG'),
  ('North Korea', 'KP'),
  ('North Macedonia', 'MK'),
  ('Norway', 'NO'),
  ('Oman', 'OM'),
  ('Pakistan', 'PK'),
  ('Panama', 'PA'),
  ('Papua New Guinea', 'PG'),
  ('Paraguay', 'PY'),
  ('Peru', 'PE'),
  ('Philippines', 'PH'),
  ('Poland', 'PL'),
  ('Portugal', 'PT'),
  ('Qatar', 'QA'),
  ('Romania', 'RO'),
  ('Russia', 'RU'),
  ('Rwanda', 'RW'),
  ('Saudi Arabia', 'SA'),
  ('Senegal', 'SN'),
  ('Serbia', 'RS'),
  ('Sierra Leone', 'SL'),
  ('Singapore', 'SG'),
  ('Slovakia', 'SK'),
  ('Slovenia', 'SI'),
  ('Somalia', 'SO'),
  ('South Africa', 'ZA'),
  ('South Korea', 'KR'),
  ('Spain', 'ES'),
  ('Sri Lanka', 'LK'),
  ('Sudan', 'SD'),
  ('Suriname', 'SR'),
  ('Sweden', 'SE'),
  ('Switzerland', 'CH'),
  ('Syria', 'SY'),
  ('Taiwan', 'TW'),
  ('Tajikistan', 'TJ'),
  ('Tanzania', 'TZ'),
  ('Thailand', 'TH'),
  ('Togo', 'TG'),
  ('Trinidad and Tobago', 'TT'),
  ('Tunisia', 'TN'),
  ('Turkey', 'TR'),
  ('Turkmenistan', 'TM'),
  ('Uganda', 'UG'),
  ('Ukraine', 'UA'),
  ('United Arab Emirates', 'AE'),
  ('United Kingdom', 'GB'),
  ('United States of America', 'US'),
  ('Uruguay', 'UY'),
  ('Uzbekistan', 'UZ'),
  ('Venezuela', 'VE'),
  ('Vietnam', 'VN'),
  ('Yemen', 'YE'),
  ('Zambia', 'ZM'),
  ('Zimbabwe', 'ZW');

alter table public.countries enable row level security;

create policy "countries_read_all" on public.countries
  for select to anon, authenticated
  using (true);

revoke all on table public.countries from public, anon, authenticated;
grant select on table public.countries to anon, authenticated;
grant all on table public.countries to service_role;

update public.profiles
set country = 'United States of America'
where country not in (select name from public.countries);

alter table public.profiles
  add constraint profiles_country_fkey foreign key (country) references public.countries (name) on update cascade;

-- ---------------------------------------------------------------------------------------------
-- Lists: strict entries on add, at most 2000 entries a list
-- ---------------------------------------------------------------------------------------------

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
  if change_list.op = 'add'
     and (change_list.show_id is null or change_list.show_id !~ '^(movie|tv)-[1-9][0-9]{0,9}$') then
    raise exception 'invalid show id: %', pg_catalog.left(coalesce(change_list.show_id, 'null'), 40)
      using errcode = '22023', hint = 'show_id must look like movie-123 or tv-456 (at most 10 digits, no leading zero)';
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

revoke execute on function private.change_list(uuid, text, text, text) from public, anon, authenticated;
