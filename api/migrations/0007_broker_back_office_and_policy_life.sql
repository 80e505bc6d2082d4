CREATE TABLE "kams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"photo_url" text,
	"email" text NOT NULL,
	"whatsapp" text NOT NULL,
	"booking_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "commission_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"broker_id" uuid NOT NULL,
	"period" text NOT NULL,
	"sequence" integer DEFAULT 1 NOT NULL,
	"currency" text DEFAULT 'BRL' NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note_status" text DEFAULT 'PENDING' NOT NULL,
	"note_reason" text,
	"paid_at" timestamp with time zone,
	"paid_by" uuid,
	"issued_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_statements_broker_id_period_sequence_unique" UNIQUE("broker_id","period","sequence"),
	CONSTRAINT "commission_statements_note_status_check" CHECK ("commission_statements"."note_status" IN ('PENDING', 'WAITING_APPROVAL', 'APPROVED', 'NEEDS_ACTION')),
	CONSTRAINT "commission_statements_period" CHECK ("commission_statements"."period" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "fiscal_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"statement_id" uuid NOT NULL,
	"format" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"number" text,
	"amount" numeric(16, 2),
	"issuer_tax_id" text,
	"sent_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fiscal_notes_format_check" CHECK ("fiscal_notes"."format" IN ('XML', 'PDF'))
);
--> statement-breakpoint
CREATE TABLE "policy_cancellations" (
	"policy_id" uuid PRIMARY KEY NOT NULL,
	"cancelled_on" date NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"txid" text NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"pix_code" text NOT NULL,
	"boleto_line" text NOT NULL,
	"boleto_barcode" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_charges_invoice_id_unique" UNIQUE("invoice_id"),
	CONSTRAINT "payment_charges_txid_unique" UNIQUE("txid")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"txid" text NOT NULL,
	"type" text NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event_id_unique" UNIQUE("provider","event_id")
);
--> statement-breakpoint
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
ALTER TABLE "broker_users" ADD COLUMN "status" text DEFAULT 'ENABLED' NOT NULL;--> statement-breakpoint
ALTER TABLE "broker_users" ADD COLUMN "invited_by" uuid;--> statement-breakpoint
ALTER TABLE "broker_users" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "brokers" ADD COLUMN "kam_id" uuid;--> statement-breakpoint
ALTER TABLE "brokers" ADD COLUMN "kam_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "policy_certificates" ADD CONSTRAINT "policy_certificates_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_certificates" ADD CONSTRAINT "policy_certificates_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_certificates" ADD CONSTRAINT "policy_certificates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_certificates" ADD CONSTRAINT "policy_certificates_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_statements" ADD CONSTRAINT "commission_statements_broker_id_brokers_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."brokers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_statements" ADD CONSTRAINT "commission_statements_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_statements" ADD CONSTRAINT "commission_statements_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_notes" ADD CONSTRAINT "fiscal_notes_statement_id_commission_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."commission_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_notes" ADD CONSTRAINT "fiscal_notes_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_cancellations" ADD CONSTRAINT "policy_cancellations_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_charges" ADD CONSTRAINT "payment_charges_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_forms" ADD CONSTRAINT "renewal_forms_form_id_application_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."application_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_forms" ADD CONSTRAINT "renewal_forms_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_notices" ADD CONSTRAINT "renewal_notices_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "policy_certificates_policy" ON "policy_certificates" USING btree ("policy_id");--> statement-breakpoint
CREATE INDEX "fiscal_notes_statement" ON "fiscal_notes" USING btree ("statement_id");--> statement-breakpoint
CREATE INDEX "renewal_forms_policy" ON "renewal_forms" USING btree ("policy_id");--> statement-breakpoint
ALTER TABLE "broker_users" ADD CONSTRAINT "broker_users_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brokers" ADD CONSTRAINT "brokers_kam_id_kams_id_fk" FOREIGN KEY ("kam_id") REFERENCES "public"."kams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "broker_users_broker_idx" ON "broker_users" USING btree ("broker_id");--> statement-breakpoint
ALTER TABLE "broker_users" ADD CONSTRAINT "broker_users_status_check" CHECK ("broker_users"."status" IN ('PENDING', 'ENABLED', 'DISABLED'));