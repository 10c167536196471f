-- Search that understands a query (decision 052). Every statement is idempotent (decision 002);
-- this file runs after 010_discovery_search.sql, whose discovery_fold it uses.
--
-- Documents: a tsvector per profile, service and project, built with the 'simple' configuration
-- over the folded text (discovery_fold: Turkish letters → plain letters, lowercase), weighted
-- A (name, title, service header, project title), B (skills, service and taxonomy names,
-- requirements), C (location), D (long descriptions). Taxonomy ids are expanded to their names in
-- both languages, so 'tasarım' and 'design' find the same services. Queries: search_query().

-- The taxonomy's names in both languages. The list between the markers is checked against
-- src/shared/taxonomy.ts by src/server/modules/search/search-sql.test.ts; when it changes this
-- file runs again and refreshes every document (at the end).
INSERT INTO search_taxonomy (id, kind, category, en, tr) VALUES
-- taxonomy:begin
  ('graphic-design', 'category', 'graphic-design', 'Graphic & Design', 'Grafik ve Tasarım'),
  ('logo-design', 'subcategory', 'graphic-design', 'Logo Design', 'Logo Tasarımı'),
  ('designs-for-publishers', 'subcategory', 'graphic-design', 'Designs for Publishers', 'Yayıncılar İçin Tasarımlar'),
  ('advertising-banner-design', 'subcategory', 'graphic-design', 'Advertising & Banner Design', 'Reklam ve Banner Tasarımı'),
  ('brochure-catalog-design', 'subcategory', 'graphic-design', 'Brochure & Catalog Design', 'Broşür ve Katalog Tasarımı'),
  ('3d-designs', 'subcategory', 'graphic-design', '3D Designs', '3D Tasarımlar'),
  ('game-art', 'subcategory', 'graphic-design', 'Game Art', 'Oyun Sanatı'),
  ('ui-ux-design', 'subcategory', 'graphic-design', 'UI/UX Design', 'UI/UX Tasarımı'),
  ('social-media-designs', 'subcategory', 'graphic-design', 'Social Media Designs', 'Sosyal Medya Tasarımları'),
  ('illustration', 'subcategory', 'graphic-design', 'Illustration', 'İllüstrasyon'),
  ('packaging-design', 'subcategory', 'graphic-design', 'Packaging Design', 'Ambalaj Tasarımı'),
  ('photography-editing', 'subcategory', 'graphic-design', 'Photography & Editing', 'Fotoğrafçılık ve Düzenleme'),
  ('storyboard-design', 'subcategory', 'graphic-design', 'Storyboard Design', 'Storyboard Tasarımı'),
  ('tattoo-design', 'subcategory', 'graphic-design', 'Tattoo Design', 'Dövme Tasarımı'),
  ('presentation-infographics', 'subcategory', 'graphic-design', 'Presentation & Infographics', 'Sunum ve İnfografik'),
  ('corporate-identity-business-cards', 'subcategory', 'graphic-design', 'Corporate Identity & Business Cards', 'Kurumsal Kimlik ve Kartvizit'),
  ('cartoon-pencil-drawing', 'subcategory', 'graphic-design', 'Cartoon & Pencil Drawing', 'Karikatür ve Karakalem Çizim'),
  ('invitation-designs', 'subcategory', 'graphic-design', 'Invitation Designs', 'Davetiye Tasarımları'),
  ('other-designs', 'subcategory', 'graphic-design', 'Other Designs', 'Diğer Tasarımlar'),
  ('web-advertisement', 'category', 'web-advertisement', 'Web Advertisement', 'Web Reklamcılığı'),
  ('seo', 'subcategory', 'web-advertisement', 'SEO', 'SEO'),
  ('influencer-marketing', 'subcategory', 'web-advertisement', 'Influencer Marketing', 'Influencer Pazarlaması'),
  ('social-media-management', 'subcategory', 'web-advertisement', 'Social Media Management', 'Sosyal Medya Yönetimi'),
  ('ad-management', 'subcategory', 'web-advertisement', 'Ad Management', 'Reklam Yönetimi'),
  ('web-analytics-tracking', 'subcategory', 'web-advertisement', 'Web Analytics & Tracking', 'Web Analitiği ve Takip'),
  ('mobile-advertising', 'subcategory', 'web-advertisement', 'Mobile Advertising', 'Mobil Reklamcılık'),
  ('other-internet-advertising', 'subcategory', 'web-advertisement', 'Other Internet Advertising', 'Diğer İnternet Reklamcılığı'),
  ('writing-translation', 'category', 'writing-translation', 'Writing & Translation', 'Yazı ve Çeviri'),
  ('translation', 'subcategory', 'writing-translation', 'Translation', 'Çeviri'),
  ('copywriting', 'subcategory', 'writing-translation', 'Copywriting', 'Metin Yazarlığı'),
  ('website-content', 'subcategory', 'writing-translation', 'Website Content', 'Web Sitesi İçeriği'),
  ('proofreading-text-editing', 'subcategory', 'writing-translation', 'Proofreading & Text Editing', 'Redaksiyon ve Metin Düzenleme'),
  ('script-creative-text', 'subcategory', 'writing-translation', 'Script & Creative Text', 'Senaryo ve Yaratıcı Metin'),
  ('transcription', 'subcategory', 'writing-translation', 'Transcription', 'Deşifre'),
  ('press-release', 'subcategory', 'writing-translation', 'Press Release', 'Basın Bülteni'),
  ('brand-name-slogan', 'subcategory', 'writing-translation', 'Brand Name & Slogan', 'Marka Adı ve Slogan'),
  ('cv-cover-letter', 'subcategory', 'writing-translation', 'CV & Cover Letter', 'Özgeçmiş ve Ön Yazı'),
  ('comment-review', 'subcategory', 'writing-translation', 'Comment & Review', 'Yorum ve İnceleme'),
  ('other-writing-translation', 'subcategory', 'writing-translation', 'Other Writing & Translation', 'Diğer Yazı ve Çeviri'),
  ('video-animation', 'category', 'video-animation', 'Video & Animation', 'Video ve Animasyon'),
  ('intros', 'subcategory', 'video-animation', 'Intros', 'İntrolar'),
  ('animation-3d', 'subcategory', 'video-animation', 'Animation & 3D', 'Animasyon ve 3D'),
  ('video-ads', 'subcategory', 'video-animation', 'Video Ads', 'Video Reklamlar'),
  ('editing-post-production', 'subcategory', 'video-animation', 'Editing & Post Production', 'Kurgu ve Post Prodüksiyon'),
  ('video-production', 'subcategory', 'video-animation', 'Video Production', 'Video Prodüksiyon'),
  ('videos-for-broadcasters', 'subcategory', 'video-animation', 'Videos for Broadcasters', 'Yayıncılar İçin Videolar'),
  ('promotional-videos-with-acting', 'subcategory', 'video-animation', 'Promotional Videos with Acting', 'Oyunculu Tanıtım Videoları'),
  ('videos-for-special-occasions', 'subcategory', 'video-animation', 'Videos for Special Occasions', 'Özel Günler İçin Videolar'),
  ('other-video', 'subcategory', 'video-animation', 'Other Video', 'Diğer Video'),
  ('sound-music', 'category', 'sound-music', 'Sound & Music', 'Ses ve Müzik'),
  ('voice-over', 'subcategory', 'sound-music', 'Voice-over', 'Seslendirme'),
  ('jingles-ad-music', 'subcategory', 'sound-music', 'Jingles & Ad Music', 'Cıngıl ve Reklam Müziği'),
  ('mixing-mastering', 'subcategory', 'sound-music', 'Mixing & Mastering', 'Miks ve Mastering'),
  ('podcast-editing', 'subcategory', 'sound-music', 'Podcast Editing', 'Podcast Düzenleme'),
  ('composition-songwriting', 'subcategory', 'sound-music', 'Composition & Songwriting', 'Beste ve Söz Yazarlığı'),
  ('other-sound-music', 'subcategory', 'sound-music', 'Other Sound & Music', 'Diğer Ses ve Müzik'),
  ('software-tech', 'category', 'software-tech', 'Software Tech', 'Yazılım ve Teknoloji'),
  ('web-software', 'subcategory', 'software-tech', 'Web Software', 'Web Yazılımı'),
  ('wordpress', 'subcategory', 'software-tech', 'Wordpress', 'WordPress'),
  ('mobile-apps', 'subcategory', 'software-tech', 'Mobile Apps', 'Mobil Uygulamalar'),
  ('website-builders-cms', 'subcategory', 'software-tech', 'Website Builders & CMS', 'Site Oluşturucular ve CMS'),
  ('e-commerce', 'subcategory', 'software-tech', 'E-commerce', 'E-ticaret'),
  ('game-development', 'subcategory', 'software-tech', 'Game Development', 'Oyun Geliştirme'),
  ('desktop-applications', 'subcategory', 'software-tech', 'Desktop Applications', 'Masaüstü Uygulamalar'),
  ('server-website-setup', 'subcategory', 'software-tech', 'Server & Website Setup', 'Sunucu ve Web Sitesi Kurulumu'),
  ('domain-hosting-services', 'subcategory', 'software-tech', 'Domain & Hosting Services', 'Alan Adı ve Hosting Hizmetleri'),
  ('data-analysis-reporting', 'subcategory', 'software-tech', 'Data Analysis & Reporting', 'Veri Analizi ve Raporlama'),
  ('end-user-testing', 'subcategory', 'software-tech', 'End User Testing', 'Son Kullanıcı Testi'),
  ('qa-tutorials', 'subcategory', 'software-tech', 'Q&A & Tutorials', 'Soru-Cevap ve Eğitimler'),
  ('technological-support', 'subcategory', 'software-tech', 'Technological Support', 'Teknik Destek'),
  ('other-software-technology', 'subcategory', 'software-tech', 'Other Software Technology', 'Diğer Yazılım Teknolojileri')
