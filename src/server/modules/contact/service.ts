/**
 * The contact form for real (decision 9): the message is stored first, then sent to the support
 * address. If the mail server is down the message stays 'pending' and
 * `deliverPendingContactMessages` (run periodically by main.ts) sends it later: nothing is lost.
 * The acknowledgement goes only to a signed-in, verified account's own address and never quotes
 * the message: the form's e-mail field is anyone's to fill, and an acknowledgement echoing
 * attacker-written text to any address made us an open mail relay (issue 13).
 */
import { and, asc, eq, lt, sql } from 'drizzle-orm'
import type { ContactPayload, ContactSubject } from '../../../shared/schemas/contact.ts'
import type { Database } from '../../db/client.ts'
import { contactMessage } from '../../db/schema/contact.ts'
import type { Logger } from '../../logger.ts'
import type { Mailer } from '../mail/mailer.ts'
import { genericTemplate } from '../mail/templates.ts'

const SUBJECT_LABELS: Record<ContactSubject, string> = {
  support: 'Support technique',
  billing: 'Facturation',
  partnership: 'Partenariat',
  other: 'Autre',
}

/** A pending message is retried this many times, then left for a human to look at. */
export const MAX_DELIVERY_ATTEMPTS = 10

type Deps = { db: Database; mailer: Mailer; logger: Logger; supportEmail: string }
type StoredMessage = typeof contactMessage.$inferSelect

/**
 * `acknowledgeTo`: the verified address of the signed-in sender, or null (anonymous or unverified
 * sender: no acknowledgement).
 */
export async function submitContactMessage(
  deps: Deps,
  input: ContactPayload,
  acknowledgeTo: string | null,
): Promise<{ id: string }> {
  const [row] = await deps.db.insert(contactMessage).values(input).returning()
  // Delivery failures are not the sender's problem: the message is stored and will be retried.
  await deliverContactMessage(deps, row!)
  if (acknowledgeTo) await sendAcknowledgement(deps, acknowledgeTo, row!)
  return { id: row!.id }
}

/** Best effort, once: the message itself is what must arrive, and it is retried on its own. */
async function sendAcknowledgement(deps: Deps, to: string, message: StoredMessage): Promise<void> {
  try {
    await deps.mailer.send({
      to,
      ...genericTemplate({
        template: 'contact-ack',
        subject: 'Nous avons bien reçu votre message',
        greeting: 'Bonjour,',
        paragraphs: [
          `Merci de nous avoir écrit (sujet : ${SUBJECT_LABELS[message.subject as ContactSubject] ?? 'Autre'}). Votre message a bien été transmis à notre équipe, qui vous répondra dans les plus brefs délais (du lundi au vendredi, de 9h à 18h).`,
        ],
      }),
    })
  } catch (error) {
    const reason = error instanceof Error ? error.message.slice(0, 300) : 'unknown'
    deps.logger.warn({ contactMessageId: message.id, reason }, 'contact acknowledgement not sent')
  }
}

async function deliverContactMessage(deps: Deps, message: StoredMessage): Promise<boolean> {
  const { db, mailer, logger, supportEmail } = deps
  try {
    await mailer.send({
      to: supportEmail,
      replyTo: message.email,
      ...genericTemplate({
        template: 'contact-support',
        subject: `[Contact] ${SUBJECT_LABELS[message.subject as ContactSubject] ?? message.subject} — ${message.name}`,
        greeting: 'Nouveau message reçu depuis le formulaire de contact.',
        paragraphs: [
          `De : ${message.name} <${message.email}>`,
          `Sujet : ${SUBJECT_LABELS[message.subject as ContactSubject] ?? message.subject}`,
          message.message,
        ],
      }),
    })
    await db
      .update(contactMessage)
      .set({
        status: 'sent',
        sentAt: new Date(),
        attempts: sql`${contactMessage.attempts} + 1`,
        lastError: null,
      })
      .where(eq(contactMessage.id, message.id))
    return true
  } catch (error) {
    const reason = error instanceof Error ? error.message.slice(0, 300) : 'unknown'
    await db
      .update(contactMessage)
      .set({ attempts: sql`${contactMessage.attempts} + 1`, lastError: reason })
      .where(eq(contactMessage.id, message.id))
    logger.warn({ contactMessageId: message.id, reason }, 'contact message stored, delivery will be retried')
    return false
  }
}

/** Sends the messages whose delivery failed, oldest first. Returns how many went out. */
export async function deliverPendingContactMessages(deps: Deps, limit = 20): Promise<number> {
  const pending = await deps.db
    .select()
    .from(contactMessage)
    .where(and(eq(contactMessage.status, 'pending'), lt(contactMessage.attempts, MAX_DELIVERY_ATTEMPTS)))
    .orderBy(asc(contactMessage.createdAt))
    .limit(limit)
  let sent = 0
  for (const message of pending) if (await deliverContactMessage(deps, message)) sent += 1
  return sent
}
