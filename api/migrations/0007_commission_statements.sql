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
ALTER TABLE "commission_statements" ADD CONSTRAINT "commission_statements_broker_id_brokers_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."brokers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_statements" ADD CONSTRAINT "commission_statements_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_statements" ADD CONSTRAINT "commission_statements_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_notes" ADD CONSTRAINT "fiscal_notes_statement_id_commission_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."commission_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_notes" ADD CONSTRAINT "fiscal_notes_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_cancellations" ADD CONSTRAINT "policy_cancellations_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fiscal_notes_statement" ON "fiscal_notes" USING btree ("statement_id");