/**
 * The contact form end to end over HTTP: validation, storage before mail, delivery to a real SMTP
 * server started here, nothing lost while the mail server is down, and the per-IP rate limit.
 */
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import pino from 'pino'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../../test/helpers/app.ts'
import { DB_KINDS } from '../../../../test/helpers/db.ts'
import { contactMessage } from '../../db/schema/contact.ts'
import { createMailer } from '../mail/mailer.ts'
import { deliverPendingContactMessages } from './service.ts'

const logger = pino({ level: 'silent' })
const valid = {
  name: 'Camille Martin',
  email: 'Camille@Example.com ',
  subject: 'billing',
  message: 'Bonjour, une question sur ma facture.',
}

type Received = { to: string[]; raw: string }

function startSmtp() {
  const received: Received[] = []
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  return new Promise<{ server: SMTPServer; port: number; received: Received[] }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, port: (server.server.address() as AddressInfo).port, received }),
    ),
  )
}

describe.each(DB_KINDS)('contact form on %s', (dbKind) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>
  beforeAll(async () => {
    smtp = await startSmtp()
  })
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()))
  })

  it('stores the message and mails support over a real SMTP server; an anonymous sender gets no acknowledgement', async () => {
    const t = await createTestApp({
      dbKind,
      env: {
        SUPPORT_EMAIL: 'support@adequat.test',
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}/?ignoreTLS=true`,
      },
    })
    try {
      smtp.received.length = 0
      const res = await t.request('/api/contact', { method: 'POST', json: valid })
      expect(res.status).toBe(201)
      const rows = await t.db.select().from(contactMessage)
      expect(rows).toHaveLength(1)
      expect(rows[0]).toMatchObject({ email: 'camille@example.com', status: 'sent', attempts: 1 })
      expect(smtp.received.map((m) => m.to[0])).toEqual(['support@adequat.test'])
      expect(smtp.received[0]!.raw).toContain('Reply-To: camille@example.com')
      expect(smtp.received[0]!.raw).toContain('une question sur ma facture')
    } finally {
      await t.close()
    }
  })

  it('keeps the message when the mail server is down and delivers it later', async () => {
    // Port 1 on loopback refuses connections at once: the mail server is down.
    const t = await createTestApp({ dbKind, env: { SMTP_URL: 'smtp://127.0.0.1:1/?ignoreTLS=true' } })
    try {
      const res = await t.request('/api/contact', { method: 'POST', json: valid })
      expect(res.status).toBe(201)
      const [row] = await t.db.select().from(contactMessage)
      expect(row).toMatchObject({ status: 'pending', attempts: 1 })
      expect(row!.lastError).toBeTruthy()

      smtp.received.length = 0
      const up = createMailer({
        db: t.db,
        logger,
        from: 'a@adequat.test',
        smtpUrl: `smtp://127.0.0.1:${smtp.port}/?ignoreTLS=true`,
      })
      const sent = await deliverPendingContactMessages({
        db: t.db,
        mailer: up,
        logger,
        supportEmail: 'support@adequat.test',
      })
      up.close()
      expect(sent).toBe(1)
      const [after] = await t.db.select().from(contactMessage).where(eq(contactMessage.id, row!.id))
      expect(after).toMatchObject({ status: 'sent', attempts: 2, lastError: null })
      expect(smtp.received.map((m) => m.to[0])).toEqual(['support@adequat.test'])
    } finally {
      await t.close()
    }
  })

  it("acknowledges a signed-in, verified sender at the account's own address, without quoting the message", async () => {
    const t = await createTestApp({ dbKind })
    try {
      const u = await t.signUp()
      const res = await t.request('/api/contact', {
        method: 'POST',
        cookie: u.cookie,
        json: { ...valid, email: 'victim@example.net', message: 'Cliquez ici : https://evil.example/phish' },
      })
      expect(res.status).toBe(201)
      expect(await t.outbox('victim@example.net')).toHaveLength(0)
      const ack = await t.lastMail(u.email, 'contact-ack')
      expect(ack.text).not.toContain('evil.example')
      expect(ack.html).not.toContain('evil.example')
      expect(ack.text).not.toContain(valid.name)
      // The message itself still reaches support, and is stored.
      expect(await t.outbox(t.env.SUPPORT_EMAIL)).toHaveLength(1)
      expect(await t.db.select().from(contactMessage)).toHaveLength(1)
    } finally {
      await t.close()
    }
  })

  it('sends no acknowledgement to a signed-in but unverified sender', async () => {
    const t = await createTestApp({ dbKind })
    try {
      const u = await t.signUpUnverified()
      const res = await t.request('/api/contact', { method: 'POST', cookie: u.cookie, json: valid })
      expect(res.status).toBe(201)
      expect((await t.outbox(u.email)).filter((m) => m.template === 'contact-ack')).toHaveLength(0)
      expect(await t.outbox('camille@example.com')).toHaveLength(0)
      expect(await t.outbox(t.env.SUPPORT_EMAIL)).toHaveLength(1)
    } finally {
      await t.close()
    }
  })

  it('refuses incomplete or oversized messages field by field and stores nothing', async () => {
    const t = await createTestApp({ dbKind })
    try {
      const res = await t.request('/api/contact', {
        method: 'POST',
        json: { name: '  ', email: 'pas-un-email', subject: 'jobs', message: 'x'.repeat(5001) },
      })
      expect(res.status).toBe(400)
      const body = (await res.json()) as { error: { code: string; fields: Record<string, string> } }
      expect(body.error.code).toBe('VALIDATION')
      expect(body.error.fields).toEqual({
        name: 'REQUIRED',
        email: 'EMAIL_INVALID',
        subject: 'REQUIRED',
        message: 'TOO_LONG',
      })
      expect(await t.db.select().from(contactMessage)).toHaveLength(0)
    } finally {
      await t.close()
    }
  })

  it('limits each client address to 5 messages per 10 minutes', async () => {
    const t = await createTestApp({ dbKind, env: { RATE_LIMIT_ENABLED: 'true' } })
    try {
      const statuses: number[] = []
      for (let i = 0; i < 6; i++)
        statuses.push((await t.request('/api/contact', { method: 'POST', json: valid })).status)
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
      expect(await t.db.select().from(contactMessage)).toHaveLength(5)
    } finally {
      await t.close()
    }
  })
})
