CREATE TABLE "quota_counters" (
	"subject" text NOT NULL,
	"feature" text NOT NULL,
	"used" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quota_counters_subject_feature_pk" PRIMARY KEY("subject","feature")
);
--> statement-breakpoint
CREATE INDEX "quota_counters_window_idx" ON "quota_counters" USING btree ("window_started_at");
--> statement-breakpoint
-- Existing uses carry over: an account's lifetime counts, and visitors' uses of the last 30 days.
INSERT INTO "quota_counters" ("subject", "feature", "used", "window_started_at")
SELECT 'user:' || "user_id", "feature", count(*), min("created_at") FROM "usage_events"
WHERE "user_id" IS NOT NULL GROUP BY "user_id", "feature"
UNION ALL
SELECT 'visitor:' || "visitor_hash", "feature", count(*), min("created_at") FROM "usage_events"
WHERE "visitor_hash" IS NOT NULL AND "created_at" > now() - interval '30 days' GROUP BY "visitor_hash", "feature";
