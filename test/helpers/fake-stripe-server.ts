/**
 * A local HTTP server answering the Stripe API endpoints Adéquat calls (customers, Checkout
 * Sessions, subscriptions retrieve/update, billing portal sessions, invoices list/retrieve), with
 * Stripe's form-encoded requests and object shapes (API 2026: periods on subscription items). The SDK
 * is pointed at it with STRIPE_API_BASE. Tests drive the "Stripe side" with `completeCheckout`,
 * `setSubscription` and build signed webhook deliveries with `signedEvent`. Each payment (a completed
 * checkout, an update with `billing_cycle_anchor[type]=now`) makes a paid invoice, priced from
 * `options.priceAmounts`; `options.declineNextCharge` makes the next such update fail as a declined
 * card (402 card_error), as `payment_behavior=error_if_incomplete` does.
 */
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'

type Json = Record<string, unknown>
export type FakeRequest = { method: string; path: string; body: Json; query: Json }

export type FakeSubscription = {
  id: string
  object: 'subscription'
  customer: string
  status: string
  cancel_at_period_end: boolean
  created: number
  metadata: Record<string, string>
  default_payment_method: string | null
  items: {
    object: 'list'
    data: {
      id: string
      object: 'subscription_item'
      price: { id: string; object: 'price' }
      quantity: number
      current_period_start: number
      current_period_end: number
    }[]
  }
}

