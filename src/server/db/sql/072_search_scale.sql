-- Search at 100,000 profiles, services and projects (decision 072). Every statement is idempotent
-- (decision 002); this file runs after 052_search.sql, whose documents and functions it uses.

-- The seller's visibility and ranking keys on each service (services.seller_*), so services in
-- rating order are read from one index instead of joining every visible profile first. A new or
-- moved service copies them from its profile; a profile whose visibility, rating, review count or
-- completed work changes writes them to its services.
CREATE OR REPLACE FUNCTION search_services_seller() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  SELECT p.profile_visible, p.rating_avg, p.completed_count, p.review_count
    INTO NEW.seller_visible, NEW.seller_rating, NEW.seller_completed, NEW.seller_reviews
    FROM public.profiles p WHERE p.id = NEW.profile_id;
  RETURN NEW;
END $$;

DROP TRIGGER IF EXISTS services_search_seller_trg ON services;
CREATE TRIGGER services_search_seller_trg
  BEFORE INSERT OR UPDATE OF profile_id ON services
  FOR EACH ROW EXECUTE FUNCTION search_services_seller();

CREATE OR REPLACE FUNCTION search_profiles_seller_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public.services s
     SET seller_visible = NEW.profile_visible, seller_rating = NEW.rating_avg,
         seller_completed = NEW.completed_count, seller_reviews = NEW.review_count
   WHERE s.profile_id = NEW.id
     AND (s.seller_visible IS DISTINCT FROM NEW.profile_visible
          OR s.seller_rating IS DISTINCT FROM NEW.rating_avg
          OR s.seller_completed IS DISTINCT FROM NEW.completed_count
          OR s.seller_reviews IS DISTINCT FROM NEW.review_count);
  RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS profiles_search_seller_trg ON profiles;
CREATE TRIGGER profiles_search_seller_trg
  AFTER UPDATE OF profile_visible, rating_avg, completed_count, review_count ON profiles
  FOR EACH ROW
  WHEN (OLD.profile_visible IS DISTINCT FROM NEW.profile_visible
        OR OLD.rating_avg IS DISTINCT FROM NEW.rating_avg
        OR OLD.completed_count IS DISTINCT FROM NEW.completed_count
        OR OLD.review_count IS DISTINCT FROM NEW.review_count)
  EXECUTE FUNCTION search_profiles_seller_changed();

-- Services written before these triggers (a no-op afterwards).
UPDATE services s
   SET seller_visible = p.profile_visible, seller_rating = p.rating_avg,
       seller_completed = p.completed_count, seller_reviews = p.review_count
  FROM profiles p
 WHERE p.id = s.profile_id
   AND (s.seller_visible IS DISTINCT FROM p.profile_visible
        OR s.seller_rating IS DISTINCT FROM p.rating_avg
        OR s.seller_completed IS DISTINCT FROM p.completed_count
        OR s.seller_reviews IS DISTINCT FROM p.review_count);

-- Best match, tier by tier (decision 072): a row is in tier 3 when its document restricted to
-- weight A matches (search_doc_a, a stored generated column), 2 when restricted to A and B
-- (search_doc_ab), below that when the whole document does. A GIN index on each restricted
-- document finds a rare tier's rows without reading the others, the rank indexes below read a
-- dense tier in order and stop after one page; the planner tells the two apart from the columns'
-- statistics (an expression index's statistics are not used for @@).
DROP INDEX IF EXISTS profiles_search_doc_a_idx;
DROP INDEX IF EXISTS profiles_search_doc_ab_idx;
DROP INDEX IF EXISTS profiles_search_doc_abc_idx;
DROP INDEX IF EXISTS services_search_doc_a_idx;
DROP INDEX IF EXISTS services_search_doc_ab_idx;
DROP INDEX IF EXISTS projects_search_doc_a_idx;
DROP INDEX IF EXISTS projects_search_doc_ab_idx;
CREATE INDEX IF NOT EXISTS profiles_search_tier_a_idx ON profiles USING gin (search_doc_a)
  WHERE profile_visible AND is_freelancer;
CREATE INDEX IF NOT EXISTS profiles_search_tier_ab_idx ON profiles USING gin (search_doc_ab)
  WHERE profile_visible AND is_freelancer;
CREATE INDEX IF NOT EXISTS services_search_tier_a_idx ON services USING gin (search_doc_a)
  WHERE seller_visible;
CREATE INDEX IF NOT EXISTS services_search_tier_ab_idx ON services USING gin (search_doc_ab)
  WHERE seller_visible;
CREATE INDEX IF NOT EXISTS projects_search_tier_a_idx ON projects USING gin (search_doc_a)
  WHERE status = 'active';
CREATE INDEX IF NOT EXISTS projects_search_tier_ab_idx ON projects USING gin (search_doc_ab)
  WHERE status = 'active';

-- The order within a tier and of "by rating": rating, completed work, reviews, newest, id.
CREATE INDEX IF NOT EXISTS profiles_search_rank_idx
  ON profiles (rating_avg DESC NULLS LAST, completed_count DESC, review_count DESC, created_at DESC, id)
  WHERE profile_visible AND is_freelancer;
CREATE INDEX IF NOT EXISTS services_search_rank_idx
  ON services (seller_rating DESC NULLS LAST, seller_completed DESC, seller_reviews DESC, created_at DESC, id)
  WHERE seller_visible;
CREATE INDEX IF NOT EXISTS services_search_visible_doc_idx ON services USING gin (search_doc)
  WHERE seller_visible;
DROP INDEX IF EXISTS services_search_doc_idx;
-- Newest projects first, the default order of project search.
CREATE INDEX IF NOT EXISTS projects_search_created_idx ON projects (created_at DESC, id)
  WHERE status = 'active';
-- The language filter of freelancer search, combined with the location's trigram bitmap.
CREATE INDEX IF NOT EXISTS profiles_search_language_idx ON profiles (language)
  WHERE profile_visible AND is_freelancer;
