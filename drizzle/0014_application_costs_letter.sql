ALTER TABLE "application_snapshots" ADD COLUMN "kind" text DEFAULT 'cv' NOT NULL;--> statement-breakpoint
ALTER TABLE "application_snapshots" ADD COLUMN "letter_id" uuid;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "letter_id" uuid;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "costs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_letter_id_letters_id_fk" FOREIGN KEY ("letter_id") REFERENCES "public"."letters"("id") ON DELETE set null ON UPDATE no action;