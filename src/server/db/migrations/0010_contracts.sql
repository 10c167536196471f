CREATE TABLE "contract_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"milestone_id" uuid,
	"actor_id" text,
	"kind" text NOT NULL,
	"message" text,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_events_kind" CHECK ("contract_events"."kind" in ('created', 'funded', 'requirements_sent', 'delivered', 'revision_requested', 'accepted', 'auto_accepted', 'auto_accept_reminder', 'late', 'cancel_requested', 'cancel_declined', 'cancel_withdrawn', 'cancelled', 'refunded', 'completed', 'reviewed')),
	CONSTRAINT "contract_events_message_len" CHECK ("contract_events"."message" is null or char_length("contract_events"."message") <= 5000)
);
--> statement-breakpoint
CREATE TABLE "contract_milestones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text DEFAULT 'unfunded' NOT NULL,
	"payment_id" uuid,
	"funded_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"auto_accept_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_milestones_status" CHECK ("contract_milestones"."status" in ('unfunded', 'funded', 'delivered', 'released', 'refunded')),
	CONSTRAINT "contract_milestones_amount_positive" CHECK ("contract_milestones"."amount_cents" > 0),
	CONSTRAINT "contract_milestones_title_len" CHECK (char_length("contract_milestones"."title") between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"client_id" text NOT NULL,
	"freelancer_id" text NOT NULL,
	"project_id" uuid,
	"application_id" uuid,
	"service_id" uuid,
	"package_tier" text,
	"package_name" text,
	"package_features" text[],
	"title" text NOT NULL,
	"price_cents" bigint NOT NULL,
	"delivery_days" integer NOT NULL,
	"due_at" timestamp with time zone,
	"revisions_allowed" integer,
	"revisions_used" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"requirements" text,
	"requirements_at" timestamp with time zone,
	"late_at" timestamp with time zone,
	"cancel_requested_by" text,
	"cancel_reason" text,
	"cancel_requested_at" timestamp with time zone,
	"cancel_refund_to" text,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracts_kind" CHECK ("contracts"."kind" in ('project', 'service')),
	CONSTRAINT "contracts_status" CHECK ("contracts"."status" in ('awaiting_payment', 'awaiting_requirements', 'in_progress', 'delivered', 'completed', 'cancelled')),
	CONSTRAINT "contracts_parties_differ" CHECK ("contracts"."client_id" <> "contracts"."freelancer_id"),
	CONSTRAINT "contracts_price_positive" CHECK ("contracts"."price_cents" > 0),
	CONSTRAINT "contracts_refund_to" CHECK ("contracts"."cancel_refund_to" is null or "contracts"."cancel_refund_to" in ('wallet', 'card')),
	CONSTRAINT "contracts_requirements_len" CHECK ("contracts"."requirements" is null or char_length("contracts"."requirements") <= 5000),
	CONSTRAINT "contracts_cancel_reason_len" CHECK ("contracts"."cancel_reason" is null or char_length("contracts"."cancel_reason") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "service_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_id" uuid NOT NULL,
	"tier" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price_cents" bigint NOT NULL,
	"delivery_days" integer NOT NULL,
	"revisions" integer,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_packages_tier" CHECK ("service_packages"."tier" in ('basic', 'standard', 'premium')),
	CONSTRAINT "service_packages_name_len" CHECK (char_length("service_packages"."name") between 1 and 60),
	CONSTRAINT "service_packages_description_len" CHECK (char_length("service_packages"."description") between 1 and 500),
	CONSTRAINT "service_packages_price_range" CHECK ("service_packages"."price_cents" between 500 and 1000000),
	CONSTRAINT "service_packages_days_range" CHECK ("service_packages"."delivery_days" between 1 and 90),
	CONSTRAINT "service_packages_revisions_range" CHECK ("service_packages"."revisions" is null or "service_packages"."revisions" between 0 and 10)
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_purpose";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type";--> statement-breakpoint
DROP INDEX "reviews_project_uq";--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD COLUMN "contract_id" uuid;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD COLUMN "milestone_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "milestone_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "contract_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "service_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "direction" text DEFAULT 'client_to_freelancer' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "visible_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "contract_events" ADD CONSTRAINT "contract_events_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_events" ADD CONSTRAINT "contract_events_milestone_id_contract_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."contract_milestones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_events" ADD CONSTRAINT "contract_events_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_milestones" ADD CONSTRAINT "contract_milestones_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_client_id_user_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_freelancer_id_user_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_cancel_requested_by_user_id_fk" FOREIGN KEY ("cancel_requested_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_packages" ADD CONSTRAINT "service_packages_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_events_contract_created_idx" ON "contract_events" USING btree ("contract_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_milestones_position_uq" ON "contract_milestones" USING btree ("contract_id","position");--> statement-breakpoint
CREATE INDEX "contract_milestones_auto_accept_idx" ON "contract_milestones" USING btree ("auto_accept_at") WHERE "contract_milestones"."status" = 'delivered';--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_application_uq" ON "contracts" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "contracts_client_created_idx" ON "contracts" USING btree ("client_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contracts_freelancer_created_idx" ON "contracts" USING btree ("freelancer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contracts_project_idx" ON "contracts" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "contracts_service_idx" ON "contracts" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "contracts_late_due_idx" ON "contracts" USING btree ("due_at") WHERE "contracts"."late_at" is null and "contracts"."status" in ('awaiting_requirements', 'in_progress');--> statement-breakpoint
CREATE UNIQUE INDEX "service_packages_service_tier_uq" ON "service_packages" USING btree ("service_id","tier");--> statement-breakpoint
CREATE INDEX "ledger_transactions_contract_idx" ON "ledger_transactions" USING btree ("contract_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_project_direction_uq" ON "reviews" USING btree ("project_id","direction");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_contract_direction_uq" ON "reviews" USING btree ("contract_id","direction");--> statement-breakpoint
CREATE INDEX "reviews_service_idx" ON "reviews" USING btree ("service_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose" CHECK ("payments"."purpose" in ('escrow', 'milestone', 'topup', 'chatbot', 'analytics'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type" CHECK ("notifications"."type" in ('job_accepted', 'review', 'project', 'message', 'deadline', 'order'));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reply_len" CHECK ("reviews"."reply" is null or char_length("reviews"."reply") <= 2000);--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_direction" CHECK ("reviews"."direction" in ('client_to_freelancer', 'freelancer_to_client'));