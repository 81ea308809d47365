/**
 * Mail: the SMTP transport against a real SMTP server started here (smtp-server), and the outbox
 * when no SMTP_URL is configured.
 */
import type { AddressInfo } from 'node:net'
import pino from 'pino'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers/db.ts'
import { createMailer, listOutbox } from './mailer.ts'
import { genericTemplate, resetPasswordTemplate, verifyEmailTemplate } from './templates.ts'

// The machine is shared: starting a database can take a while under load.
vi.setConfig({ hookTimeout: 180_000, testTimeout: 120_000 })

const logger = pino({ level: 'silent' })

type Received = { from: string; to: string[]; raw: string }

describe('mailer', () => {
  let database: TestDatabase
  let server: SMTPServer
  let port: number
  const received: Received[] = []

  beforeAll(async () => {
    database = await createTestDatabase()
    server = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = []
        stream.on('data', (c: Buffer) => chunks.push(c))
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          })
          callback()
        })
      },
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.server.address() as AddressInfo).port
  })
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
    await database.close()
  })

  it('delivers a French message over SMTP, text and HTML, and records it without its body', async () => {
    const mailer = createMailer({
      db: database.db,
      logger,
      from: 'Adéquat <no-reply@adequat.test>',
      smtpUrl: `smtp://127.0.0.1:${port}/?ignoreTLS=true`,
    })
    expect(mailer.kind).toBe('smtp')
    const url = 'http://localhost:3000/api/auth/reset-password/TOKEN123?callbackURL=%2Fauth%2Fcallback'
    await mailer.send({ to: 'marie@example.com', ...resetPasswordTemplate({ url }) })
    mailer.close()

    expect(received).toHaveLength(1)
    const message = received[0]!
    expect(message.from).toBe('no-reply@adequat.test')
    expect(message.to).toEqual(['marie@example.com'])
    expect(message.raw).toMatch(/multipart\/alternative/)
    expect(message.raw).toMatch(/text\/plain/)
    expect(message.raw).toMatch(/text\/html/)
    expect(message.raw).toContain('TOKEN123')

    const [row] = await listOutbox(database.db, { to: 'marie@example.com' })
    expect(row).toMatchObject({ status: 'sent', template: 'reset-password', text: '', html: '' })
  })

  it('records a failed delivery and rejects when the SMTP server is unreachable', async () => {
    const mailer = createMailer({
      db: database.db,
      logger,
      from: 'no-reply@adequat.test',
      smtpUrl: 'smtp://127.0.0.1:1/?ignoreTLS=true&connectionTimeout=2000',
    })
    await expect(
      mailer.send({ to: 'fail@example.com', ...verifyEmailTemplate({ url: 'http://x/y' }) }),
    ).rejects.toThrow()
    const [row] = await listOutbox(database.db, { to: 'fail@example.com' })
    expect(row?.status).toBe('failed')
    mailer.close()
  })

  it('without SMTP_URL, stores the whole message in the outbox', async () => {
    const mailer = createMailer({ db: database.db, logger, from: 'no-reply@adequat.test' })
    expect(mailer.kind).toBe('outbox')
    await mailer.send({
      to: 'paul@example.com',
      ...verifyEmailTemplate({ url: 'http://localhost:3000/v?token=abc' }),
    })
    const [row] = await listOutbox(database.db, { to: 'paul@example.com' })
    expect(row).toMatchObject({ status: 'outbox', template: 'verify-email' })
    expect(row?.subject).toBe('Confirmez votre adresse email – Adéquat')
    expect(row?.text).toContain('http://localhost:3000/v?token=abc')
    expect(row?.html).toContain('href="http://localhost:3000/v?token=abc"')
  })

  it('escapes user-provided text in HTML templates', () => {
    const mail = genericTemplate({
      template: 'contact-ack',
      subject: 'Nous avons bien reçu votre message',
      paragraphs: ['<script>alert(1)</script> & co'],
    })
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; co')
    expect(mail.html).not.toContain('<script>')
    expect(mail.text).toContain('<script>alert(1)</script> & co')
  })
})
