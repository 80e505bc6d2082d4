ALTER TABLE "broker_users" ADD COLUMN "status" text DEFAULT 'ENABLED' NOT NULL;--> statement-breakpoint
ALTER TABLE "broker_users" ADD COLUMN "invited_by" uuid;--> statement-breakpoint
ALTER TABLE "broker_users" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "broker_users" ADD CONSTRAINT "broker_users_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "broker_users_broker_idx" ON "broker_users" USING btree ("broker_id");--> statement-breakpoint
ALTER TABLE "broker_users" ADD CONSTRAINT "broker_users_status_check" CHECK ("broker_users"."status" IN ('PENDING', 'ENABLED', 'DISABLED'));