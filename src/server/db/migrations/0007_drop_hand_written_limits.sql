DROP TABLE "rate_limit" CASCADE;--> statement-breakpoint
DROP TABLE "chat_send_times" CASCADE;--> statement-breakpoint
DROP TABLE "help_chat_requests" CASCADE;