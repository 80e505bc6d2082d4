CREATE TABLE "broker_commission_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"broker_id" uuid NOT NULL,
	"product" text NOT NULL,
	"rate" numeric(5, 4) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "broker_commission_rates_broker_product" UNIQUE("broker_id","product"),
	CONSTRAINT "broker_commission_rates_product_check" CHECK ("broker_commission_rates"."product" IN ('D_AND_O', 'E_AND_O', 'CYBER')),
	CONSTRAINT "broker_commission_rates_rate_check" CHECK ("broker_commission_rates"."rate" > 0 AND "broker_commission_rates"."rate" < 1)
);
--> statement-breakpoint
ALTER TABLE "broker_commission_rates" ADD CONSTRAINT "broker_commission_rates_broker_id_brokers_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."brokers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broker_commission_rates" ADD CONSTRAINT "broker_commission_rates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;