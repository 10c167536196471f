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

-- Review aggregates on the profile, so sorting by rating needs no aggregate per request: the
-- visible reviews clients wrote about the freelancer (decision 050: a review waiting for the other
-- side counts nowhere; reviews.visible_at passing is picked up by the contract job through
-- reviews_reveal_due, which touches the rows so this trigger runs).
CREATE OR REPLACE FUNCTION discovery_refresh_rating(pid uuid) RETURNS void
  LANGUAGE sql AS $$
  UPDATE public.profiles p
     SET rating_avg = s.avg, review_count = s.n
    FROM (SELECT avg(rating)::float8 AS avg, count(*)::int AS n FROM public.reviews
           WHERE profile_id = pid AND direction = 'client_to_freelancer' AND visible_at <= now()
             -- a review hidden by moderation counts nowhere (062_moderation.sql refreshes on hide)
             AND NOT EXISTS (SELECT 1 FROM public.content_hides h
                              WHERE h.kind = 'review' AND h.entity_id = reviews.id)) s
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

-- The categories of a profile's services, on the profile (profiles.service_categories), so the
-- category filter is an indexed test on the profile row; profiles.is_freelancer (a generated
-- column) is true for a profile with a service or an hourly rate.
CREATE OR REPLACE FUNCTION discovery_refresh_categories(pid uuid) RETURNS void
  LANGUAGE sql AS $$
  UPDATE public.profiles p
     SET service_categories = s.cats
    FROM (SELECT coalesce(array_agg(DISTINCT category ORDER BY category), '{}'::text[]) AS cats
            FROM public.services WHERE profile_id = pid) s
   WHERE p.id = pid AND p.service_categories IS DISTINCT FROM s.cats $$;

CREATE OR REPLACE FUNCTION discovery_services_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM public.discovery_refresh_categories(OLD.profile_id); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.profile_id IS DISTINCT FROM OLD.profile_id) THEN
    PERFORM public.discovery_refresh_categories(NEW.profile_id);
  END IF;
  RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS services_categories_trg ON services;
CREATE TRIGGER services_categories_trg
  AFTER INSERT OR UPDATE OF category, profile_id OR DELETE ON services
  FOR EACH ROW EXECUTE FUNCTION discovery_services_changed();

-- Fills the column for services written before the trigger existed (a no-op afterwards).
UPDATE profiles p SET service_categories = s.cats
  FROM (SELECT profile_id, array_agg(DISTINCT category ORDER BY category) AS cats
          FROM services GROUP BY profile_id) s
 WHERE s.profile_id = p.id AND p.service_categories IS DISTINCT FROM s.cats;

-- The indexes cover only the profiles discovery lists (visible freelancers), and the search
-- repeats that predicate so the planner can use them. Substring search (LIKE '%term%') uses the
-- trigram index on PostgreSQL and PGlite alike (pg_trgm is bundled with PGlite).
DROP INDEX IF EXISTS profiles_search_text_trgm_idx;
CREATE INDEX IF NOT EXISTS profiles_discovery_trgm_idx ON profiles USING gin (search_text gin_trgm_ops)
  WHERE profile_visible AND is_freelancer;
-- Category filter: service_categories @> ARRAY[category].
CREATE INDEX IF NOT EXISTS profiles_discovery_categories_idx ON profiles USING gin (service_categories)
  WHERE profile_visible AND is_freelancer;
-- An index per sort order, so a page is read in order and the scan stops after it (the last
-- column, id, is the tie-breaker of the ORDER BY). Newest first uses profiles_visible_created_idx.
DROP INDEX IF EXISTS profiles_discovery_rating_idx;
CREATE INDEX IF NOT EXISTS profiles_discovery_by_rating_idx
  ON profiles (rating_avg DESC NULLS LAST, review_count DESC, created_at DESC, id)
  WHERE profile_visible AND is_freelancer;
CREATE INDEX IF NOT EXISTS profiles_discovery_by_rate_idx
  ON profiles (hourly_rate_cents ASC NULLS LAST, created_at DESC, id)
  WHERE profile_visible AND is_freelancer;
