CREATE TABLE "application_list_versions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_proof_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"full_name" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"de_customer_number" text DEFAULT '' NOT NULL,
	"ch_ahv_number" text DEFAULT '' NOT NULL,
	"at_ams_number" text DEFAULT '' NOT NULL,
	"country" text,
	"monthly_target" integer,
	"reminders_enabled" boolean DEFAULT false NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_proof_settings_unsubscribe_token_unique" UNIQUE("unsubscribe_token")
);
--> statement-breakpoint
CREATE TABLE "application_reminder_sends" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"items" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_reminder_sends_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "application_snapshots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"cv_id" uuid,
	"cv_title" text NOT NULL,
	"filename" text NOT NULL,
	"pdf" "bytea" NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "kind" text DEFAULT 'application' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "cv_id" uuid;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "agency_proposed_at" date;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "agency_reply_by" date;--> statement-breakpoint
ALTER TABLE "application_list_versions" ADD CONSTRAINT "application_list_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_proof_settings" ADD CONSTRAINT "application_proof_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_reminder_sends" ADD CONSTRAINT "application_reminder_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_snapshots" ADD CONSTRAINT "application_snapshots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_snapshots" ADD CONSTRAINT "application_snapshots_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_snapshots_application_idx" ON "application_snapshots" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "application_snapshots_user_idx" ON "application_snapshots" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_cv_id_cvs_id_fk" FOREIGN KEY ("cv_id") REFERENCES "public"."cvs"("id") ON DELETE set null ON UPDATE no action;