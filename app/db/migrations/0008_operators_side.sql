CREATE TABLE "aircraft_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"tail_number" text NOT NULL,
	"kind" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"variants" jsonb NOT NULL,
	"storage" text NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "operator_api_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"operator_id" text NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"scopes" jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "operator_api_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "operator_audits" (
	"id" text PRIMARY KEY NOT NULL,
	"operator_id" text NOT NULL,
	"program" text NOT NULL,
	"rating" text NOT NULL,
	"audited_on" date NOT NULL,
	"valid_until" date,
	"placeholder" boolean DEFAULT false NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "operator_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"operator_id" text NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"authority" text,
	"insurer" text,
	"cover_amount" bigint,
	"cover_currency" text,
	"valid_until" date NOT NULL,
	"file_key" text,
	"placeholder" boolean DEFAULT false NOT NULL,
	"reminded_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replaced_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "aircraft" ADD COLUMN "ical_url" text;--> statement-breakpoint
ALTER TABLE "aircraft" ADD COLUMN "ical_etag" text;--> statement-breakpoint
ALTER TABLE "aircraft" ADD COLUMN "ical_last_modified" text;--> statement-breakpoint
ALTER TABLE "aircraft" ADD COLUMN "ical_polled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "aircraft" ADD COLUMN "ical_error" text;--> statement-breakpoint
ALTER TABLE "availability_blocks" ADD COLUMN "source" text DEFAULT 'console' NOT NULL;--> statement-breakpoint
ALTER TABLE "availability_blocks" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "availability_blocks" ADD COLUMN "api_key_id" text;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "operator_id" text;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "operator_status" text;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "operator_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "operator_answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "operator_answered_by" text;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "operator_reason" text;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "operator_price_change_percent" double precision;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "response_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "working_hours_start" text DEFAULT '09:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "working_hours_end" text DEFAULT '21:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "time_zone" text DEFAULT 'Europe/Moscow' NOT NULL;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "lead_id" text;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "published_empty_legs" ADD COLUMN "source" text DEFAULT 'console' NOT NULL;--> statement-breakpoint
ALTER TABLE "published_empty_legs" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "published_empty_legs" ADD COLUMN "operator_id" text;--> statement-breakpoint
ALTER TABLE "published_empty_legs" ADD COLUMN "api_key_id" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "operator_id" text;--> statement-breakpoint
ALTER TABLE "aircraft_photos" ADD CONSTRAINT "aircraft_photos_tail_number_aircraft_tail_number_fk" FOREIGN KEY ("tail_number") REFERENCES "public"."aircraft"("tail_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_api_keys" ADD CONSTRAINT "operator_api_keys_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_audits" ADD CONSTRAINT "operator_audits_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_documents" ADD CONSTRAINT "operator_documents_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aircraft_photos_tail_idx" ON "aircraft_photos" USING btree ("tail_number","kind","position");--> statement-breakpoint
CREATE INDEX "operator_api_keys_operator_idx" ON "operator_api_keys" USING btree ("operator_id");--> statement-breakpoint
CREATE INDEX "operator_audits_operator_idx" ON "operator_audits" USING btree ("operator_id");--> statement-breakpoint
CREATE INDEX "operator_documents_operator_idx" ON "operator_documents" USING btree ("operator_id","kind");--> statement-breakpoint
ALTER TABLE "availability_blocks" ADD CONSTRAINT "availability_blocks_api_key_id_operator_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."operator_api_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "published_empty_legs" ADD CONSTRAINT "published_empty_legs_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "published_empty_legs" ADD CONSTRAINT "published_empty_legs_api_key_id_operator_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."operator_api_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "availability_blocks_external_idx" ON "availability_blocks" USING btree ("tail_number","source","external_id");--> statement-breakpoint
CREATE INDEX "deals_operator_idx" ON "deals" USING btree ("operator_id","operator_status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "published_empty_legs_external_idx" ON "published_empty_legs" USING btree ("operator_id","external_id");--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_operator_scope" CHECK (("staff"."role" = 'operator') = ("staff"."operator_id" IS NOT NULL));--> statement-breakpoint
UPDATE "published_empty_legs" SET "operator_id" = "aircraft"."operator_id" FROM "aircraft" WHERE "aircraft"."tail_number" = "published_empty_legs"."tail_number";
