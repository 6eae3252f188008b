CREATE TABLE "watch_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "watch_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"watch_id" text NOT NULL,
	"kind" text NOT NULL,
	"legs" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watch_notices" (
	"watch_id" text NOT NULL,
	"leg_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "watch_notices_watch_id_leg_key_pk" PRIMARY KEY("watch_id","leg_key")
);
--> statement-breakpoint
CREATE TABLE "watch_scans" (
	"id" integer PRIMARY KEY NOT NULL,
	"requested_at" timestamp with time zone,
	"scanned_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "watches" (
	"id" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"contact" text,
	"language" text NOT NULL,
	"from_place" text NOT NULL,
	"to_place" text NOT NULL,
	"date_from" date,
	"date_to" date,
	"days_ahead" integer,
	"pax" integer NOT NULL,
	"max_price_eur" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"confirm_token_hash" text NOT NULL,
	"manage_token" text NOT NULL,
	"consent_version" text,
	"consented_at" timestamp with time zone,
	"client_address" text,
	"created_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"welcomed_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "watches_confirm_token_hash_unique" UNIQUE("confirm_token_hash"),
	CONSTRAINT "watches_manage_token_unique" UNIQUE("manage_token")
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "watch_messages" ADD CONSTRAINT "watch_messages_watch_id_watches_id_fk" FOREIGN KEY ("watch_id") REFERENCES "public"."watches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_notices" ADD CONSTRAINT "watch_notices_watch_id_watches_id_fk" FOREIGN KEY ("watch_id") REFERENCES "public"."watches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "watch_messages_watch_idx" ON "watch_messages" USING btree ("watch_id","created_at");--> statement-breakpoint
CREATE INDEX "watches_status_idx" ON "watches" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "watches_contact_idx" ON "watches" USING btree ("channel","contact");