const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`

/** Parses Stripe's bracket notation (`a[b][0][c]=v`) into nested objects and arrays. */
export function parseStripeForm(text: string): Json {
  const root: Json = {}
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.replace(/\]/g, '').split('[')
    let node: Record<string, unknown> | unknown[] = root
    parts.forEach((part, i) => {
      const last = i === parts.length - 1
      const container = node as Record<string, unknown>
      if (last) container[part] = value
      else {
        const nextIsIndex = /^\d+$/.test(parts[i + 1] ?? '')
        container[part] ??= nextIsIndex ? [] : {}
        node = container[part] as Record<string, unknown>
      }
    })
  }
  return root
}

export async function startFakeStripe() {
  const requests: FakeRequest[] = []
  const customers = new Map<string, Json>()
  const sessions = new Map<string, Json>()
  const subscriptions = new Map<string, FakeSubscription>()
  const paymentMethods = new Map<
    string,
    { id: string; object: 'payment_method'; card: { brand: string; last4: string } }
  >()
  const failures = new Map<string, number>()
  const invoices = new Map<string, Json>()
  const options = {
    omitCheckoutUrl: false,
    declineNextCharge: false,
    /** Stripe's clock, Unix seconds (tests with an injected clock set it). */
    nowSeconds: () => Math.floor(Date.now() / 1000),
    priceAmounts: {
      price_trial: 100,
      price_starter: 499,
      price_premium: 999,
      price_gold: 1999,
    } as Record<string, number>,
  }
  let invoiceCount = 0

  function makeInvoice(sub: FakeSubscription, created: number): Json {
    invoiceCount += 1
    const id = newId('in')
    const price = sub.items.data[0]?.price.id ?? 'price_missing'
    const amount = options.priceAmounts[price] ?? 0
    const invoice = {
      id,
      object: 'invoice',
      customer: sub.customer,
      number: `FAKE-${String(invoiceCount).padStart(4, '0')}`,
      status: 'paid',
      currency: 'eur',
      total: amount,
      amount_paid: amount,
      created,
      status_transitions: { paid_at: created },
      hosted_invoice_url: `https://invoice.stripe.test/i/${id}`,
      invoice_pdf: `https://pay.stripe.test/invoice/${id}/pdf`,
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id } },
      lines: {
        object: 'list',
        data: [
          {
            id: newId('il'),
            object: 'line_item',
            amount,
            pricing: { type: 'price_details', price_details: { price, product: 'prod_adequat' } },
          },
        ],
      },
    }
    invoices.set(id, invoice)
    return invoice
  }

  function send(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') })
    res.end(JSON.stringify(body))
  }
  const notFound = (res: ServerResponse, what: string) =>
    send(res, 404, {
      error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` },
    })

  function render(sub: FakeSubscription, expand: unknown): Json {
    const wantsPm = Array.isArray(expand) && expand.includes('default_payment_method')
    const pm = sub.default_payment_method
    return { ...sub, default_payment_method: wantsPm && pm ? (paymentMethods.get(pm) ?? null) : pm }
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake')
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = parseStripeForm(Buffer.concat(chunks).toString('utf8'))
    const query = parseStripeForm(url.search.slice(1))
    const method = req.method ?? 'GET'
    requests.push({ method, path: url.pathname, body, query })
    if (!req.headers.authorization?.startsWith('Bearer sk_test_')) {
      return send(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } })
    }
    const failKey = `${method} ${url.pathname.replace(/\/(sub|cus|cs|bps)_[a-z0-9]+/g, '/:id')}`
    const remaining = failures.get(failKey) ?? 0
    if (remaining > 0) {
      failures.set(failKey, remaining - 1)
      return send(res, 500, { error: { type: 'api_error', message: 'Injected failure' } })
    }

    if (method === 'POST' && url.pathname === '/v1/customers') {
      const customer = {
        id: newId('cus'),
        object: 'customer',
        email: body.email,
        metadata: body.metadata ?? {},
      }
      customers.set(customer.id, customer)
      return send(res, 200, customer)
    }
    if (method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const id = newId('cs_test')
      const session = {
        id,
        object: 'checkout.session',
        mode: body.mode,
        customer: body.customer,
        client_reference_id: body.client_reference_id,
        line_items: body.line_items,
        metadata: body.metadata ?? {},
        subscription_data: body.subscription_data ?? {},
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        subscription: null as string | null,
        status: 'open',
        url: options.omitCheckoutUrl ? null : `https://checkout.stripe.test/c/pay/${id}`,
      }
      sessions.set(id, session)
      return send(res, 200, session)
    }
    const subMatch = url.pathname.match(/^\/v1\/subscriptions\/([\w]+)$/)
    if (subMatch) {
      const sub = subscriptions.get(subMatch[1] ?? '')
      if (!sub) return notFound(res, 'subscription')
      if (method === 'GET') return send(res, 200, render(sub, query.expand))
      if (method === 'DELETE') {
        // Immediate cancellation (stripe.subscriptions.cancel).
        sub.status = 'canceled'
        return send(res, 200, render(sub, query.expand ?? body.expand))
      }
      if (method === 'POST') {
        const anchorNow = (body.billing_cycle_anchor as { type?: string } | undefined)?.type === 'now'
        if (anchorNow && options.declineNextCharge) {
          options.declineNextCharge = false
          return send(res, 402, {
            error: {
              type: 'card_error',
              code: 'card_declined',
              decline_code: 'generic_decline',
              message: 'Your card was declined.',
            },
          })
        }
        if (body.cancel_at_period_end !== undefined)
          sub.cancel_at_period_end = body.cancel_at_period_end === 'true'
        const items = body.items as { id?: string; price?: string }[] | undefined
        for (const item of items ?? []) {
          const target = sub.items.data.find((i) => i.id === item.id)
          if (!target) return notFound(res, 'subscription item')
          if (item.price) target.price = { id: item.price, object: 'price' }
        }
        for (const [k, v] of Object.entries((body.metadata as Record<string, string>) ?? {})) {
          if (v === '') delete sub.metadata[k]
          else sub.metadata[k] = v
        }
        if (anchorNow) {
          // A new cycle from now, its first invoice paid with the card on file.
          const start = options.nowSeconds()
          for (const item of sub.items.data) {
            item.current_period_start = start
            item.current_period_end = start + 30 * 86_400
          }
          makeInvoice(sub, start)
        }
        return send(res, 200, render(sub, body.expand))
      }
    }
    if (method === 'GET' && url.pathname === '/v1/invoices') {
      const data = [...invoices.values()]
        .filter((invoice) => !query.customer || invoice.customer === query.customer)
        .sort((a, b) => Number(b.created) - Number(a.created))
        .slice(0, Number(query.limit ?? 10))
      return send(res, 200, { object: 'list', data, has_more: false, url: '/v1/invoices' })
    }
    const invoiceMatch = url.pathname.match(/^\/v1\/invoices\/([\w]+)$/)
    if (method === 'GET' && invoiceMatch) {
      const invoice = invoices.get(invoiceMatch[1] ?? '')
      return invoice ? send(res, 200, invoice) : notFound(res, 'invoice')
    }
    if (method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
      if (!customers.has(String(body.customer))) return notFound(res, 'customer')
      const id = newId('bps')
      return send(res, 200, {
        id,
        object: 'billing_portal.session',
        customer: body.customer,
        return_url: body.return_url,
        url: `https://billing.stripe.test/p/session/${id}`,
      })
    }
    return notFound(res, `route ${method} ${url.pathname}`)
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) =>
      send(res, 500, { error: { type: 'api_error', message: String(error) } }),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    customers,
    sessions,
    subscriptions,
    invoices,
    options,
    /** The next `count` calls of `METHOD /v1/path` (ids replaced by :id) answer 500. */
    failNext(route: string, count = 1) {
      failures.set(route, count)
    },
    /** The customer pays a Checkout Session: a subscription exists, as after Stripe's hosted page. */
    completeCheckout(
      sessionId: string,
      opts: { now: Date; periodDays?: number; card?: { brand: string; last4: string } },
    ) {
      const session = sessions.get(sessionId)
      if (!session) throw new Error(`no session ${sessionId}`)
      const pm = {
        id: newId('pm'),
        object: 'payment_method' as const,
        card: opts.card ?? { brand: 'visa', last4: '4242' },
      }
      paymentMethods.set(pm.id, pm)
      const start = Math.floor(opts.now.getTime() / 1000)
      const lineItems = session.line_items as { price: string }[]
      const sub: FakeSubscription = {
        id: newId('sub'),
        object: 'subscription',
        customer: String(session.customer),
        status: 'active',
        cancel_at_period_end: false,
        created: start,
        metadata: {
          ...((session.subscription_data as { metadata?: Record<string, string> }).metadata ?? {}),
        },
        default_payment_method: pm.id,
        items: {
          object: 'list',
          data: [
            {
              id: newId('si'),
              object: 'subscription_item',
              price: { id: lineItems[0]?.price ?? 'price_missing', object: 'price' },
              quantity: 1,
              current_period_start: start,
              current_period_end: start + (opts.periodDays ?? 30) * 86_400,
            },
          ],
        },
      }
      subscriptions.set(sub.id, sub)
      session.subscription = sub.id
      session.status = 'complete'
      const invoice = makeInvoice(sub, start)
      return { session: { ...session }, subscription: sub, invoice }
    },
    setSubscription(id: string, patch: Partial<Pick<FakeSubscription, 'status' | 'cancel_at_period_end'>>) {
      const sub = subscriptions.get(id)
      if (!sub) throw new Error(`no subscription ${id}`)
      Object.assign(sub, patch)
      return sub
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>

/** A webhook delivery as Stripe sends it: JSON payload and its Stripe-Signature header. */
export function signedEvent(
  event: { id?: string; type: string; object: unknown; created: number },
  secret: string,
  signedAtSeconds: number = event.created,
) {
  const payload = JSON.stringify({
    id: event.id ?? newId('evt'),
    object: 'event',
    api_version: '2026-10-28.endive',
    created: event.created,
    type: event.type,
    livemode: false,
    pending_webhooks: 1,
    data: { object: event.object },
  })
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: signedAtSeconds })
  return { payload, signature }
}
