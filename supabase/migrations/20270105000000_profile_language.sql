-- StreamScout: the reader's language on the profile (spec §22, architecture §13).
--
-- profiles.language: one of the languages the app speaks (BCP 47, the list of
-- shared/region/src/language.ts: en, es, fr, de, pt-BR, it, ja, ar), English by default. Signup
-- takes it from the signup metadata ({language}: the browser's language when the app speaks it);
-- a missing or unknown value becomes English rather than failing the signup. The owner changes it
-- like the username or the country: a column-level update grant and the same owner-only policy.
-- A value outside the list is refused (23514, check constraint) and nothing is stored.
--
-- Portable SQL (PGlite, PostgreSQL 15/17), no extensions.

alter table public.profiles
  add column language text not null default 'en'
  constraint profiles_language_known check (language in ('en', 'es', 'fr', 'de', 'pt-BR', 'it', 'ja', 'ar'));

comment on column public.profiles.language is
  'The reader''s language (BCP 47: en, es, fr, de, pt-BR, it, ja, ar); the app shows its texts and TMDB''s in it. Independent of country.';

-- Signup: as before, plus the language of the metadata when it is one of the list.
create or replace function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  wanted text := nullif(btrim(new.raw_user_meta_data ->> 'language'), '');
begin
  insert into public.profiles (id, email, username, country, language)
  values (
    new.id,
    new.email,
    nullif(btrim(new.raw_user_meta_data ->> 'username'), ''),
    coalesce(nullif(btrim(new.raw_user_meta_data ->> 'country'), ''), 'United States of America'),
    case when wanted in ('en', 'es', 'fr', 'de', 'pt-BR', 'it', 'ja', 'ar') then wanted else 'en' end
  );
  return new;
end;
$$;

revoke execute on function public.handle_new_user() from public, anon, authenticated;

grant update (language) on table public.profiles to authenticated;
