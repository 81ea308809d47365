CREATE TABLE "sign_in_failure" (
	"email" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"streak" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "totp_used_code" (
	"user_id" text NOT NULL,
	"code" text NOT NULL,
	"step" bigint NOT NULL,
	CONSTRAINT "totp_used_code_user_id_code_pk" PRIMARY KEY("user_id","code")
);
--> statement-breakpoint
ALTER TABLE "totp_used_code" ADD CONSTRAINT "totp_used_code_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;