import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

// A fake OpenAI-compatible server on loopback (docs/spec/project-rules.md: fakes only for services across the
// internet, as HTTP servers). It records every request and answers POST /v1/chat/completions
// from a script, one step per request, so a test states exactly what the "model" does.

export type RecordedRequest = {
  method: string
  path: string
  headers: IncomingHttpHeaders
  /** The parsed JSON body (undefined when it was not JSON). */
  body: ChatRequestBody | undefined
}

export type ChatRequestBody = {
  model?: string
  temperature?: number
  messages?: { role: string; content: string }[]
  response_format?: { type: string; json_schema?: { name: string; schema: unknown; strict?: boolean } }
}

export type FakeReply = (
  | { kind: 'json'; answer: unknown } // a completion whose content is the answer as JSON
  | { kind: 'content'; content: string } // a completion with this raw content (e.g. not JSON)
  | { kind: 'refusal'; refusal: string }
  | { kind: 'status'; status: number; body?: unknown }
  | { kind: 'hang-up' } // the socket is destroyed: a network error for the client
) & { delayMs?: number }

export type FakeStep = FakeReply | ((request: RecordedRequest) => FakeReply)

export const reply = {
  json: (answer: unknown, delayMs?: number): FakeReply => ({ kind: 'json', answer, delayMs }),
  content: (content: string): FakeReply => ({ kind: 'content', content }),
  refusal: (refusal: string): FakeReply => ({ kind: 'refusal', refusal }),
  status: (status: number, body?: unknown): FakeReply => ({ kind: 'status', status, body }),
  hangUp: (): FakeReply => ({ kind: 'hang-up' }),
} as const

export type FakeOpenAi = Awaited<ReturnType<typeof startFakeOpenAi>>

function completion(model: string | undefined, message: { content: string | null; refusal?: string }) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: model ?? 'fake-model',
    choices: [{ index: 0, message: { role: 'assistant', ...message }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  }
}

function send(res: ServerResponse, status: number, body: unknown): void {
  if (res.destroyed) return
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
}

export async function startFakeOpenAi() {
  const requests: RecordedRequest[] = []
  const script: FakeStep[] = []
  let fallback: FakeStep | undefined
  const timers = new Set<NodeJS.Timeout>()

  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      let body: ChatRequestBody | undefined
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequestBody
      } catch {
        body = undefined
      }
      const request: RecordedRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body,
      }
      requests.push(request)
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        send(res, 404, { error: { message: 'not found' } })
        return
      }
      const step = script.shift() ?? fallback
      // Unscripted calls answer 400 (never retried), so a missing script shows as a fallback.
      const answer: FakeReply = step
        ? typeof step === 'function'
          ? step(request)
          : step
        : { kind: 'status', status: 400, body: { error: { message: 'fake-openai: nothing scripted' } } }
      const respond = () => {
        switch (answer.kind) {
          case 'json':
            return send(res, 200, completion(body?.model, { content: JSON.stringify(answer.answer) }))
          case 'content':
            return send(res, 200, completion(body?.model, { content: answer.content }))
          case 'refusal':
            return send(res, 200, completion(body?.model, { content: null, refusal: answer.refusal }))
          case 'status':
            return send(res, answer.status, answer.body ?? { error: { message: `status ${answer.status}` } })
          case 'hang-up':
            return req.socket.destroy()
        }
      }
      if (!answer.delayMs) return respond()
      const timer = setTimeout(() => {
        timers.delete(timer)
        respond()
      }, answer.delayMs)
      timers.add(timer)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    /** What AI_BASE_URL is set to, as for OpenAI ("…/v1"). */
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    /** Queue answers, one per coming request. */
    respond(...steps: FakeStep[]) {
      script.push(...steps)
    },
    /** The answer once the queue is empty. */
    respondAlways(step: FakeStep) {
      fallback = step
    },
    reset() {
      requests.length = 0
      script.length = 0
      fallback = undefined
    },
    async close() {
      for (const timer of timers) clearTimeout(timer)
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

/** The user message of a recorded request parsed as JSON (the list prompts send JSON). */
export function userJson(request: RecordedRequest | undefined): unknown {
  const content = request?.body?.messages?.find((message) => message.role === 'user')?.content
  return content === undefined ? undefined : JSON.parse(content)
}

/** The items of a list prompt ({items: [{id, text, …}]}). */
export function requestItems(
  request: RecordedRequest | undefined,
): { id: string; text?: string; original?: string }[] {
  const json = userJson(request)
  if (json && typeof json === 'object' && 'items' in json && Array.isArray(json.items))
    return json.items as { id: string; text?: string; original?: string }[]
  return []
}
