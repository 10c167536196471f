CREATE TABLE "custom_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"freelancer_id" text NOT NULL,
	"client_id" text NOT NULL,
	"request_id" uuid,
	"description" text NOT NULL,
	"price_cents" bigint NOT NULL,
	"delivery_days" integer NOT NULL,
	"revisions" integer,
	"milestones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expires_at" timestamp with time zone,
	"status" text DEFAULT 'pending' NOT NULL,
	"contract_id" uuid,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_offers_status" CHECK ("custom_offers"."status" in ('pending', 'accepted', 'declined', 'withdrawn', 'expired')),
	CONSTRAINT "custom_offers_description_len" CHECK (char_length("custom_offers"."description") between 1 and 2000),
	CONSTRAINT "custom_offers_price_range" CHECK ("custom_offers"."price_cents" between 500 and 1000000),
	CONSTRAINT "custom_offers_days_range" CHECK ("custom_offers"."delivery_days" between 1 and 90),
	CONSTRAINT "custom_offers_revisions_range" CHECK ("custom_offers"."revisions" is null or "custom_offers"."revisions" between 0 and 10),
	CONSTRAINT "custom_offers_parties_differ" CHECK ("custom_offers"."client_id" <> "custom_offers"."freelancer_id")
);
--> statement-breakpoint
CREATE TABLE "offer_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"client_id" text NOT NULL,
	"freelancer_id" text NOT NULL,
	"service_id" uuid,
	"description" text NOT NULL,
	"budget_cents" bigint,
	"due_on" date,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_requests_status" CHECK ("offer_requests"."status" in ('open', 'answered', 'declined')),
	CONSTRAINT "offer_requests_description_len" CHECK (char_length("offer_requests"."description") between 1 and 1000),
	CONSTRAINT "offer_requests_parties_differ" CHECK ("offer_requests"."client_id" <> "offer_requests"."freelancer_id")
);
--> statement-breakpoint
ALTER TABLE "custom_offers" ADD CONSTRAINT "custom_offers_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_offers" ADD CONSTRAINT "custom_offers_freelancer_id_user_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_offers" ADD CONSTRAINT "custom_offers_client_id_user_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_offers" ADD CONSTRAINT "custom_offers_request_id_offer_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."offer_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_offers" ADD CONSTRAINT "custom_offers_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_requests" ADD CONSTRAINT "offer_requests_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_requests" ADD CONSTRAINT "offer_requests_client_id_user_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_requests" ADD CONSTRAINT "offer_requests_freelancer_id_user_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_requests" ADD CONSTRAINT "offer_requests_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_offers_contract_uq" ON "custom_offers" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "custom_offers_conversation_idx" ON "custom_offers" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "custom_offers_expiry_idx" ON "custom_offers" USING btree ("expires_at") WHERE "custom_offers"."status" = 'pending' and "custom_offers"."expires_at" is not null;--> statement-breakpoint
CREATE INDEX "offer_requests_conversation_idx" ON "offer_requests" USING btree ("conversation_id","created_at");