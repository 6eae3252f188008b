CREATE TABLE "route_restrictions" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"icao" text,
	"countries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"applies_to" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source" text NOT NULL,
	"source_url" text,
	"since" date NOT NULL,
	"until" date,
	"note" text
);