-- taxonomy:end
ON CONFLICT (id) DO UPDATE
  SET kind = EXCLUDED.kind, category = EXCLUDED.category, en = EXCLUDED.en, tr = EXCLUDED.tr;

-- A weighted document of one text: folded, split by the 'simple' parser, no stemming (decision
-- 052: stemming happens on the query side, where both languages' suffixes are known).
CREATE OR REPLACE FUNCTION search_vector(value text, weight "char") RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT setweight(to_tsvector('simple'::regconfig, public.discovery_fold(coalesce(value, ''))), weight) $$;

-- English and Turkish names of a category and a subcategory, as one text.
CREATE OR REPLACE FUNCTION search_labels(cat text, sub text) RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT coalesce(string_agg(t.en || ' ' || t.tr, ' '), '')
          FROM public.search_taxonomy t WHERE t.id = cat OR t.id = sub $$;

-- Adds the words of a text to the vocabulary (typo tolerance and suggestions look there).
CREATE OR REPLACE FUNCTION search_add_terms(value text, src text) RETURNS void
  LANGUAGE sql
  AS $$ INSERT INTO public.search_terms (term, label, source)
        SELECT w, w, src
          FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig, public.discovery_fold(coalesce(value, ''))))) w
         WHERE char_length(w) BETWEEN 3 AND 40 AND w ~ '^[a-z][a-z0-9]*$'
        ON CONFLICT (term) DO NOTHING $$;

