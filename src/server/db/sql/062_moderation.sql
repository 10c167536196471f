-- Moderation (decision 060): hiding or showing a review again refreshes its profile's rating
-- (discovery_refresh_rating in 010_discovery_search.sql leaves hidden reviews out).
CREATE OR REPLACE FUNCTION moderation_hides_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  row_kind text := CASE WHEN TG_OP = 'DELETE' THEN OLD.kind ELSE NEW.kind END;
  row_id uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.entity_id ELSE NEW.entity_id END;
  pid uuid;
BEGIN
  IF row_kind = 'review' THEN
    SELECT profile_id INTO pid FROM public.reviews WHERE id = row_id;
    IF pid IS NOT NULL THEN PERFORM public.discovery_refresh_rating(pid); END IF;
  END IF;
  RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS content_hides_rating_trg ON content_hides;
CREATE TRIGGER content_hides_rating_trg
  AFTER INSERT OR DELETE ON content_hides
  FOR EACH ROW EXECUTE FUNCTION moderation_hides_changed();
