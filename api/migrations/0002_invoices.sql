CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"policy_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"instalment" integer NOT NULL,
	"number" text NOT NULL,
	"due_date" date NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"iof" numeric(16, 2) NOT NULL,
	"currency" text DEFAULT 'BRL' NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"paid_at" timestamp with time zone,
	"payment_method" text,
	"payment_provider" text,
	"payment_reference" text,
	"recorded_by" uuid,
	"late_notice_sent_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_policy_id_instalment_unique" UNIQUE("policy_id","instalment"),
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" IN ('PAID', 'PENDING', 'LATE', 'DELAYED', 'IN_QUEUE')),
	CONSTRAINT "invoices_payment_method_check" CHECK ("invoices"."payment_method" IN ('BOLETO', 'CARD', 'DEBIT', 'PIX')),
	CONSTRAINT "invoices_instalment_check" CHECK ("invoices"."instalment" BETWEEN 1 AND 12)
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_open_due" ON "invoices" USING btree ("due_date") WHERE "invoices"."status" <> 'PAID';--> statement-breakpoint
CREATE INDEX "invoices_account" ON "invoices" USING btree ("account_id");