CREATE TABLE "contract_extras" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"name" text NOT NULL,
	"price_cents" bigint NOT NULL,
	"days" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"proposed_by" text,
	"milestone_id" uuid,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_extras_status" CHECK ("contract_extras"."status" in ('ordered', 'proposed', 'accepted', 'paid', 'declined', 'withdrawn', 'lapsed')),
	CONSTRAINT "contract_extras_name_len" CHECK (char_length("contract_extras"."name") between 1 and 60),
	CONSTRAINT "contract_extras_price_range" CHECK ("contract_extras"."price_cents" between 100 and 500000),
	CONSTRAINT "contract_extras_days_range" CHECK ("contract_extras"."days" between -30 and 30)
);
--> statement-breakpoint
ALTER TABLE "contract_events" DROP CONSTRAINT "contract_events_kind";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_purpose";--> statement-breakpoint
ALTER TABLE "service_packages" ADD COLUMN "extras" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "extra_id" uuid;--> statement-breakpoint
ALTER TABLE "contract_extras" ADD CONSTRAINT "contract_extras_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_extras" ADD CONSTRAINT "contract_extras_proposed_by_user_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_extras_contract_idx" ON "contract_extras" USING btree ("contract_id","created_at");--> statement-breakpoint
ALTER TABLE "contract_events" ADD CONSTRAINT "contract_events_kind" CHECK ("contract_events"."kind" in ('created', 'funded', 'requirements_sent', 'delivered', 'revision_requested', 'accepted', 'auto_accepted', 'auto_accept_reminder', 'late', 'late_cancel_open', 'extension_requested', 'extension_accepted', 'extension_declined', 'extension_withdrawn', 'cancel_requested', 'cancel_declined', 'cancel_withdrawn', 'cancelled', 'refunded', 'completed', 'reviewed', 'dispute_opened', 'dispute_answered', 'dispute_offer', 'dispute_offer_accepted', 'dispute_offer_declined', 'dispute_offer_withdrawn', 'dispute_escalated', 'dispute_resolved', 'dispute_withdrawn', 'tipped', 'extra_proposed', 'extra_accepted', 'extra_declined', 'extra_withdrawn', 'extra_paid'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose" CHECK ("payments"."purpose" in ('escrow', 'milestone', 'topup', 'chatbot', 'analytics', 'tip', 'extra'));