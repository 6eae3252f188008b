CREATE TABLE "read_limit_windows" (
	"bucket" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "read_limit_windows_bucket_window_start_pk" PRIMARY KEY("bucket","window_start")
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"signature_hash" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cards" DROP CONSTRAINT "cards_request_id_search_requests_id_fk";
--> statement-breakpoint
ALTER TABLE "cards" ALTER COLUMN "request_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "search_requests" ALTER COLUMN "result_set" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "rates_date" text;--> statement-breakpoint
ALTER TABLE "search_requests" ADD COLUMN "query" jsonb;--> statement-breakpoint
ALTER TABLE "search_requests" ADD COLUMN "query_key" text;--> statement-breakpoint
ALTER TABLE "search_requests" ADD COLUMN "offers" "bytea";--> statement-breakpoint
ALTER TABLE "search_requests" ADD COLUMN "last_read_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "search_requests" ADD COLUMN "last_departure_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "search_requests" ADD COLUMN "expired_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "read_limit_windows_start_idx" ON "read_limit_windows" USING btree ("window_start");--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_request_id_search_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."search_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_requests_query_key_idx" ON "search_requests" USING btree ("query_key","created_at");--> statement-breakpoint
CREATE INDEX "search_requests_last_read_idx" ON "search_requests" USING btree ("last_read_at");--> statement-breakpoint
CREATE INDEX "search_requests_last_departure_idx" ON "search_requests" USING btree ("last_departure_at");--> statement-breakpoint
-- Sets saved before issue 15 were never read back on record: they count as read when saved, so the
-- sweep lets them go 30 days after that, and they keep their query for the expired page.
UPDATE "search_requests" SET "last_read_at" = "created_at", "query" = "result_set"->'query' WHERE "result_set" IS NOT NULL;
