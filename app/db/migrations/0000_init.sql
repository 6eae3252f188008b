CREATE TABLE "content_purges" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_purges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"document_id" text,
	"document_type" text,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "content_purges_received_at_idx" ON "content_purges" USING btree ("received_at");