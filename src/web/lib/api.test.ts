import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiError, api } from './api.ts'

// A real HTTP peer: the wrapper is tested over the network, not against a mocked fetch.
let server: Server
let base: string

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => {
      body += chunk
    })
    req.on('end', () => {
      if (req.url === '/echo') {
        res.writeHead(200, { 'Content-Type': 'application/json' })
        res.end(
          JSON.stringify({
            method: req.method,
            contentType: req.headers['content-type'],
            body: JSON.parse(body || 'null'),
          }),
        )
      } else if (req.url === '/taken') {
        res.writeHead(409, { 'Content-Type': 'application/json' })
        res.end(JSON.stringify({ error: { code: 'EMAIL_TAKEN', fields: { email: 'EMAIL_TAKEN' } } }))
      } else if (req.url === '/html-error') {
        res.writeHead(502, { 'Content-Type': 'text/html' })
        res.end('<h1>Bad gateway</h1>')
      } else {
        res.writeHead(204)
        res.end()
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('api', () => {
  it('sends JSON and reads JSON', async () => {
    const answer = await api<{ method: string; contentType: string; body: unknown }>(`${base}/echo`, {
      method: 'POST',
      body: { planId: 'premium' },
    })
    expect(answer).toEqual({ method: 'POST', contentType: 'application/json', body: { planId: 'premium' } })
  })

  it('throws an ApiError carrying the server’s envelope', async () => {
    const error = await api(`${base}/taken`, { method: 'POST', body: {} }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(409)
    expect((error as ApiError).code).toBe('EMAIL_TAKEN')
    expect((error as ApiError).fields).toEqual({ email: 'EMAIL_TAKEN' })
  })

  it('turns an answer that is not an envelope into a code by its status', async () => {
    const error = (await api(`${base}/html-error`).catch((e: unknown) => e)) as ApiError
    expect(error.code).toBe('SERVICE_UNAVAILABLE')
  })

  it('turns a network failure into SERVICE_UNAVAILABLE', async () => {
    const error = (await api('http://127.0.0.1:1/nothing').catch((e: unknown) => e)) as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error.code).toBe('SERVICE_UNAVAILABLE')
    expect(error.status).toBe(0)
  })

  it('returns null for an empty answer', async () => {
    expect(await api(`${base}/empty`)).toBeNull()
  })
})
