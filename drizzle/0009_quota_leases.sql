CREATE TABLE "quota_leases" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"period" text NOT NULL,
	"units" integer NOT NULL,
	"idempotency_key" text,
	"lock_token" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quota_leases" ADD CONSTRAINT "quota_leases_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quota_leases_expires_idx" ON "quota_leases" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "quota_leases_user_idx" ON "quota_leases" USING btree ("user_id");