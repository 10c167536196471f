ALTER TABLE "payments" DROP CONSTRAINT "payments_status";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "purpose_key" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checkout_url" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "capture_ref" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_open_purpose_uq" ON "payments" USING btree ("purpose_key") WHERE "payments"."status" in ('pending', 'requires_action');--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status" CHECK ("payments"."status" in ('pending', 'requires_action', 'succeeded', 'failed', 'canceled', 'refunded'));