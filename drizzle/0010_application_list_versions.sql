-- Raised once per statement and account whose applications it inserted, changed or deleted
-- (features/applications/list-cache.ts). An account being deleted is skipped: its counter goes with it.
CREATE FUNCTION "bump_application_list_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO "application_list_versions" ("user_id", "version")
      SELECT DISTINCT o."user_id", 1 FROM old_rows o WHERE EXISTS (SELECT 1 FROM "users" u WHERE u."id" = o."user_id")
      ON CONFLICT ("user_id") DO UPDATE SET "version" = "application_list_versions"."version" + 1;
  ELSE
    INSERT INTO "application_list_versions" ("user_id", "version")
      SELECT DISTINCT n."user_id", 1 FROM new_rows n
      ON CONFLICT ("user_id") DO UPDATE SET "version" = "application_list_versions"."version" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "applications_list_version_insert" AFTER INSERT ON "applications" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_application_list_versions"();--> statement-breakpoint
CREATE TRIGGER "applications_list_version_update" AFTER UPDATE ON "applications" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_application_list_versions"();--> statement-breakpoint
CREATE TRIGGER "applications_list_version_delete" AFTER DELETE ON "applications" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_application_list_versions"();
