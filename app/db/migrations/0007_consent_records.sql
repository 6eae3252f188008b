ALTER TABLE "leads" ADD COLUMN "consent_version" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "consented_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "logins" ADD COLUMN "consent_version" text;--> statement-breakpoint
ALTER TABLE "logins" ADD COLUMN "consented_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pre_orders" ADD COLUMN "consent_version" text;--> statement-breakpoint
ALTER TABLE "pre_orders" ADD COLUMN "consented_at" timestamp with time zone;