/**
 * A real HTTP server speaking the OpenAI chat-completions protocol (POST /v1/chat/completions), for
 * tests that run the real `openai` SDK against it. Each test scripts what it answers: a queue of
 * responses per route (a test may route the analysis and the questions calls apart, since they run
 * in parallel), and every request is recorded. An unscripted request gets a 500 naming the route,
 * so a test that forgot a step fails visibly.
 */
import { once } from 'node:events'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export type ScriptedResponse = {
  status: number
  headers?: Record<string, string>
  /** Sent as JSON unless it is a string. */
  body: unknown
  /** Answer after this long (or never, with Infinity: for time limits and cancellation). */
  delayMs?: number
}

export type RecordedRequest = {
  route: string
  method: string
  url: string
  headers: IncomingMessage['headers']
  /** The parsed JSON body (undefined if it was not JSON). */
  body: ChatRequestBody | undefined
  receivedAt: number
}

export type ChatRequestBody = {
  model: string
  messages: { role: string; content: string }[]
  temperature?: number
  max_tokens?: number
  response_format?: { type: string }
  [key: string]: unknown
}

export type FakeOpenAiServer = {
  /** e.g. http://127.0.0.1:41234/v1 — pass as the SDK's baseURL. */
  baseURL: string
  requests: RecordedRequest[]
  /** Appends responses to a route's queue (route 'default' unless a router is given). */
  enqueue(route: string, ...responses: ScriptedResponse[]): void
  /** Responses still queued for a route. */
  pending(route: string): number
  close(): Promise<void>
}

let completionCounter = 0

/** A successful completion whose message content is `content` (an object is JSON-encoded). */
export function completion(
  content: unknown,
  options: { finishReason?: 'stop' | 'length'; model?: string } = {},
): ScriptedResponse {
  completionCounter += 1
  return {
    status: 200,
    body: {
      id: `chatcmpl-fake-${completionCounter}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: options.model ?? 'fake-model',
      choices: [
        {
          index: 0,
          message: {
            role: 'assistant',
            content: typeof content === 'string' ? content : JSON.stringify(content),
          },
          finish_reason: options.finishReason ?? 'stop',
          logprobs: null,
        },
      ],
      usage: { prompt_tokens: 100, completion_tokens: 100, total_tokens: 200 },
    },
  }
}

export function rateLimited(retryAfterSeconds?: number): ScriptedResponse {
  return {
    status: 429,
    headers: retryAfterSeconds === undefined ? {} : { 'retry-after': String(retryAfterSeconds) },
    body: {
      error: { message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded', param: null },
    },
  }
}

export function serverError(status = 500): ScriptedResponse {
  return {
    status,
    body: { error: { message: 'The server had an error', type: 'server_error', code: null, param: null } },
  }
}

export function contextLengthExceeded(): ScriptedResponse {
  return {
    status: 400,
    body: {
      error: {
        message:
          "This model's maximum context length is 8192 tokens. However, your messages resulted in 9001 tokens.",
        type: 'invalid_request_error',
        code: 'context_length_exceeded',
        param: 'messages',
      },
    },
  }
}

export async function startFakeOpenAiServer(
  options: { router?: (body: ChatRequestBody | undefined) => string } = {},
): Promise<FakeOpenAiServer> {
  const queues = new Map<string, ScriptedResponse[]>()
  const requests: RecordedRequest[] = []
  const timers = new Set<NodeJS.Timeout>()

  const send = (res: ServerResponse, response: ScriptedResponse) => {
    if (res.destroyed) return
    const isText = typeof response.body === 'string'
    res.writeHead(response.status, {
      'content-type': isText ? 'text/plain' : 'application/json',
      ...response.headers,
    })
    res.end(isText ? (response.body as string) : JSON.stringify(response.body))
  }

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const raw = Buffer.concat(chunks).toString('utf8')
    let body: ChatRequestBody | undefined
    try {
      body = raw ? (JSON.parse(raw) as ChatRequestBody) : undefined
    } catch {
      body = undefined
    }
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      send(res, {
        status: 404,
        body: { error: { message: `no route ${req.method} ${req.url}`, type: 'not_found' } },
      })
      return
    }
    const route = options.router ? options.router(body) : 'default'
    requests.push({
      route,
      method: req.method,
      url: req.url,
      headers: req.headers,
      body,
      receivedAt: Date.now(),
    })
    const response = queues.get(route)?.shift() ?? {
      status: 500,
      body: { error: { message: `fake server: nothing scripted for route '${route}'`, type: 'test_error' } },
    }
    if (response.delayMs === undefined || response.delayMs <= 0) {
      send(res, response)
    } else if (Number.isFinite(response.delayMs)) {
      const timer = setTimeout(() => {
        timers.delete(timer)
        send(res, response)
      }, response.delayMs)
      timers.add(timer)
    }
    // delayMs Infinity: never answer (the client's time limit or abort must end it).
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue(route, ...responses) {
      const queue = queues.get(route) ?? []
      queue.push(...responses)
      queues.set(route, queue)
    },
    pending(route) {
      return queues.get(route)?.length ?? 0
    },
    async close() {
      for (const timer of timers) clearTimeout(timer)
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
