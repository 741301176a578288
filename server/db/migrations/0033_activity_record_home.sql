DROP INDEX "activity_record_idx";--> statement-breakpoint
CREATE INDEX "activity_record_idx" ON "activity" USING btree (hashtextextended(coalesce(("order_id")::text, "record_id"), 0));