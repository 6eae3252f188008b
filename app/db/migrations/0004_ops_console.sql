CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_id" text,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"client_address" text
);
--> statement-breakpoint
CREATE TABLE "availability_blocks" (
	"id" text PRIMARY KEY NOT NULL,
	"tail_number" text NOT NULL,
	"kind" text NOT NULL,
	"airport_icao" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"note" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "deal_notes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deal_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"deal_id" text NOT NULL,
	"staff_id" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"pre_order_id" text,
	"lead_id" text,
	"status" text DEFAULT 'new' NOT NULL,
	"assignee_id" text,
	"option_until" timestamp with time zone,
	"close_reason" text,
	"first_contact_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deals_pre_order_id_unique" UNIQUE("pre_order_id"),
	CONSTRAINT "deals_lead_id_unique" UNIQUE("lead_id")
);
--> statement-breakpoint
CREATE TABLE "published_empty_legs" (
	"id" text PRIMARY KEY NOT NULL,
	"tail_number" text NOT NULL,
	"from_icao" text NOT NULL,
	"to_icao" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"price_eur" integer,
	"discount_percent" integer,
	"note" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"language" text DEFAULT 'ru' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"invited_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "staff_login_links" (
	"id" text PRIMARY KEY NOT NULL,
	"staff_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"client_address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_login_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"staff_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text
);
--> statement-breakpoint
ALTER TABLE "aircraft" ADD COLUMN "overnight_rate_eur" integer;--> statement-breakpoint
ALTER TABLE "aircraft" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "schedule_legs" ADD COLUMN "deal_id" text;--> statement-breakpoint
ALTER TABLE "availability_blocks" ADD CONSTRAINT "availability_blocks_tail_number_aircraft_tail_number_fk" FOREIGN KEY ("tail_number") REFERENCES "public"."aircraft"("tail_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_blocks" ADD CONSTRAINT "availability_blocks_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_notes" ADD CONSTRAINT "deal_notes_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_notes" ADD CONSTRAINT "deal_notes_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_pre_order_id_pre_orders_id_fk" FOREIGN KEY ("pre_order_id") REFERENCES "public"."pre_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_assignee_id_staff_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "published_empty_legs" ADD CONSTRAINT "published_empty_legs_tail_number_aircraft_tail_number_fk" FOREIGN KEY ("tail_number") REFERENCES "public"."aircraft"("tail_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "published_empty_legs" ADD CONSTRAINT "published_empty_legs_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_login_links" ADD CONSTRAINT "staff_login_links_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "availability_blocks_tail_idx" ON "availability_blocks" USING btree ("tail_number","starts_at");--> statement-breakpoint
CREATE INDEX "deal_notes_deal_idx" ON "deal_notes" USING btree ("deal_id","created_at");--> statement-breakpoint
CREATE INDEX "deals_created_idx" ON "deals" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "deals_status_idx" ON "deals" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "published_empty_legs_window_idx" ON "published_empty_legs" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "staff_login_links_staff_idx" ON "staff_login_links" USING btree ("staff_id","created_at");--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_idx" ON "staff_sessions" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "leads_phone_idx" ON "leads" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "pre_orders_phone_idx" ON "pre_orders" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "pre_orders_card_idx" ON "pre_orders" USING btree ("card_id");--> statement-breakpoint
CREATE INDEX "schedule_legs_deal_idx" ON "schedule_legs" USING btree ("deal_id");--> statement-breakpoint
-- The audit log is append-only (issue 18, item 2: "an audit log that nobody can edit"): the
-- database itself refuses to change or remove a row, whoever asks.
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
-- Every order and lead taken before the console existed enters the pipeline as new; a deal shares
-- its source's id, so the offer number a customer quotes finds it.
INSERT INTO "deals" ("id", "kind", "pre_order_id", "created_at", "updated_at")
  SELECT "id", 'pre_order', "id", "created_at", "created_at" FROM "pre_orders";
--> statement-breakpoint
INSERT INTO "deals" ("id", "kind", "lead_id", "created_at", "updated_at")
  SELECT "id",
    CASE WHEN "kind" = 'partner' THEN 'partner'
         WHEN "details"->>'departure_airport' IS NULL THEN 'callback'
         ELSE 'search' END,
    "id", "created_at", "created_at"
  FROM "leads";
