CREATE TABLE "invoice_counter" (
	"id" text PRIMARY KEY NOT NULL,
	"value" bigint NOT NULL,
	CONSTRAINT "invoice_counter_single_row" CHECK ("invoice_counter"."id" = 'invoice')
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"sequence" bigint NOT NULL,
	"number" text NOT NULL,
	"user_id" text,
	"provider" text NOT NULL,
	"provider_subscription_id" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"buyer_email" text NOT NULL,
	"buyer_name" text,
	"plan_id" text NOT NULL,
	"description" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"amount_excl_tax_cents" integer NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"amount_incl_tax_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"payment_method" text,
	"seller" text NOT NULL,
	"receipt_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_sequence_uq" ON "invoices" USING btree ("sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_uq" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "invoices" USING btree ("user_id","issued_at");--> statement-breakpoint
CREATE INDEX "invoices_receipt_pending_idx" ON "invoices" USING btree ("created_at") WHERE "invoices"."receipt_sent_at" is null;--> statement-breakpoint
INSERT INTO "invoice_counter" ("id", "value") VALUES ('invoice', 0) ON CONFLICT DO NOTHING;