-- The taxonomy's words, with their spelling in the label (suggestions show it).
INSERT INTO search_terms (term, label, source)
SELECT DISTINCT ON (term) term, label, 'taxonomy' FROM (
  SELECT discovery_fold(w) AS term, lower(w) AS label
    FROM search_taxonomy, regexp_split_to_table(en, '[ &/,.()-]+') w
  UNION ALL
  SELECT discovery_fold(w), lower(translate(w, 'İI', 'iı'))
    FROM search_taxonomy, regexp_split_to_table(tr, '[ &/,.()-]+') w
) words
WHERE char_length(term) >= 3 AND term ~ '^[a-z][a-z0-9]*$'
ORDER BY term, label
ON CONFLICT (term) DO UPDATE SET label = EXCLUDED.label, source = 'taxonomy';

CREATE INDEX IF NOT EXISTS search_terms_trgm_idx ON search_terms USING gin (term gin_trgm_ops);

-- One suffix off a query word (the longest that leaves at least four letters): Turkish
-- possessive, plural, agent and case endings and English agent, plural and -ing/-ion endings.
-- The stem is then matched as a prefix, so 'tasarımı' → 'tasarim:*', 'çevirmen' → 'cevir:*'
-- (finds 'çeviri'), 'designer' → 'design:*', 'translator' → 'translat:*'.
CREATE OR REPLACE FUNCTION search_stem(word text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce((
    SELECT left(word, char_length(word) - char_length(s))
      FROM unnest(ARRAY['ciligi', 'cilik', 'ciler', 'cilar', 'leri', 'lari', 'ligi', 'lugu', 'ions',
                        'ings', 'ment', 'lik', 'luk', 'lar', 'ler', 'men', 'ers', 'ors', 'ion', 'ing',
                        'ci', 'cu', 'si', 'su', 'er', 'or', 'es', 'i', 'u', 'a', 'e', 's', 'y'])
           WITH ORDINALITY AS x(s, n)
     WHERE char_length(word) >= 5 AND right(word, char_length(s)) = s
       AND char_length(word) - char_length(s) >= 4
     ORDER BY n LIMIT 1), word) $$;

-- A tsquery operand for a lexeme ('…' quoted, optionally a prefix).
CREATE OR REPLACE FUNCTION search_operand(lexeme text, prefix boolean) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT '''' || replace(replace(lexeme, '\', '\\'), '''', '''''') || ''''
               || CASE WHEN prefix THEN ':*' ELSE '' END $$;

-- Bilingual word pairs beside the taxonomy (decision 117): a query word in one language also
-- matches the other language's word, so 'müzik prodüksiyon' finds 'Music Production' and
-- 'e-ticaret sitesi' an 'E-commerce Website'. Folded forms; a trailing '*' makes the entry a prefix
-- (it matches every word that begins with it and is matched as a prefix), otherwise it is a whole
-- word (or the stem of the typed word) and matched as a whole word.
CREATE OR REPLACE FUNCTION search_synonym_pairs() RETURNS TABLE(a text, b text)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ VALUES
    ('design*', 'tasarim*'), ('translat*', 'cevir*'), ('translat*', 'terc*'), ('music*', 'muzik*'),
    ('sound', 'ses'), ('voice*', 'seslendir*'), ('production*', 'produksiyon*'), ('producer*', 'produksiyon*'),
    ('animat*', 'animasyon*'), ('edit', 'duzenle*'), ('editing', 'kurgu*'), ('editor*', 'kurgu*'),
    ('software*', 'yazilim*'), ('develop*', 'gelistir*'), ('website*', 'site*'), ('web', 'site*'),
    ('e-commerce*', 'e-ticaret*'), ('ecommerce*', 'eticaret*'), ('e-commerce*', 'eticaret*'),
    ('ecommerce*', 'e-ticaret*'), ('commerce*', 'ticaret*'), ('mobile*', 'mobil*'), ('app', 'uygulama*'),
    ('apps', 'uygulama*'), ('application*', 'uygulama*'), ('game*', 'oyun*'), ('advertis*', 'reklam*'),
    ('ads', 'reklam*'), ('marketing*', 'pazarlama*'), ('social*', 'sosyal*'), ('media*', 'medya*'),
    ('manage*', 'yonet*'), ('writing*', 'yazi'), ('writer*', 'yazar*'), ('copywrit*', 'metin*'),
    ('text*', 'metin*'), ('illustrat*', 'illustrasyon*'), ('photo*', 'fotograf*'), ('packag*', 'ambalaj*'),
    ('brochure*', 'brosur*'), ('catalog*', 'katalog*'), ('presentation*', 'sunum*'),
    ('infographic*', 'infografik*'), ('corporate*', 'kurumsal*'), ('identity', 'kimlik*'),
    ('business card*', 'kartvizit*'), ('cartoon*', 'karikatur*'), ('drawing*', 'cizim*'),
    ('invitation*', 'davetiye*'), ('tattoo*', 'dovme*'), ('proofread*', 'redaksiyon*'), ('script*', 'senaryo*'),
    ('transcri*', 'desifre*'), ('press', 'basin'), ('brand*', 'marka*'), ('resume*', 'ozgecmis*'),
    ('cv', 'ozgecmis*'), ('review*', 'inceleme*'), ('comment*', 'yorum*'), ('mixing', 'miks*'),
    ('composer*', 'beste*'), ('composition*', 'beste*'), ('songwrit*', 'soz'), ('jingle*', 'cingil*'),
    ('desktop*', 'masaustu*'), ('server*', 'sunucu*'), ('setup', 'kurulum*'), ('install*', 'kurulum*'),
    ('data', 'veri*'), ('analy*', 'analiz*'), ('report*', 'rapor*'), ('support*', 'destek*'),
    ('technolog*', 'teknoloji*'), ('tech', 'teknoloji*'), ('tutorial*', 'egitim*'), ('training*', 'egitim*'),
    ('publisher*', 'yayinci*'), ('broadcast*', 'yayinci*'), ('store*', 'magaza*'), ('shop*', 'magaza*'),
    ('content*', 'icerik*'), ('graphic*', 'grafik*'), ('video*', 'video*'), ('logo*', 'logo*'),
    ('banner*', 'banner*'), ('intro*', 'intro*'), ('packaging*', 'ambalaj*')
  $$;

-- Whether a synonym entry (with its optional '*') covers a typed word or its stem.
CREATE OR REPLACE FUNCTION search_synonym_covers(entry text, word text, stem text) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN right(entry, 1) = '*'
                    THEN word LIKE left(entry, -1) || '%' OR left(entry, -1) LIKE stem || '%' AND char_length(stem) >= 5
                    ELSE word = entry OR stem = entry END $$;

-- The tsquery operand of a synonym entry: a prefix when it ends in '*', else the whole word (a
-- phrase when it has several words).
CREATE OR REPLACE FUNCTION search_synonym_operand(entry text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array_to_string(ARRAY(
             SELECT public.search_operand(w, right(entry, 1) = '*' AND n = cardinality(ws))
               FROM (SELECT string_to_array(rtrim(entry, '*'), ' ') AS ws) x,
                    unnest(x.ws) WITH ORDINALITY AS u(w, n)), ' <-> ') $$;

-- Words that say nothing on their own in either language; left out of a query that has others.
CREATE OR REPLACE FUNCTION search_is_stopword(word text) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT word = ANY (ARRAY['and', 'or', 'the', 'for', 'with', 'of', 'in', 'on', 'to', 'an', 'my',
                                 'ad', 'at', 'by', 've', 'ile', 'icin', 'bir', 'bu', 'da', 'de', 'ki', 'mi',
                                 'cok', 'en', 'her']) $$;

-- The words of a search text, in the order typed, each as a tsquery group of what may match it
-- (decision 117):
--  * its own form: a word of four letters or more as the prefix of its stem ('tasarımı' →
--    'tasarim':*), a shorter one as a whole word ('seo', 'ui', 'ses': a short word does not match
--    inside longer words); a hyphenated word also as its parts in a row ('voice-over' | 'voice' <-> 'over');
--  * the other language's word of the bilingual pairs above;
--  * when the word is unknown (its stem begins no vocabulary word and it has no pair), the three
--    nearest vocabulary words by trigram similarity (≥ 0.4) of about its length, but never a word
--    inside it, or one it is inside, other than at the start ('altyazı' does not become 'yazı',
--    'over' not 'cover': those are other words, not typos; 'reactt' may become 'react').
-- At most 8 words; one-letter words, the parts of a hyphenated word and (when others remain) the
-- stopwords are left out. `pos` is the word's position in the text (for the phrase).
CREATE OR REPLACE FUNCTION search_words(q text) RETURNS TABLE(pos int, operand text)
  LANGUAGE plpgsql STABLE
  AS $$
DECLARE
  rec record;
  stem text;
  alts text[];
  syn text[];
  parts text[];
BEGIN
  FOR rec IN
    WITH lex AS (
      SELECT t.lexeme AS w, t.positions[1]::int AS p
        FROM unnest(to_tsvector('simple'::regconfig, public.discovery_fold(left(coalesce(q, ''), 200)))) t
    ), words AS (
      SELECT l.w, l.p FROM lex l
       WHERE l.w !~ '[:''\\&|!()<>*]' AND char_length(l.w) >= 2
         AND NOT EXISTS (SELECT 1 FROM lex c WHERE c.w LIKE '%-%' AND l.w = ANY (string_to_array(c.w, '-')))
    )
    SELECT x.w, x.p FROM words x
     WHERE NOT public.search_is_stopword(x.w)
        OR NOT EXISTS (SELECT 1 FROM words o WHERE NOT public.search_is_stopword(o.w))
     ORDER BY x.p LIMIT 8
  LOOP
    stem := public.search_stem(rec.w);
    IF rec.w LIKE '%-%' THEN
      parts := array_remove(string_to_array(rec.w, '-'), '');
      alts := ARRAY[public.search_operand(rec.w, char_length(rec.w) >= 4),
                    '(' || array_to_string(ARRAY(
                      SELECT public.search_operand(x, n = cardinality(parts) AND char_length(x) >= 4)
                        FROM unnest(parts) WITH ORDINALITY AS u(x, n)), ' <-> ') || ')'];
    ELSIF char_length(rec.w) >= 4 THEN
      alts := ARRAY[public.search_operand(stem, true)];
    ELSE
      alts := ARRAY[public.search_operand(rec.w, false)];
    END IF;
    -- Both words of a pair that covers the word (its own, as the pair spells it, and the other).
    syn := ARRAY(
      SELECT DISTINCT public.search_synonym_operand(e)
        FROM public.search_synonym_pairs() sp, unnest(ARRAY[sp.a, sp.b]) e
       WHERE public.search_synonym_covers(sp.a, rec.w, stem) OR public.search_synonym_covers(sp.b, rec.w, stem));
    IF char_length(rec.w) >= 4 AND cardinality(syn) = 0 AND NOT EXISTS (
      SELECT 1 FROM public.search_terms t
       WHERE t.term LIKE replace(replace(replace(stem, '\', '\\'), '%', '\%'), '_', '\_') || '%'
    ) THEN
      alts := alts || ARRAY(
        SELECT public.search_operand(public.search_stem(t.term), true)
          FROM public.search_terms t
         WHERE t.term OPERATOR(public.%) rec.w
           AND public.similarity(t.term, rec.w) >= 0.4
           AND strpos(t.term, rec.w) <= 1 AND strpos(rec.w, t.term) <= 1
           AND abs(char_length(t.term) - char_length(rec.w)) <= 2
         ORDER BY public.similarity(t.term, rec.w) DESC, t.term
         LIMIT 3);
    END IF;
    pos := rec.p;
    operand := '(' || array_to_string(ARRAY(SELECT DISTINCT a FROM unnest(alts || syn) a ORDER BY a), ' | ') || ')';
    RETURN NEXT;
  END LOOP;
END $$;

-- The query of a search text with every word required (the best matches; the API's search ORs
-- the words and ranks by how many match, decision 117). NULL when the text has no word.
CREATE OR REPLACE FUNCTION search_query(q text) RETURNS tsquery
  LANGUAGE sql STABLE
  AS $$ SELECT nullif(array_to_string(ARRAY(SELECT w.operand FROM public.search_words(q) w ORDER BY w.pos), ' & '), '')::tsquery $$;

-- Profiles: own fields plus every service's header and taxonomy names.
CREATE OR REPLACE FUNCTION search_profile_doc(pid uuid, name text, title text, location text, skills text[])
  RETURNS tsvector
  LANGUAGE sql STABLE
  AS $$ SELECT public.search_vector(name, 'A') || public.search_vector(title, 'A')
            || public.search_vector(array_to_string(skills, ' '), 'B')
            || public.search_vector(location, 'C')
            || public.search_vector((
                 SELECT string_agg(concat_ws(' ', s.header, s.alt_texts->>'header') || ' ' || public.search_labels(s.category, s.subcategory), ' ')
                   FROM public.services s WHERE s.profile_id = pid), 'B') $$;

CREATE OR REPLACE FUNCTION search_profiles_doc() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  -- The title in both languages when the freelancer wrote both (decision 130).
  NEW.search_doc := public.search_profile_doc(NEW.id, NEW.name, concat_ws(' ', NEW.title, NEW.alt_texts->>'title'), NEW.location, NEW.skills);
  IF TG_OP = 'INSERT' OR NEW.name IS DISTINCT FROM OLD.name OR NEW.title IS DISTINCT FROM OLD.title
     OR NEW.location IS DISTINCT FROM OLD.location OR NEW.skills IS DISTINCT FROM OLD.skills THEN
    PERFORM public.search_add_terms(NEW.name || ' ' || coalesce(NEW.title, '') || ' ' || coalesce(NEW.location, ''), 'text');
    INSERT INTO public.search_terms (term, label, source)
    SELECT DISTINCT ON (public.discovery_fold(w)) public.discovery_fold(w), lower(w), 'taxonomy'
      FROM unnest(NEW.skills) sk, regexp_split_to_table(sk, '[ &/,.()-]+') w
     WHERE char_length(w) BETWEEN 3 AND 40 AND public.discovery_fold(w) ~ '^[a-z][a-z0-9]*$'
    ON CONFLICT (term) DO NOTHING;
  END IF;
  RETURN NEW;
END $$;

-- Writing search_doc (any value) recomputes it: the services trigger below asks for that.
DROP TRIGGER IF EXISTS profiles_search_doc_trg ON profiles;
CREATE TRIGGER profiles_search_doc_trg
  BEFORE INSERT OR UPDATE OF name, title, location, skills, alt_texts, search_doc ON profiles
  FOR EACH ROW EXECUTE FUNCTION search_profiles_doc();

-- Services: header (A), taxonomy names in both languages (B), the seller's name, title, skills
-- and location (C: the words that find the freelancer find their services too, decision 117),
-- explanation (D).
CREATE OR REPLACE FUNCTION search_service_doc(pid uuid, header text, cat text, sub text, explanation text)
  RETURNS tsvector
  LANGUAGE sql STABLE
  AS $$ SELECT public.search_vector(header, 'A')
            || public.search_vector(public.search_labels(cat, sub), 'B')
            || public.search_vector((
                 SELECT concat_ws(' ', p.name, p.title, array_to_string(p.skills, ' '), p.location)
                   FROM public.profiles p WHERE p.id = pid), 'C')
            || public.search_vector(explanation, 'D') $$;

CREATE OR REPLACE FUNCTION search_services_doc() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  -- Header and explanation in both languages when the seller wrote both (decision 130).
  NEW.search_doc := public.search_service_doc(NEW.profile_id, concat_ws(' ', NEW.header, NEW.alt_texts->>'header'),
    NEW.category, NEW.subcategory, concat_ws(' ', NEW.explanation, NEW.alt_texts->>'explanation'));
  IF TG_OP = 'INSERT' OR NEW.header IS DISTINCT FROM OLD.header THEN
    PERFORM public.search_add_terms(NEW.header, 'text');
  END IF;
  RETURN NEW;
END $$;

-- Writing search_doc (any value) recomputes it: the profiles trigger below asks for that.
DROP TRIGGER IF EXISTS services_search_doc_trg ON services;
CREATE TRIGGER services_search_doc_trg
  BEFORE INSERT OR UPDATE OF header, explanation, category, subcategory, profile_id, alt_texts, search_doc ON services
  FOR EACH ROW EXECUTE FUNCTION search_services_doc();

-- A profile's searched fields changed: its services' documents follow.
CREATE OR REPLACE FUNCTION search_profiles_services_doc() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public.services SET search_doc = NULL WHERE profile_id = NEW.id;
  RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS profiles_search_services_doc_trg ON profiles;
CREATE TRIGGER profiles_search_services_doc_trg
  AFTER UPDATE OF name, title, location, skills ON profiles
  FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.title IS DISTINCT FROM NEW.title
        OR OLD.location IS DISTINCT FROM NEW.location OR OLD.skills IS DISTINCT FROM NEW.skills)
  EXECUTE FUNCTION search_profiles_services_doc();

CREATE OR REPLACE FUNCTION search_services_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE public.profiles SET search_doc = NULL WHERE id = OLD.profile_id;
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.profile_id IS DISTINCT FROM OLD.profile_id) THEN
    UPDATE public.profiles SET search_doc = NULL WHERE id = NEW.profile_id;
  END IF;
  RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS services_search_profile_trg ON services;
CREATE TRIGGER services_search_profile_trg
  AFTER INSERT OR UPDATE OF header, category, subcategory, profile_id, alt_texts OR DELETE ON services
  FOR EACH ROW EXECUTE FUNCTION search_services_changed();

-- The lowest package price and delivery time on the service (price filter and sort).
CREATE OR REPLACE FUNCTION search_refresh_service_price(sid uuid) RETURNS void
  LANGUAGE sql AS $$
  UPDATE public.services s SET price_cents = x.price, delivery_days = x.days
    FROM (SELECT min(price_cents) AS price, min(delivery_days) AS days
            FROM public.service_packages WHERE service_id = sid) x
   WHERE s.id = sid
     AND (s.price_cents IS DISTINCT FROM x.price OR s.delivery_days IS DISTINCT FROM x.days) $$;

CREATE OR REPLACE FUNCTION search_packages_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM public.search_refresh_service_price(OLD.service_id); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.service_id IS DISTINCT FROM OLD.service_id) THEN
    PERFORM public.search_refresh_service_price(NEW.service_id);
  END IF;
  RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS service_packages_search_trg ON service_packages;
CREATE TRIGGER service_packages_search_trg
  AFTER INSERT OR UPDATE OF price_cents, delivery_days, service_id OR DELETE ON service_packages
  FOR EACH ROW EXECUTE FUNCTION search_packages_changed();

-- Projects: title, requirements, taxonomy names, description.
CREATE OR REPLACE FUNCTION search_projects_doc() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  -- With the client's texts in the other language, when they wrote both (decision 130).
  NEW.search_doc := public.search_vector(concat_ws(' ', NEW.title, NEW.alt_texts->>'title'), 'A')
                 || public.search_vector(concat_ws(' ', array_to_string(NEW.requirements, ' '),
                      (SELECT string_agg(x, ' ') FROM jsonb_array_elements_text(
                         CASE WHEN jsonb_typeof(NEW.alt_texts->'requirements') = 'array'
                              THEN NEW.alt_texts->'requirements' ELSE '[]'::jsonb END) x)), 'B')
                 || public.search_vector(public.search_labels(NEW.category, NULL), 'B')
                 || public.search_vector(concat_ws(' ', NEW.description, NEW.alt_texts->>'description'), 'D');
  IF TG_OP = 'INSERT' OR NEW.title IS DISTINCT FROM OLD.title THEN
    PERFORM public.search_add_terms(NEW.title, 'text');
  END IF;
  RETURN NEW;
END $$;

DROP TRIGGER IF EXISTS projects_search_doc_trg ON projects;
CREATE TRIGGER projects_search_doc_trg
  BEFORE INSERT OR UPDATE OF title, description, requirements, category, alt_texts ON projects
  FOR EACH ROW EXECUTE FUNCTION search_projects_doc();

-- Completed work: the freelancer's completed contracts, the second ranking key after rating.
CREATE OR REPLACE FUNCTION search_refresh_completed(uid text) RETURNS void
  LANGUAGE sql AS $$
  UPDATE public.profiles p SET completed_count = x.n
    FROM (SELECT count(*)::int AS n FROM public.contracts WHERE freelancer_id = uid AND status = 'completed') x
   WHERE p.user_id = uid AND p.completed_count IS DISTINCT FROM x.n $$;

CREATE OR REPLACE FUNCTION search_contracts_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM public.search_refresh_completed(OLD.freelancer_id); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.freelancer_id IS DISTINCT FROM OLD.freelancer_id) THEN
    PERFORM public.search_refresh_completed(NEW.freelancer_id);
  END IF;
  RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS contracts_search_completed_trg ON contracts;
CREATE TRIGGER contracts_search_completed_trg
  AFTER INSERT OR UPDATE OF status, freelancer_id OR DELETE ON contracts
  FOR EACH ROW EXECUTE FUNCTION search_contracts_changed();

-- Indexes. The searched rows only (visible freelancers, active projects); the queries repeat
-- these predicates so the planner can use them.
CREATE INDEX IF NOT EXISTS profiles_search_doc_idx ON profiles USING gin (search_doc)
  WHERE profile_visible AND is_freelancer;
CREATE INDEX IF NOT EXISTS profiles_search_location_idx
  ON profiles USING gin (discovery_fold(coalesce(location, '')) gin_trgm_ops)
  WHERE profile_visible AND is_freelancer;
CREATE INDEX IF NOT EXISTS services_search_doc_idx ON services USING gin (search_doc);
CREATE INDEX IF NOT EXISTS services_search_created_idx ON services (created_at DESC, id);
CREATE INDEX IF NOT EXISTS services_search_price_idx ON services (price_cents ASC NULLS LAST, created_at DESC, id);
CREATE INDEX IF NOT EXISTS services_search_subcategory_idx ON services (subcategory, profile_id);
CREATE INDEX IF NOT EXISTS projects_search_doc_idx ON projects USING gin (search_doc)
  WHERE status = 'active';
-- The public projects list (GET /api/projects) searches title and description by substring.
CREATE INDEX IF NOT EXISTS projects_list_title_trgm_idx ON projects USING gin (title gin_trgm_ops)
  WHERE status = 'active';
CREATE INDEX IF NOT EXISTS projects_list_description_trgm_idx ON projects USING gin (description gin_trgm_ops)
  WHERE status = 'active';
CREATE INDEX IF NOT EXISTS projects_search_budget_idx ON projects (budget_cents DESC, created_at DESC, id)
  WHERE status = 'active';

-- Documents for rows written before these triggers, or under older taxonomy names (this file runs
-- again whenever it changes, e.g. with the taxonomy list above).
UPDATE services SET header = header;
UPDATE profiles SET search_doc = NULL;
UPDATE projects SET title = title;
UPDATE services s SET price_cents = x.price, delivery_days = x.days
  FROM (SELECT service_id, min(price_cents) AS price, min(delivery_days) AS days
          FROM service_packages GROUP BY service_id) x
 WHERE s.id = x.service_id
   AND (s.price_cents IS DISTINCT FROM x.price OR s.delivery_days IS DISTINCT FROM x.days);
UPDATE profiles p SET completed_count = x.n
  FROM (SELECT freelancer_id, count(*)::int AS n FROM contracts WHERE status = 'completed' GROUP BY freelancer_id) x
 WHERE p.user_id = x.freelancer_id AND p.completed_count IS DISTINCT FROM x.n;
