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
ALTER TABLE "brokers" ADD COLUMN "kam_id" uuid;--> statement-breakpoint
ALTER TABLE "brokers" ADD COLUMN "kam_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "brokers" ADD CONSTRAINT "brokers_kam_id_kams_id_fk" FOREIGN KEY ("kam_id") REFERENCES "public"."kams"("id") ON DELETE set null ON UPDATE no action;