CREATE SEQUENCE "public"."claim_protocol_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"country" text DEFAULT 'br' NOT NULL,
	"tax_id_type" text NOT NULL,
	"tax_id" text NOT NULL,
	"legal_name" text NOT NULL,
	"website" text,
	"billing_email" text,
	"owner_email" text,
	"user_kam" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"websites" text[] DEFAULT '{}' NOT NULL,
	"no_website" boolean DEFAULT false NOT NULL,
	"total_employees" integer,
	"capital_raised" numeric(17, 2),
	"financing_obtained" boolean,
	"annual_revenue_band" text,
	"activity" text,
	"main_domain" text,
	"start_of_operations" date,
	"address_street" text DEFAULT '' NOT NULL,
	"address_number" text DEFAULT '' NOT NULL,
	"address_detail" text DEFAULT '' NOT NULL,
	"address_neighborhood" text DEFAULT '' NOT NULL,
	"address_city" text DEFAULT '' NOT NULL,
	"address_state" text DEFAULT '' NOT NULL,
	"address_zip_code" text DEFAULT '' NOT NULL,
	"profile_version" integer DEFAULT 1 NOT NULL,
	"billing_email_version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "accounts_country_tax_id_type_tax_id_unique" UNIQUE("country","tax_id_type","tax_id"),
	CONSTRAINT "accounts_kind_check" CHECK ("accounts"."kind" IN ('company', 'individual')),
	CONSTRAINT "accounts_country_check" CHECK ("accounts"."country" IN ('br', 'mx', 'co', 'us')),
	CONSTRAINT "accounts_total_employees_check" CHECK ("accounts"."total_employees" >= 0),
	CONSTRAINT "accounts_capital_raised_check" CHECK ("accounts"."capital_raised" >= 0),
	CONSTRAINT "accounts_annual_revenue_band_check" CHECK ("accounts"."annual_revenue_band" IN ('UNDER_250K', 'FROM_250K_TO_1M', 'FROM_1M_TO_5M', 'OVER_5M')),
	CONSTRAINT "accounts_activity_check" CHECK ("accounts"."activity" IN ('DATA_PROCESSING', 'SOFTWARE_DEVELOPMENT_INTERNAL', 'SOFTWARE_DEVELOPMENT_THIRD_PARTY', 'CONSULTING_PLANNING', 'SYSTEM_INSTALLATION_MAINTENANCE', 'WEBSITE_DEVELOPMENT', 'WEB_HOSTING', 'E_COMMERCE', 'TRAINING_EDUCATION', 'PAYMENT_PROCESSING', 'HARDWARE_DEVELOPMENT', 'HARDWARE_MAINTENANCE', 'OTHERS'))
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"role" text NOT NULL,
	"status" text DEFAULT 'ENABLED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"invited_by" uuid,
	"invited_at" timestamp with time zone,
	CONSTRAINT "memberships_user_id_account_id_unique" UNIQUE("user_id","account_id"),
	CONSTRAINT "memberships_role_check" CHECK ("memberships"."role" IN ('ACCOUNT_ADMIN', 'TEAM_MEMBER', 'BROKER_CUSTOMER')),
	CONSTRAINT "memberships_status_check" CHECK ("memberships"."status" IN ('PENDING', 'ENABLED', 'DISABLED'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"locale" text DEFAULT 'pt-BR' NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"external_subject" text,
	"is_operations" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_external_subject_unique" UNIQUE("external_subject"),
	CONSTRAINT "users_email_check" CHECK ("users"."email" = lower("users"."email")),
	CONSTRAINT "users_status_check" CHECK ("users"."status" IN ('ACTIVE', 'PENDING_CONFIRMATION', 'DISABLED', 'PASSWORD_RESET_REQUIRED'))
);
--> statement-breakpoint
CREATE TABLE "application_form_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"form_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"questions" text[] NOT NULL,
	"changes" jsonb NOT NULL,
	"user_id" uuid,
	"share_id" uuid,
	"event" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_form_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"form_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_form_shares_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "application_forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"status" text DEFAULT 'INITIAL' NOT NULL,
	"products" text[] DEFAULT '{}' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"definition_versions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "application_forms_status_check" CHECK ("application_forms"."status" IN ('INITIAL', 'IPAF_IN_PROGRESS', 'PENDING_REVIEW', 'EXPIRED', 'IPAF_EXPIRED', 'QUOTING', 'QUOTE_READY', 'REJECTED', 'APPROVED', 'CLOSED', 'CURRENT_POLICY', 'CURRENT_QUOTING', 'BEING_QUOTED', 'CURRENT_POLICY_ANOTHER_BROKER', 'EMPTY'))
);
--> statement-breakpoint
CREATE TABLE "underwriting_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"product" text NOT NULL,
	"action" text NOT NULL,
	"user_id" uuid NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "underwriting_decisions_action_check" CHECK ("underwriting_decisions"."action" IN ('PUBLISH', 'DECLINE'))
);
--> statement-breakpoint
CREATE TABLE "underwriting_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"form_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"products" text[] NOT NULL,
	"definition_versions" jsonb NOT NULL,
	"answers" jsonb NOT NULL,
	"status" text DEFAULT 'WAITING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"results" jsonb,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "broker_bank_accounts" (
	"broker_id" uuid PRIMARY KEY NOT NULL,
	"bank_code" text NOT NULL,
	"branch" text NOT NULL,
	"account_number" text NOT NULL,
	"account_type" text NOT NULL,
	"holder_name" text NOT NULL,
	"holder_tax_id" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "broker_bank_accounts_account_type_check" CHECK ("broker_bank_accounts"."account_type" IN ('CHECKING', 'SAVINGS'))
);
--> statement-breakpoint
CREATE TABLE "broker_customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"broker_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"customer_name" text,
	"assessment_status" text DEFAULT 'NO_ASSESSMENT' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "broker_customers_account_id_unique" UNIQUE("account_id"),
	CONSTRAINT "broker_customers_assessment_status_check" CHECK ("broker_customers"."assessment_status" IN ('NO_ASSESSMENT', 'IN_PROGRESS', 'COMPLETED'))
);
--> statement-breakpoint
CREATE TABLE "broker_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"broker_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "broker_files_kind_check" CHECK ("broker_files"."kind" IN ('REGULATOR_CERTIFICATE', 'PROOF_OF_ADDRESS', 'BANK_PROOF')),
	CONSTRAINT "broker_files_content_type_check" CHECK ("broker_files"."content_type" IN ('application/pdf', 'image/png', 'image/jpeg'))
);
--> statement-breakpoint
CREATE TABLE "broker_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"broker_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "broker_users_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "broker_users_role_check" CHECK ("broker_users"."role" IN ('BROKER', 'BROKER_INVITED'))
);
--> statement-breakpoint
CREATE TABLE "brokers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"legal_name" text NOT NULL,
	"name" text NOT NULL,
	"tax_id" text NOT NULL,
	"email" text NOT NULL,
	"city" text,
	"address" text,
	"address_number" text,
	"postal_code" text,
	"phone" text,
	"website" text,
	"status" text DEFAULT 'PENDING_APPROVAL' NOT NULL,
	"needs_bank_info" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"country" text DEFAULT 'br' NOT NULL,
	"tax_id_type" text DEFAULT 'CNPJ' NOT NULL,
	"address_detail" text,
	"neighborhood" text,
	"state" text,
	"tax_regime" text,
	"municipal_registration" text,
	"iss_withheld" boolean,
	"regulator_registration" text,
	"regulator_status" text,
	"completed_steps" text[] DEFAULT '{}' NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"profile_version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "brokers_tax_id_unique" UNIQUE("tax_id"),
	CONSTRAINT "brokers_email_unique" UNIQUE("email"),
	CONSTRAINT "brokers_status_check" CHECK ("brokers"."status" IN ('PENDING_APPROVAL', 'APPROVED', 'REFUSED')),
	CONSTRAINT "brokers_country_check" CHECK ("brokers"."country" IN ('br', 'mx', 'co', 'us')),
	CONSTRAINT "brokers_tax_regime_check" CHECK ("brokers"."tax_regime" IN ('SIMPLES_NACIONAL', 'LUCRO_PRESUMIDO', 'LUCRO_REAL', 'MEI')),
	CONSTRAINT "brokers_regulator_status_check" CHECK ("brokers"."regulator_status" IN ('ACTIVE', 'SUSPENDED', 'CANCELLED'))
);
--> statement-breakpoint
CREATE TABLE "claim_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL,
	"event" text NOT NULL,
	"status" text NOT NULL,
	"actor" text NOT NULL,
	"author_id" uuid,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claim_events_status_check" CHECK ("claim_events"."status" IN ('PENDING', 'IN_PROGRESS', 'REJECTED', 'APPROVED')),
	CONSTRAINT "claim_events_actor_check" CHECK ("claim_events"."actor" IN ('CUSTOMER', 'OPERATIONS'))
);
--> statement-breakpoint
CREATE TABLE "claim_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"actor" text NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claim_files_content_type_check" CHECK ("claim_files"."content_type" IN ('application/pdf', 'image/png', 'image/jpeg')),
	CONSTRAINT "claim_files_actor_check" CHECK ("claim_files"."actor" IN ('CUSTOMER', 'OPERATIONS'))
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"policy_id" uuid,
	"protocol_number" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"occurred_on" date,
	"learned_on" date,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"claims_made_window" text,
	"decision_due_on" date,
	"information_requested_at" timestamp with time zone,
	"decision" text,
	"decided_at" timestamp with time zone,
	"reported_by" uuid,
	"request_key" uuid,
	CONSTRAINT "claims_protocol_number_unique" UNIQUE("protocol_number"),
	CONSTRAINT "claims_account_id_request_key_unique" UNIQUE("account_id","request_key"),
	CONSTRAINT "claims_status_check" CHECK ("claims"."status" IN ('PENDING', 'IN_PROGRESS', 'REJECTED', 'APPROVED')),
	CONSTRAINT "claims_claims_made_window_check" CHECK ("claims"."claims_made_window" IN ('WITHIN_PERIOD', 'WITHIN_EXTENDED_REPORTING', 'OUTSIDE'))
);
--> statement-breakpoint
CREATE TABLE "cyber_findings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"severity" text NOT NULL,
	"port" integer,
	"service" text NOT NULL,
	"title" text NOT NULL,
	"advice" text NOT NULL,
	"dispute_status" text DEFAULT 'NONE' NOT NULL,
	"dispute_reason" text,
	"disputed_by" uuid,
	"disputed_at" timestamp with time zone,
	"ruling_note" text,
	"ruled_by" uuid,
	"ruled_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cyber_findings_report_id_position_unique" UNIQUE("report_id","position"),
	CONSTRAINT "cyber_findings_severity_check" CHECK ("cyber_findings"."severity" IN ('LOW', 'MEDIUM', 'HIGH', 'CRITICAL')),
	CONSTRAINT "cyber_findings_port_check" CHECK ("cyber_findings"."port" BETWEEN 0 AND 65535),
	CONSTRAINT "cyber_findings_dispute_status_check" CHECK ("cyber_findings"."dispute_status" IN ('NONE', 'DISPUTED', 'ACCEPTED', 'REJECTED'))
);
--> statement-breakpoint
CREATE TABLE "cyber_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"report_date" date NOT NULL,
	"score" integer NOT NULL,
	"vulnerability_count" integer DEFAULT 0 NOT NULL,
	"risk_level" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"request_id" uuid,
	"status" text DEFAULT 'PUBLISHED' NOT NULL,
	"language" text DEFAULT 'pt' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"published_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "cyber_reports_score_check" CHECK ("cyber_reports"."score" BETWEEN 0 AND 100),
	CONSTRAINT "cyber_reports_risk_level_check" CHECK ("cyber_reports"."risk_level" IN ('LOW', 'MEDIUM', 'HIGH')),
	CONSTRAINT "cyber_reports_status_check" CHECK ("cyber_reports"."status" IN ('DRAFT', 'PUBLISHED', 'UNDER_REVIEW')),
	CONSTRAINT "cyber_reports_language_check" CHECK ("cyber_reports"."language" IN ('pt', 'en', 'es'))
);
--> statement-breakpoint
CREATE TABLE "cyber_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"requested_by" uuid,
	"plan" text NOT NULL,
	"main_domain" text NOT NULL,
	"activity" text NOT NULL,
	"employees" integer NOT NULL,
	"revenue_band" text NOT NULL,
	"language" text DEFAULT 'pt' NOT NULL,
	"status" text DEFAULT 'PENDING_VERIFICATION' NOT NULL,
	"verification_token" text NOT NULL,
	"domain_verified_at" timestamp with time zone,
	"domain_proof" text,
	"last_check_at" timestamp with time zone,
	"next_assessment_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cyber_requests_plan_check" CHECK ("cyber_requests"."plan" IN ('LITE', 'PLUS')),
	CONSTRAINT "cyber_requests_activity_check" CHECK ("cyber_requests"."activity" IN ('HEALTH', 'FINANCIAL_SERVICES', 'MANUFACTURING', 'OTHER')),
	CONSTRAINT "cyber_requests_employees_check" CHECK ("cyber_requests"."employees" BETWEEN 1 AND 10000000),
	CONSTRAINT "cyber_requests_revenue_band_check" CHECK ("cyber_requests"."revenue_band" IN ('UNDER_250K', 'FROM_250K_TO_1M', 'FROM_1M_TO_5M', 'OVER_5M')),
	CONSTRAINT "cyber_requests_language_check" CHECK ("cyber_requests"."language" IN ('pt', 'en', 'es')),
	CONSTRAINT "cyber_requests_status_check" CHECK ("cyber_requests"."status" IN ('PENDING_VERIFICATION', 'SCHEDULED', 'CANCELLED')),
	CONSTRAINT "cyber_requests_domain_proof_check" CHECK ("cyber_requests"."domain_proof" IN ('DNS', 'FILE', 'OPERATIONS'))
);
--> statement-breakpoint
CREATE TABLE "account_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"account_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_links_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "account_links_purpose_check" CHECK ("account_links"."purpose" IN ('EMAIL_CONFIRMATION', 'PASSWORD_RESET', 'INVITATION'))
);
--> statement-breakpoint
CREATE TABLE "dpop_proofs" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "external_sign_ins" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"interaction_uid" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "external_sign_ins_provider_check" CHECK ("external_sign_ins"."provider" IN ('google'))
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_email" text NOT NULL,
	"template" text NOT NULL,
	"locale" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_outbox_status_check" CHECK ("mail_outbox"."status" IN ('PENDING', 'SENT', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "oidc_payloads" (
	"id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oidc_payloads_id_type_pk" PRIMARY KEY("id","type")
);
--> statement-breakpoint
CREATE TABLE "oidc_secrets" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oidc_secrets_kind_check" CHECK ("oidc_secrets"."kind" IN ('signing_key', 'cookie_key'))
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_failures" (
	"email" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"product" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"signer_type" text NOT NULL,
	"signer_name" text NOT NULL,
	"signer_email" text NOT NULL,
	"admin_name" text NOT NULL,
	"admin_email" text NOT NULL,
	"instalments" integer NOT NULL,
	"currency" text DEFAULT 'BRL' NOT NULL,
	"gross_premium" numeric(16, 2) NOT NULL,
	"iof" numeric(16, 2) NOT NULL,
	"interest" numeric(16, 2) NOT NULL,
	"total_premium" numeric(16, 2) NOT NULL,
	"instalment_amount" numeric(16, 2) NOT NULL,
	"broker_id" uuid,
	"commission_rate" numeric(5, 4),
	"broker_commission" numeric(16, 2),
	"language" text DEFAULT 'pt' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkouts_product_check" CHECK ("checkouts"."product" IN ('D_AND_O', 'E_AND_O', 'CYBER')),
	CONSTRAINT "checkouts_status_check" CHECK ("checkouts"."status" IN ('DRAFT', 'PENDING_SIGNATURE', 'SIGNED', 'ISSUED', 'REPLACED')),
	CONSTRAINT "checkouts_signer_type_check" CHECK ("checkouts"."signer_type" IN ('LEGAL_REPRESENTATIVE', 'ATTORNEY')),
	CONSTRAINT "checkouts_instalments_check" CHECK ("checkouts"."instalments" BETWEEN 1 AND 7)
);
--> statement-breakpoint
CREATE TABLE "policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"product" text NOT NULL,
	"insurer" text NOT NULL,
	"policy_number" text NOT NULL,
	"status" text NOT NULL,
	"effective_date" date NOT NULL,
	"expiry_date" date NOT NULL,
	"coverage_limit" numeric(16, 2) NOT NULL,
	"currency" text DEFAULT 'BRL' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"quote_id" uuid,
	"checkout_id" uuid,
	"retention" text,
	"gross_premium" numeric(16, 2),
	"total_premium" numeric(16, 2),
	"instalments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"issued_at" timestamp with time zone,
	CONSTRAINT "policies_checkout_id_unique" UNIQUE("checkout_id"),
	CONSTRAINT "policies_product_check" CHECK ("policies"."product" IN ('D_AND_O', 'E_AND_O', 'CYBER')),
	CONSTRAINT "policies_status_check" CHECK ("policies"."status" IN ('ACTIVE', 'CREATED', 'EXPIRED', 'PENDING_INITIAL_PAYMENT'))
);
--> statement-breakpoint
CREATE TABLE "signature_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"checkout_id" uuid NOT NULL,
	"checkout_version" integer NOT NULL,
	"provider" text DEFAULT 'builtin' NOT NULL,
	"provider_reference" text,
	"token_hash" text NOT NULL,
	"signer_name" text NOT NULL,
	"signer_email" text NOT NULL,
	"language" text DEFAULT 'pt' NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"proposal_document" "bytea" NOT NULL,
	"proposal_sha256" text NOT NULL,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"codes_sent" integer DEFAULT 0 NOT NULL,
	"signed_at" timestamp with time zone,
	"signed_name" text,
	"signer_ip" text,
	"signer_user_agent" text,
	"signed_document" "bytea",
	"signed_sha256" text,
	"voided_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signature_requests_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "signature_requests_status_check" CHECK ("signature_requests"."status" IN ('PENDING', 'SIGNED', 'VOIDED'))
);
--> statement-breakpoint
CREATE TABLE "quote_evidence" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"subjectivity" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_evidence_content_type_check" CHECK ("quote_evidence"."content_type" IN ('application/pdf', 'image/png', 'image/jpeg'))
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"application_form_id" uuid,
	"product" text NOT NULL,
	"insurer" text,
	"coverage_limit" numeric(16, 2),
	"gross_premium" numeric(16, 2),
	"currency" text DEFAULT 'BRL' NOT NULL,
	"status" text NOT NULL,
	"recommended" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retention" text,
	"config_version" text,
	"submission_id" uuid,
	"coverages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sublimits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"exclusions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"subjectivities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"territorial_scope" text,
	"retroactive_date" date,
	"insurance_code" text,
	"selected_at" timestamp with time zone,
	"selected_by" uuid,
	"fees" numeric(16, 2),
	CONSTRAINT "quotes_product_check" CHECK ("quotes"."product" IN ('D_AND_O', 'E_AND_O', 'CYBER')),
	CONSTRAINT "quotes_status_check" CHECK ("quotes"."status" IN ('SEARCHING', 'AVAILABLE', 'SELECTED', 'BEING_ISSUED', 'ISSUED', 'EXPIRED')),
	CONSTRAINT "quotes_territorial_scope_check" CHECK ("quotes"."territorial_scope" IN ('BRAZIL', 'WORLDWIDE_EXCEPT_US_CANADA', 'WORLDWIDE'))
);
--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_form_changes" ADD CONSTRAINT "application_form_changes_form_id_application_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."application_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_form_changes" ADD CONSTRAINT "application_form_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_form_shares" ADD CONSTRAINT "application_form_shares_form_id_application_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."application_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_form_shares" ADD CONSTRAINT "application_form_shares_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_forms" ADD CONSTRAINT "application_forms_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "underwriting_decisions" ADD CONSTRAINT "underwriting_decisions_submission_id_underwriting_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."underwriting_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "underwriting_decisions" ADD CONSTRAINT "underwriting_decisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "underwriting_submissions" ADD CONSTRAINT "underwriting_submissions_form_id_application_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."application_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "underwriting_submissions" ADD CONSTRAINT "underwriting_submissions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broker_bank_accounts" ADD CONSTRAINT "broker_bank_accounts_broker_id_brokers_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."brokers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broker_customers" ADD CONSTRAINT "broker_customers_broker_id_brokers_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."brokers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broker_customers" ADD CONSTRAINT "broker_customers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broker_files" ADD CONSTRAINT "broker_files_broker_id_brokers_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."brokers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broker_users" ADD CONSTRAINT "broker_users_broker_id_brokers_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."brokers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broker_users" ADD CONSTRAINT "broker_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_events" ADD CONSTRAINT "claim_events_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_events" ADD CONSTRAINT "claim_events_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_files" ADD CONSTRAINT "claim_files_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_files" ADD CONSTRAINT "claim_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cyber_findings" ADD CONSTRAINT "cyber_findings_report_id_cyber_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."cyber_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cyber_findings" ADD CONSTRAINT "cyber_findings_disputed_by_users_id_fk" FOREIGN KEY ("disputed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cyber_findings" ADD CONSTRAINT "cyber_findings_ruled_by_users_id_fk" FOREIGN KEY ("ruled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cyber_reports" ADD CONSTRAINT "cyber_reports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cyber_reports" ADD CONSTRAINT "cyber_reports_request_id_cyber_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."cyber_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cyber_reports" ADD CONSTRAINT "cyber_reports_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cyber_requests" ADD CONSTRAINT "cyber_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cyber_requests" ADD CONSTRAINT "cyber_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_links" ADD CONSTRAINT "account_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_links" ADD CONSTRAINT "account_links_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_broker_id_brokers_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."brokers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_evidence" ADD CONSTRAINT "quote_evidence_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_evidence" ADD CONSTRAINT "quote_evidence_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_application_form_id_application_forms_id_fk" FOREIGN KEY ("application_form_id") REFERENCES "public"."application_forms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_submission_id_underwriting_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."underwriting_submissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_selected_by_users_id_fk" FOREIGN KEY ("selected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memberships_account_idx" ON "memberships" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "application_form_changes_form" ON "application_form_changes" USING btree ("form_id","version");--> statement-breakpoint
CREATE INDEX "application_form_shares_form" ON "application_form_shares" USING btree ("form_id");--> statement-breakpoint
CREATE INDEX "application_forms_account_idx" ON "application_forms" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "underwriting_decisions_submission" ON "underwriting_decisions" USING btree ("submission_id","created_at");--> statement-breakpoint
CREATE INDEX "underwriting_submissions_status" ON "underwriting_submissions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "broker_customers_broker_idx" ON "broker_customers" USING btree ("broker_id");--> statement-breakpoint
CREATE INDEX "broker_files_broker_idx" ON "broker_files" USING btree ("broker_id");--> statement-breakpoint
CREATE INDEX "claim_events_claim_idx" ON "claim_events" USING btree ("claim_id","created_at");--> statement-breakpoint
CREATE INDEX "claim_files_claim_idx" ON "claim_files" USING btree ("claim_id");--> statement-breakpoint
CREATE INDEX "claims_account_idx" ON "claims" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "cyber_findings_disputed_idx" ON "cyber_findings" USING btree ("dispute_status") WHERE "cyber_findings"."dispute_status" = 'DISPUTED';--> statement-breakpoint
CREATE INDEX "cyber_reports_account_idx" ON "cyber_reports" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "cyber_requests_account_idx" ON "cyber_requests" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "cyber_requests_due_idx" ON "cyber_requests" USING btree ("next_assessment_at") WHERE "cyber_requests"."status" = 'SCHEDULED';--> statement-breakpoint
CREATE INDEX "account_links_user_idx" ON "account_links" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "dpop_proofs_expires_idx" ON "dpop_proofs" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "external_sign_ins_expires_idx" ON "external_sign_ins" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_pending_idx" ON "mail_outbox" USING btree ("created_at") WHERE "mail_outbox"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "oidc_payloads_grant_idx" ON "oidc_payloads" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_uid_idx" ON "oidc_payloads" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oidc_payloads_user_code_idx" ON "oidc_payloads" USING btree ("user_code");--> statement-breakpoint
CREATE INDEX "oidc_payloads_expires_idx" ON "oidc_payloads" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "rate_limit_hits_window_idx" ON "rate_limit_hits" USING btree ("window_ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_open_per_product" ON "checkouts" USING btree ("account_id","product") WHERE "checkouts"."status" IN ('DRAFT', 'PENDING_SIGNATURE', 'SIGNED');--> statement-breakpoint
CREATE INDEX "checkouts_quote" ON "checkouts" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "policies_account_idx" ON "policies" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "signature_requests_checkout" ON "signature_requests" USING btree ("checkout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "signature_requests_signed" ON "signature_requests" USING btree ("checkout_id") WHERE "signature_requests"."status" = 'SIGNED';--> statement-breakpoint
CREATE INDEX "quote_evidence_quote_idx" ON "quote_evidence" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "quotes_account_idx" ON "quotes" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "quotes_expiry_idx" ON "quotes" USING btree ("expires_at") WHERE "quotes"."status" IN ('AVAILABLE', 'SELECTED');