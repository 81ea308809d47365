CREATE TABLE "billing_archive" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_customer_id" text NOT NULL,
	"provider_subscription_id" text NOT NULL,
	"plan_id" text NOT NULL,
	"price_id" text,
	"status" text NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"subscription_created_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"archived_at" timestamp with time zone NOT NULL,
	"retain_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analyses" ALTER COLUMN "cv_text" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "billing_archive_retain_until_idx" ON "billing_archive" USING btree ("retain_until");--> statement-breakpoint
CREATE INDEX "analyses_cv_text_retained_idx" ON "analyses" USING btree ("created_at") WHERE "analyses"."cv_text" is not null;