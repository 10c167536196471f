-- Discovery search (modules/discovery). The fold must match foldSearchText in src/shared/text.ts:
-- Turkish dotted/dotless i and the Turkish marked letters become plain letters, then lower().
-- translate() runs first so that lower() only meets letters it handles in every locale.
CREATE OR REPLACE FUNCTION discovery_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(translate(value, 'İIıŞşĞğÇçÖöÜüÂâÎîÛû', 'iiissggccoouuaaiiuu')) $$;

-- The searched text of a profile: name, title, location and skills, separated by a newline so a
-- search cannot match across two fields. Declared IMMUTABLE so it can back an expression index;
-- the call inside is schema-qualified because index builds run with a restricted search_path.
CREATE OR REPLACE FUNCTION discovery_profile_text(name text, title text, location text, skills text[])
  RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT public.discovery_fold(
    name || E'\n' || coalesce(title, '') || E'\n' || coalesce(location, '') || E'\n' ||
    array_to_string(skills, E'\n')) $$;

-- Substring search (LIKE '%term%') uses this trigram index on PostgreSQL and PGlite alike.
CREATE INDEX IF NOT EXISTS profiles_discovery_text_trgm_idx
  ON profiles USING gin (discovery_profile_text(name, title, location, skills) gin_trgm_ops);
