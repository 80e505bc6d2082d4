CREATE TABLE "policy_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"policy_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"public_code" text NOT NULL,
	"holder_name" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "policy_certificates_public_code_unique" UNIQUE("public_code")
);
--> statement-breakpoint
ALTER TABLE "policy_certificates" ADD CONSTRAINT "policy_certificates_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_certificates" ADD CONSTRAINT "policy_certificates_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_certificates" ADD CONSTRAINT "policy_certificates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_certificates" ADD CONSTRAINT "policy_certificates_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "policy_certificates_policy" ON "policy_certificates" USING btree ("policy_id");