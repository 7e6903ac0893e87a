-- StreamScout: usernames of ASCII letters, digits, '_', '.' and '-' (3–30 characters), unique
-- without regard to case.
--
-- Why: the earlier rule (any visible Unicode, unique case-insensitively after NFC) still let a
-- look-alike through — 'usеr' with a Cyrillic 'е' (U+0435) is a different name from 'user', as are
-- Greek 'ο', full-width 'ａ' and hundreds of other confusables. The big platforms (GitHub, X,
-- Instagram, Reddit) settle this the same way: a username is a short ASCII handle. Within ASCII,
-- case is the only way to write "the same" name twice, and lower(username) is already unique
-- (profiles_username_lower_key). What this still allows, as those platforms do: 'l' / 'I' / '1' and
-- 'O' / '0' are different names.
--
-- Enforced by a trigger rather than a CHECK constraint, so that rows stored under the old rule stay
-- as they are (a CHECK, even NOT VALID, would refuse every later update of such a row, e.g. its
-- country or adult flag):
--   * a new profile (the signup trigger on auth.users inserts it) must satisfy the rule, else the
--     insert raises 23514 and the whole signup fails, no auth user left (GoTrue: 500 'Database error
--     saving new user', which the app shows as 'Username unavailable' — the form checks the rule
--     before sending, so a person meets this only with another client);
--   * an update that changes the username must satisfy the rule: 23514 (PostgREST: HTTP 400) with
--     the message below; nothing is stored.
-- Existing rows that break the rule (e.g. 'José', 'Zoë 😀', a Cyrillic name) are kept unchanged and
-- stay readable; their owner can still change country and adult flag, and may re-save the same name,
-- but any rename must satisfy the rule. Nothing is renamed automatically: a rename would surprise
-- the owner, and the old names are already unique case-insensitively.
--
-- Runs after profiles_normalize_username (triggers of one event fire in name order), so the name
-- checked is the trimmed NFC one that is stored. Portable SQL (Postgres 15/17 hosted, PGlite 18);
-- the letters are spelled out, so no locale or collation can widen a range like A-Z.

create function public.profiles_username_rule()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- A missing name is the NOT NULL constraint's to refuse (23502); an unchanged one is kept as is.
  if new.username is null or (tg_op = 'UPDATE' and new.username = old.username) then
    return new;
  end if;
  if new.username !~ '^[abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-]{3,30}$' then
    raise exception 'username must be 3 to 30 characters: English letters (a-z), digits, _ . or -'
      using errcode = '23514',
            hint = 'no spaces, accents, other alphabets or emoji; usernames are unique without regard to case';
  end if;
  return new;
end;
$$;

revoke execute on function public.profiles_username_rule() from public, anon, authenticated;

create trigger profiles_username_rule
  before insert or update of username on public.profiles
  for each row execute function public.profiles_username_rule();

comment on trigger profiles_username_rule on public.profiles is
  'New usernames: ^[A-Za-z0-9_.-]{3,30}$ (ASCII only, against look-alikes); rows stored before this rule keep their name until renamed.';
