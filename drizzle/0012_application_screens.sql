ALTER TABLE "applications" ADD COLUMN "interview_at" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "contract_type" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "reference_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "posting_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "applications_archived_idx" ON "applications" USING btree ("archived_at") WHERE "applications"."archived_at" is not null;