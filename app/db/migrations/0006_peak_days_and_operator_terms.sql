CREATE TABLE "peak_periods" (
	"id" text PRIMARY KEY NOT NULL,
	"name_ru" text NOT NULL,
	"name_en" text NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"airports" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "notice_domestic_minutes" integer DEFAULT 180 NOT NULL;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "notice_international_minutes" integer DEFAULT 240 NOT NULL;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "peak_surcharge_percent" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "peak_notice_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "daily_minimum_minutes" integer;--> statement-breakpoint
ALTER TABLE "peak_periods" ADD CONSTRAINT "peak_periods_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "peak_periods_last_day_idx" ON "peak_periods" USING btree ("last_day");