CREATE TABLE "contract_extensions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"requested_by" text,
	"reason" text NOT NULL,
	"previous_due_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"answered_by" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_extensions_status" CHECK ("contract_extensions"."status" in ('pending', 'accepted', 'declined', 'withdrawn', 'lapsed')),
	CONSTRAINT "contract_extensions_reason_len" CHECK (char_length("contract_extensions"."reason") between 1 and 500),
	CONSTRAINT "contract_extensions_later" CHECK ("contract_extensions"."due_at" > "contract_extensions"."previous_due_at")
);
--> statement-breakpoint
ALTER TABLE "contract_events" DROP CONSTRAINT "contract_events_kind";--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "late_cancel_told_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contract_extensions" ADD CONSTRAINT "contract_extensions_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_extensions" ADD CONSTRAINT "contract_extensions_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_extensions" ADD CONSTRAINT "contract_extensions_answered_by_user_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_extensions_pending_uq" ON "contract_extensions" USING btree ("contract_id") WHERE "contract_extensions"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "contract_extensions_contract_idx" ON "contract_extensions" USING btree ("contract_id","created_at");--> statement-breakpoint
CREATE INDEX "contracts_late_cancel_due_idx" ON "contracts" USING btree ("due_at") WHERE "contracts"."late_cancel_told_at" is null and "contracts"."late_at" is not null and "contracts"."status" = 'in_progress';--> statement-breakpoint
ALTER TABLE "contract_events" ADD CONSTRAINT "contract_events_kind" CHECK ("contract_events"."kind" in ('created', 'funded', 'requirements_sent', 'delivered', 'revision_requested', 'accepted', 'auto_accepted', 'auto_accept_reminder', 'late', 'late_cancel_open', 'extension_requested', 'extension_accepted', 'extension_declined', 'extension_withdrawn', 'cancel_requested', 'cancel_declined', 'cancel_withdrawn', 'cancelled', 'refunded', 'completed', 'reviewed', 'dispute_opened', 'dispute_answered', 'dispute_offer', 'dispute_offer_accepted', 'dispute_offer_declined', 'dispute_offer_withdrawn', 'dispute_escalated', 'dispute_resolved', 'dispute_withdrawn'));