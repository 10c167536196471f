-- Discovery search (modules/discovery). Every statement is idempotent.
--
-- The fold must match foldSearchText in src/shared/text.ts: Turkish dotted/dotless i and the
-- Turkish marked letters become plain letters, then lower(). translate() runs first so that
-- lower() only meets letters it handles the same way in every locale.
CREATE OR REPLACE FUNCTION discovery_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(translate(value, 'İIıŞşĞğÇçÖöÜüÂâÎîÛû', 'iiissggccoouuaaiiuu')) $$;

-- The searched text of a profile: name, title, location and skills, separated by a newline so a
-- search cannot match across two fields. The call inside is schema-qualified because triggers
-- and index builds may run with a restricted search_path.
CREATE OR REPLACE FUNCTION discovery_profile_text(name text, title text, location text, skills text[])
  RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT public.discovery_fold(
    name || E'\n' || coalesce(title, '') || E'\n' || coalesce(location, '') || E'\n' ||
    array_to_string(skills, E'\n')) $$;

-- profiles.search_text is stored (not computed per query) so a search over 100,000 profiles
-- reads one column; a trigger keeps it current whoever writes the profile.
CREATE OR REPLACE FUNCTION discovery_profiles_search_text() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := public.discovery_profile_text(NEW.name, NEW.title, NEW.location, NEW.skills);
  RETURN NEW;
END $$;

DROP TRIGGER IF EXISTS profiles_search_text_trg ON profiles;
CREATE TRIGGER profiles_search_text_trg
  BEFORE INSERT OR UPDATE OF name, title, location, skills ON profiles
  FOR EACH ROW EXECUTE FUNCTION discovery_profiles_search_text();

UPDATE profiles SET search_text = discovery_profile_text(name, title, location, skills)
  WHERE search_text IS NULL;

-- Review aggregates on the profile, so sorting by rating needs no aggregate per request.
CREATE OR REPLACE FUNCTION discovery_refresh_rating(pid uuid) RETURNS void
  LANGUAGE sql AS $$
  UPDATE public.profiles p
     SET rating_avg = s.avg, review_count = s.n
    FROM (SELECT avg(rating)::float8 AS avg, count(*)::int AS n FROM public.reviews WHERE profile_id = pid) s
   WHERE p.id = pid $$;

CREATE OR REPLACE FUNCTION discovery_reviews_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM public.discovery_refresh_rating(OLD.profile_id); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM public.discovery_refresh_rating(NEW.profile_id); END IF;
  RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS reviews_rating_trg ON reviews;
CREATE TRIGGER reviews_rating_trg
  AFTER INSERT OR UPDATE OR DELETE ON reviews
  FOR EACH ROW EXECUTE FUNCTION discovery_reviews_changed();

-- Substring search (LIKE '%term%') uses this trigram index on PostgreSQL and PGlite alike.
CREATE INDEX IF NOT EXISTS profiles_search_text_trgm_idx ON profiles USING gin (search_text gin_trgm_ops);
-- Featured and "best rated" listings walk this index and stop after one page.
CREATE INDEX IF NOT EXISTS profiles_discovery_rating_idx
  ON profiles (rating_avg DESC NULLS LAST, review_count DESC, created_at DESC)
  WHERE profile_visible;
