CREATE TABLE "dispute_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dispute_id" uuid NOT NULL,
	"author_id" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispute_messages_body_len" CHECK (char_length("dispute_messages"."body") between 1 and 5000)
);
--> statement-breakpoint
CREATE TABLE "dispute_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dispute_id" uuid NOT NULL,
	"made_by" text NOT NULL,
	"freelancer_cents" bigint NOT NULL,
	"client_cents" bigint NOT NULL,
	"message" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispute_offers_status" CHECK ("dispute_offers"."status" in ('pending', 'accepted', 'declined', 'withdrawn', 'superseded')),
	CONSTRAINT "dispute_offers_amounts" CHECK ("dispute_offers"."freelancer_cents" >= 0 and "dispute_offers"."client_cents" >= 0),
	CONSTRAINT "dispute_offers_message_len" CHECK ("dispute_offers"."message" is null or char_length("dispute_offers"."message") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"opened_by" text NOT NULL,
	"reason" text NOT NULL,
	"description" text NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"respond_by" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"escalated_at" timestamp with time zone,
	"escalated_by" text,
	"resolution" text,
	"freelancer_cents" bigint,
	"client_cents" bigint,
	"decided_by" text,
	"decision_reason" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disputes_status" CHECK ("disputes"."status" in ('open', 'escalated', 'resolved')),
	CONSTRAINT "disputes_reason" CHECK ("disputes"."reason" in ('not_delivered', 'quality', 'not_as_described', 'late', 'communication', 'payment', 'account_closed', 'other')),
	CONSTRAINT "disputes_description_len" CHECK (char_length("disputes"."description") between 1 and 5000),
	CONSTRAINT "disputes_resolution" CHECK ("disputes"."resolution" is null or "disputes"."resolution" in ('offer', 'admin')),
	CONSTRAINT "disputes_split" CHECK (("disputes"."freelancer_cents" is null and "disputes"."client_cents" is null) or ("disputes"."freelancer_cents" >= 0 and "disputes"."client_cents" >= 0)),
	CONSTRAINT "disputes_decision_reason_len" CHECK ("disputes"."decision_reason" is null or char_length("disputes"."decision_reason") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "content_hides" (
	"kind" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"hidden_by" text,
	"hidden_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_hides_kind_entity_id_pk" PRIMARY KEY("kind","entity_id"),
	CONSTRAINT "content_hides_kind" CHECK ("content_hides"."kind" in ('service', 'project', 'review', 'message')),
	CONSTRAINT "content_hides_reason_len" CHECK (char_length("content_hides"."reason") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" text NOT NULL,
	"kind" text NOT NULL,
	"target_id" uuid NOT NULL,
	"reported_user_id" text,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	"resolution_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_kind" CHECK ("reports"."kind" in ('profile','service','project','review','message')),
	CONSTRAINT "reports_reason" CHECK ("reports"."reason" in ('spam', 'fraud', 'offensive', 'off_platform', 'intellectual_property', 'other')),
	CONSTRAINT "reports_status" CHECK ("reports"."status" in ('open', 'dismissed', 'hidden', 'actioned')),
	CONSTRAINT "reports_details_len" CHECK (char_length("reports"."details") <= 2000),
	CONSTRAINT "reports_note_len" CHECK ("reports"."resolution_note" is null or char_length("reports"."resolution_note") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "user_blocks" (
	"blocker_id" text NOT NULL,
	"blocked_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_blocks_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id"),
	CONSTRAINT "user_blocks_not_self" CHECK ("user_blocks"."blocker_id" <> "user_blocks"."blocked_id")
);
--> statement-breakpoint
CREATE TABLE "reply_watches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"freelancer_id" text NOT NULL,
	"client_id" text NOT NULL,
	"first_message_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"deactivated_at" timestamp with time zone,
	"sanction_id" uuid
);
--> statement-breakpoint
CREATE TABLE "sanctions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"applied_by" text,
	"lifted_at" timestamp with time zone,
	"lifted_by" text,
	"lift_reason" text,
	"report_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sanctions_kind" CHECK ("sanctions"."kind" in ('warning','restriction','messaging_suspension','closure','listing_deactivation')),
	CONSTRAINT "sanctions_reason_len" CHECK (char_length("sanctions"."reason") between 1 and 1000),
	CONSTRAINT "sanctions_period" CHECK ("sanctions"."ends_at" is null or "sanctions"."ends_at" > "sanctions"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"profile_id" uuid,
	"service_id" uuid,
	"project_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_profile_uq" UNIQUE("user_id","profile_id"),
	CONSTRAINT "favourites_user_service_uq" UNIQUE("user_id","service_id"),
	CONSTRAINT "favourites_user_project_uq" UNIQUE("user_id","project_id"),
	CONSTRAINT "favourites_one_item" CHECK (num_nonnulls("favourites"."profile_id", "favourites"."service_id", "favourites"."project_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "saved_search_digests" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"matches" integer DEFAULT 0 NOT NULL,
	"mailed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_digests_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "saved_search_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"saved_search_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"digested_at" timestamp with time zone,
	CONSTRAINT "saved_search_matches_item_uq" UNIQUE("saved_search_id","kind","item_id"),
	CONSTRAINT "saved_search_matches_kind" CHECK ("saved_search_matches"."kind" in ('services', 'projects'))
);
--> statement-breakpoint
CREATE TABLE "saved_search_queue" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_queue_item_uq" UNIQUE("kind","item_id"),
	CONSTRAINT "saved_search_queue_kind" CHECK ("saved_search_queue"."kind" in ('services', 'projects'))
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"query" jsonb NOT NULL,
	"email_digest" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_kind" CHECK ("saved_searches"."kind" in ('freelancers', 'services', 'projects')),
	CONSTRAINT "saved_searches_name_len" CHECK (char_length("saved_searches"."name") between 1 and 80)
);
--> statement-breakpoint
CREATE TABLE "content_translations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"field" text NOT NULL,
	"target_lang" text NOT NULL,
	"source_hash" text NOT NULL,
	"body" text NOT NULL,
	"provider" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_translations_entity" CHECK ("content_translations"."entity" in ('project', 'service', 'profile', 'review')),
	CONSTRAINT "content_translations_target" CHECK ("content_translations"."target_lang" in ('en', 'tr'))
);
--> statement-breakpoint
ALTER TABLE "contract_events" DROP CONSTRAINT "contract_events_kind";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type";--> statement-breakpoint
ALTER TABLE "payout_requests" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "payout_requests" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "payout_requests" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "bio_lang" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "content_lang" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "comment_lang" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "content_lang" text;--> statement-breakpoint
ALTER TABLE "dispute_messages" ADD CONSTRAINT "dispute_messages_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_messages" ADD CONSTRAINT "dispute_messages_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_offers" ADD CONSTRAINT "dispute_offers_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_offers" ADD CONSTRAINT "dispute_offers_made_by_user_id_fk" FOREIGN KEY ("made_by") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_opened_by_user_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reported_user_id_user_id_fk" FOREIGN KEY ("reported_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_blocker_id_user_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_blocked_id_user_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reply_watches" ADD CONSTRAINT "reply_watches_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reply_watches" ADD CONSTRAINT "reply_watches_freelancer_id_user_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reply_watches" ADD CONSTRAINT "reply_watches_client_id_user_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reply_watches" ADD CONSTRAINT "reply_watches_sanction_id_sanctions_id_fk" FOREIGN KEY ("sanction_id") REFERENCES "public"."sanctions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanctions" ADD CONSTRAINT "sanctions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_digests" ADD CONSTRAINT "saved_search_digests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispute_messages_dispute_idx" ON "dispute_messages" USING btree ("dispute_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dispute_offers_pending_uq" ON "dispute_offers" USING btree ("dispute_id") WHERE "dispute_offers"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "dispute_offers_dispute_idx" ON "dispute_offers" USING btree ("dispute_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_open_contract_uq" ON "disputes" USING btree ("contract_id") WHERE "disputes"."status" in ('open', 'escalated');--> statement-breakpoint
CREATE INDEX "disputes_contract_idx" ON "disputes" USING btree ("contract_id","created_at");--> statement-breakpoint
CREATE INDEX "disputes_respond_by_idx" ON "disputes" USING btree ("respond_by") WHERE "disputes"."status" = 'open' and "disputes"."answered_at" is null;--> statement-breakpoint
CREATE INDEX "disputes_status_created_idx" ON "disputes" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_one_open_uq" ON "reports" USING btree ("reporter_id","kind","target_id") WHERE "reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "reports_status_created_idx" ON "reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "reports_target_idx" ON "reports" USING btree ("kind","target_id");--> statement-breakpoint
CREATE INDEX "user_blocks_blocked_idx" ON "user_blocks" USING btree ("blocked_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reply_watches_conversation_uq" ON "reply_watches" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "reply_watches_open_idx" ON "reply_watches" USING btree ("first_message_at") WHERE "reply_watches"."answered_at" is null;--> statement-breakpoint
CREATE INDEX "sanctions_user_idx" ON "sanctions" USING btree ("user_id","kind") WHERE "sanctions"."lifted_at" is null;--> statement-breakpoint
CREATE INDEX "favourites_user_created_idx" ON "favourites" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saved_search_matches_pending_idx" ON "saved_search_matches" USING btree ("user_id","created_at") WHERE "saved_search_matches"."digested_at" is null;--> statement-breakpoint
CREATE INDEX "saved_searches_user_created_idx" ON "saved_searches" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saved_searches_kind_idx" ON "saved_searches" USING btree ("kind");--> statement-breakpoint
CREATE UNIQUE INDEX "content_translations_key_uq" ON "content_translations" USING btree ("entity","entity_id","field","target_lang","source_hash");--> statement-breakpoint
ALTER TABLE "payout_requests" ADD CONSTRAINT "payout_requests_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_requests_pending_idx" ON "payout_requests" USING btree ("created_at") WHERE "payout_requests"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "contract_events" ADD CONSTRAINT "contract_events_kind" CHECK ("contract_events"."kind" in ('created', 'funded', 'requirements_sent', 'delivered', 'revision_requested', 'accepted', 'auto_accepted', 'auto_accept_reminder', 'late', 'cancel_requested', 'cancel_declined', 'cancel_withdrawn', 'cancelled', 'refunded', 'completed', 'reviewed', 'dispute_opened', 'dispute_answered', 'dispute_offer', 'dispute_offer_accepted', 'dispute_offer_declined', 'dispute_offer_withdrawn', 'dispute_escalated', 'dispute_resolved'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type" CHECK ("notifications"."type" in ('job_accepted', 'review', 'project', 'message', 'deadline', 'order', 'payout', 'account', 'saved_search', 'dispute'));