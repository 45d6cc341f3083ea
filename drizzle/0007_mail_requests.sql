CREATE TABLE "mail_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"language" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "mail_requests_email_idx" ON "mail_requests" USING btree ("email");--> statement-breakpoint
CREATE INDEX "mail_requests_created_idx" ON "mail_requests" USING btree ("created_at");