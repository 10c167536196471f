CREATE TABLE "search_taxonomy" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"en" text NOT NULL,
	"tr" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "search_doc" "tsvector";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "completed_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "search_doc" "tsvector";--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "search_doc" "tsvector";--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "price_cents" bigint;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "delivery_days" integer;