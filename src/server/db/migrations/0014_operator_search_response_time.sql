ALTER TABLE "profiles" ADD COLUMN "search_doc_a" "tsvector" GENERATED ALWAYS AS (ts_filter(search_doc, '{a}'::"char"[])) STORED;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "search_doc_ab" "tsvector" GENERATED ALWAYS AS (ts_filter(search_doc, '{a,b}'::"char"[])) STORED;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "search_doc_a" "tsvector" GENERATED ALWAYS AS (ts_filter(search_doc, '{a}'::"char"[])) STORED;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "search_doc_ab" "tsvector" GENERATED ALWAYS AS (ts_filter(search_doc, '{a,b}'::"char"[])) STORED;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "search_doc_a" "tsvector" GENERATED ALWAYS AS (ts_filter(search_doc, '{a}'::"char"[])) STORED;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "search_doc_ab" "tsvector" GENERATED ALWAYS AS (ts_filter(search_doc, '{a,b}'::"char"[])) STORED;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "seller_visible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "seller_rating" double precision;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "seller_completed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "seller_reviews" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "reply_watches_freelancer_idx" ON "reply_watches" USING btree ("freelancer_id","first_message_at");