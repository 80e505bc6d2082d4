ALTER TABLE "invoices" DROP CONSTRAINT "invoices_payment_method_check";--> statement-breakpoint
ALTER TABLE "payment_charges" ALTER COLUMN "pix_code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_charges" ALTER COLUMN "boleto_line" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_charges" ALTER COLUMN "boleto_barcode" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_charges" ADD COLUMN "transfer" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_method_check" CHECK ("invoices"."payment_method" IN ('BOLETO', 'CARD', 'DEBIT', 'PIX', 'SPEI', 'PSE', 'ACH'));