CREATE TABLE "signup_plan_choice" (
	"user_id" text PRIMARY KEY NOT NULL,
	"plan_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analyses" ADD COLUMN "job_hash" text;--> statement-breakpoint
-- The same normalisation as src/server/modules/analyses/offer-hash.ts (NFC, no-break spaces as spaces,
-- runs of ASCII white space as one space, trimmed), hashed with SHA-256: existing analyses find their
-- previous runs too. offer-hash.test.ts checks both give the same hash.
UPDATE "analyses" SET "job_hash" = encode(sha256(convert_to(btrim(regexp_replace(translate(normalize("job_description", NFC), E'\u00a0\u202f', '  '), E'[ \t\n\r\f\x0b]+', ' ', 'g'), ' '), 'UTF8')), 'hex');--> statement-breakpoint
ALTER TABLE "analyses" ALTER COLUMN "job_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "signup_plan_choice" ADD CONSTRAINT "signup_plan_choice_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analyses_user_job_hash_idx" ON "analyses" USING btree ("user_id","job_hash","created_at");