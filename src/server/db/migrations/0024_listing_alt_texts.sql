ALTER TABLE "profiles" ADD COLUMN "alt_texts" jsonb;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "alt_texts" jsonb;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "alt_texts" jsonb;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "alt_texts" jsonb;