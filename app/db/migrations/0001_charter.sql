CREATE TABLE "aircraft" (
	"tail_number" text PRIMARY KEY NOT NULL,
	"type_id" text NOT NULL,
	"operator_id" text NOT NULL,
	"home_base" text NOT NULL,
	"max_passengers" integer NOT NULL,
	"year_of_creation" integer NOT NULL,
	"year_of_renewal" integer DEFAULT 0 NOT NULL,
	"year_of_overhaul" integer DEFAULT 0 NOT NULL,
	"hourly_rate_eur" integer,
	"is_house_fleet" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aircraft_types" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"manufacturer" text NOT NULL,
	"aircraft_class" text NOT NULL,
	"max_passengers" integer NOT NULL,
	"range_km" integer NOT NULL,
	"cruise_speed_kmh" integer NOT NULL,
	"fuel_burn_kg_per_hour" integer NOT NULL,
	"cabin_height_m" double precision NOT NULL,
	"cabin_length_m" double precision NOT NULL,
	"cabin_width_m" double precision NOT NULL,
	"wing_span_m" double precision NOT NULL,
	"height_m" double precision NOT NULL,
	"length_m" double precision NOT NULL,
	"hourly_rate_eur" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cards" (
	"id" text PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"tail_number" text NOT NULL,
	"card" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"date" date NOT NULL,
	"currency" text NOT NULL,
	"rub_per_unit" double precision NOT NULL,
	"source" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_date_currency_pk" PRIMARY KEY("date","currency")
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_ru" text NOT NULL,
	"country" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_legs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "schedule_legs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tail_number" text NOT NULL,
	"from_icao" text NOT NULL,
	"to_icao" text NOT NULL,
	"departs_at" timestamp with time zone NOT NULL,
	"arrives_at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_empty_leg" boolean DEFAULT false NOT NULL,
	"result_set" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "aircraft" ADD CONSTRAINT "aircraft_type_id_aircraft_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."aircraft_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aircraft" ADD CONSTRAINT "aircraft_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_request_id_search_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."search_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_legs" ADD CONSTRAINT "schedule_legs_tail_number_aircraft_tail_number_fk" FOREIGN KEY ("tail_number") REFERENCES "public"."aircraft"("tail_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cards_request_idx" ON "cards" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "schedule_legs_tail_departs_idx" ON "schedule_legs" USING btree ("tail_number","departs_at");