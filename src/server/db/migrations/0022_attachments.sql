CREATE TABLE "attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"storage_key" text NOT NULL,
	"size" bigint NOT NULL,
	"name" text NOT NULL,
	"message_id" uuid,
	"contract_id" uuid,
	"contract_event_id" uuid,
	"linked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attachments_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "attachments_kind" CHECK ("attachments"."kind" in ('image', 'pdf', 'office', 'opendocument', 'text', 'audio', 'video', 'archive')),
	CONSTRAINT "attachments_size" CHECK ("attachments"."size" > 0 and "attachments"."size" <= 104857600),
	CONSTRAINT "attachments_name_len" CHECK (char_length("attachments"."name") between 1 and 255),
	CONSTRAINT "attachments_one_link" CHECK (("attachments"."message_id" is null or "attachments"."contract_event_id" is null) and ("attachments"."linked_at" is null) = ("attachments"."message_id" is null and "attachments"."contract_event_id" is null))
);
--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_body_len";--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_contract_event_id_contract_events_id_fk" FOREIGN KEY ("contract_event_id") REFERENCES "public"."contract_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_message_idx" ON "attachments" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "attachments_contract_event_idx" ON "attachments" USING btree ("contract_event_id");--> statement-breakpoint
CREATE INDEX "attachments_pending_idx" ON "attachments" USING btree ("created_at") WHERE "attachments"."linked_at" is null;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_body_len" CHECK (char_length("messages"."body") between 0 and 5000);