CREATE TABLE "operations_reads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"operation" text NOT NULL,
	"record_type" text NOT NULL,
	"record_id" uuid NOT NULL,
	"account_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operations_reads" ADD CONSTRAINT "operations_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operations_reads" ADD CONSTRAINT "operations_reads_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operations_reads_account_idx" ON "operations_reads" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "operations_reads_user_idx" ON "operations_reads" USING btree ("user_id");