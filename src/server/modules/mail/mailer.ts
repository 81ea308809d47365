/**
 * Sends e-mail. With SMTP_URL: nodemailer over SMTP (the message is recorded as 'sent' or
 * 'failed' without its body, which may hold one-time links). Without it: the message goes to the
 * outbox table with its body, and a log line (recipient masked, no link) says so; outside
 * production the outbox is readable at GET /api/dev/outbox.
 */
import { desc, eq } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import type { Database } from '../../db/client.ts'
import { mailMessage } from '../../db/schema/mail.ts'
import type { Logger } from '../../logger.ts'
import type { MailContent } from './templates.ts'

export type OutgoingMail = MailContent & { to: string; replyTo?: string }

export type Mailer = {
  kind: 'smtp' | 'outbox'
  /** Resolves once the message is accepted by the SMTP server or stored in the outbox. */
  send: (mail: OutgoingMail) => Promise<{ id: string }>
  close: () => void
}

export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@')
  return `${local.slice(0, 1)}***@${domain}`
}

export function createMailer(deps: {
  db: Database
  logger: Logger
  from: string
  smtpUrl?: string | undefined
}): Mailer {
  const { db, logger, from } = deps
  if (!deps.smtpUrl) {
    return {
      kind: 'outbox',
      async send(mail) {
        const [row] = await db
          .insert(mailMessage)
          .values({
            to: mail.to,
            from,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            template: mail.template,
            status: 'outbox',
          })
          .returning({ id: mailMessage.id })
        logger.info(
          { mailId: row!.id, to: maskEmail(mail.to), template: mail.template },
          'mail stored in the outbox (no SMTP_URL configured)',
        )
        return { id: row!.id }
      },
      close() {},
    }
  }

  // nodemailer reads options from the URL's query string too (e.g. ?ignoreTLS=true, ?pool=true).
  const transport = nodemailer.createTransport(deps.smtpUrl)
  return {
    kind: 'smtp',
    async send(mail) {
      try {
        await transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          ...(mail.replyTo && { replyTo: mail.replyTo }),
        })
      } catch (error) {
        const reason = error instanceof Error ? error.message.slice(0, 300) : 'unknown'
        await db.insert(mailMessage).values({
          to: mail.to,
          from,
          subject: mail.subject,
          text: '',
          html: '',
          template: mail.template,
          status: 'failed',
          error: reason,
        })
        logger.error({ to: maskEmail(mail.to), template: mail.template, reason }, 'mail sending failed')
        throw error
      }
      const [row] = await db
        .insert(mailMessage)
        .values({
          to: mail.to,
          from,
          subject: mail.subject,
          text: '',
          html: '',
          template: mail.template,
          status: 'sent',
        })
        .returning({ id: mailMessage.id })
      logger.info({ mailId: row!.id, to: maskEmail(mail.to), template: mail.template }, 'mail sent over SMTP')
      return { id: row!.id }
    },
    close() {
      transport.close()
    },
  }
}

export type OutboxEntry = typeof mailMessage.$inferSelect

/** Newest first; optionally only the messages to one address. */
export async function listOutbox(
  db: Database,
  opts: { to?: string; limit?: number } = {},
): Promise<OutboxEntry[]> {
  const query = db.select().from(mailMessage)
  const filtered = opts.to ? query.where(eq(mailMessage.to, opts.to.trim().toLowerCase())) : query
  return filtered.orderBy(desc(mailMessage.createdAt)).limit(opts.limit ?? 50)
}
