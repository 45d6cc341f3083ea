ALTER TABLE "applications" ADD COLUMN "interview_at" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "cv_id" uuid;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "contract_type" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "reference_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "posting_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_cv_id_cvs_id_fk" FOREIGN KEY ("cv_id") REFERENCES "public"."cvs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_archived_idx" ON "applications" USING btree ("archived_at") WHERE "applications"."archived_at" is not null;