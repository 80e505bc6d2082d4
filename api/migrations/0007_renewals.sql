CREATE TABLE "renewal_forms" (
	"form_id" uuid PRIMARY KEY NOT NULL,
	"policy_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "renewal_notices" (
	"policy_id" uuid NOT NULL,
	"days_before" integer NOT NULL,
	"sent_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "renewal_notices_policy_id_days_before_pk" PRIMARY KEY("policy_id","days_before"),
	CONSTRAINT "renewal_notices_days_before_check" CHECK ("renewal_notices"."days_before" IN (90, 60, 30))
);
--> statement-breakpoint
ALTER TABLE "renewal_forms" ADD CONSTRAINT "renewal_forms_form_id_application_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."application_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_forms" ADD CONSTRAINT "renewal_forms_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_notices" ADD CONSTRAINT "renewal_notices_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "renewal_forms_policy" ON "renewal_forms" USING btree ("policy_id");