CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "contact_messages_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"topic" text NOT NULL,
	"message" text NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"emailed_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"answered_by" text,
	CONSTRAINT "contact_messages_language" CHECK ("contact_messages"."language" in ('en', 'tr')),
	CONSTRAINT "contact_messages_status" CHECK ("contact_messages"."status" in ('open', 'answered')),
	CONSTRAINT "contact_messages_topic" CHECK ("contact_messages"."topic" in ('general', 'account', 'payments', 'orders', 'safety', 'other'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "contact_messages_number_idx" ON "contact_messages" USING btree ("number");--> statement-breakpoint
CREATE INDEX "contact_messages_status_created_idx" ON "contact_messages" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_unsent_idx" ON "contact_messages" USING btree ("created_at") WHERE "contact_messages"."emailed_at" is null;