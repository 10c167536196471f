CREATE TABLE "help_articles" (
	"slug" text NOT NULL,
	"language" text NOT NULL,
	"topic" text NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_articles_pk" PRIMARY KEY("slug","language"),
	CONSTRAINT "help_articles_language" CHECK ("help_articles"."language" in ('en', 'tr'))
);
--> statement-breakpoint
CREATE TABLE "help_chat_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "help_chat_requests" ADD CONSTRAINT "help_chat_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "help_articles_language_position_idx" ON "help_articles" USING btree ("language","position");--> statement-breakpoint
CREATE INDEX "help_chat_requests_user_created_idx" ON "help_chat_requests" USING btree ("user_id","created_at");