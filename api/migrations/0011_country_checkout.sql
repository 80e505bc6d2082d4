-- Every checkout, invoice and policy before issue 28 is Brazilian: its premium tax is its IOF. The
-- columns are added with a default only to fill the rows there are; new rows must say their tax.
ALTER TABLE "invoices" ADD COLUMN "tax" numeric(16, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "tax" numeric(16, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "taxes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "policy_fee" numeric(16, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "charges" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "invoices" SET "tax" = "iof";--> statement-breakpoint
UPDATE "checkouts" SET "tax" = "iof", "taxes" = jsonb_build_array(jsonb_build_object('code', 'IOF', 'rate', 0.0738, 'amount', ("iof" * 100)::bigint));--> statement-breakpoint
UPDATE "policies" SET "instalments" = (SELECT jsonb_agg("i" || jsonb_build_object('tax', "i"->'iof') ORDER BY "n") FROM jsonb_array_elements("policies"."instalments") WITH ORDINALITY AS "e"("i", "n")) WHERE jsonb_array_length("instalments") > 0;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "tax" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "checkouts" ALTER COLUMN "tax" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "checkouts" ALTER COLUMN "taxes" DROP DEFAULT;
