import { z } from 'zod'

// A small client for the one call we need from an OpenAI-compatible server (OpenAI, Ollama, vLLM,
// llama.cpp): POST {baseUrl}/chat/completions with a JSON-schema answer. Plain fetch, no SDK, so
// every server that speaks the wire format works. It never logs: the messages hold the user's text.

export const DEFAULT_TIMEOUT_MS = 30_000
const DEFAULT_RETRY_DELAY_MS = 500
// Low but not 0: some local servers loop on greedy decoding; the prose should still be stable.
const TEMPERATURE = 0.2

export const PROVIDER_FAILURES = [
  'timeout',
  'network',
  'http',
  'invalid_response',
  'invalid_json',
  'schema',
  'refused',
  // The answer is well-formed but fails a facts check of the merge (a number or date changed).
  'unfaithful',
] as const
export type ProviderFailure = (typeof PROVIDER_FAILURES)[number]

/** Why the provider gave no usable answer. The message never quotes the request or the answer. */
export class ProviderError extends Error {
  constructor(
    readonly reason: ProviderFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message)
    this.name = 'ProviderError'
  }
}

export type ChatMessage = { role: 'system' | 'user'; content: string }

export type JsonRequest<T> = {
  /** The json_schema name OpenAI asks for: letters, digits, _ and -. */
  name: string
  schema: z.ZodType<T>
  messages: readonly ChatMessage[]
}

export type OpenAiClientOptions = {
  baseUrl: string
  apiKey?: string
  model: string
  timeoutMs?: number
  retryDelayMs?: number
}

export type OpenAiClient = {
  completeJson<T>(request: JsonRequest<T>): Promise<T>
}

const ChatCompletion = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullish(),
          refusal: z.string().nullish(),
        }),
        finish_reason: z.string().nullish(),
      }),
    )
    .min(1),
})

const jsonSchemas = new WeakMap<z.ZodType, Record<string, unknown>>()

// Strict structured output wants every property required and no extra ones, which is what
// z.toJSONSchema writes for a plain z.object; the $schema marker is dropped because some servers
// reject unknown top-level keys.
function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  const cached = jsonSchemas.get(schema)
  if (cached) return cached
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { target: 'draft-7' })
  jsonSchemas.set(schema, rest)
  return rest
}

// Local models often wrap the JSON in a Markdown fence despite the schema.
function stripCodeFence(text: string): string {
  const fenced = text.trim().match(/^```(?:json)?\s*([\s\S]*?)\s*```$/i)
  return fenced?.[1] ?? text
}

function parseAnswer<T>(body: string, schema: z.ZodType<T>): T {
  let payload: unknown
  try {
    payload = JSON.parse(body)
  } catch {
    throw new ProviderError('invalid_response', 'The provider answered with a body that is not JSON')
  }
  const completion = ChatCompletion.safeParse(payload)
  if (!completion.success)
    throw new ProviderError('invalid_response', 'The provider answer is not a chat completion')
  const choice = completion.data.choices[0]
  if (choice?.message.refusal) throw new ProviderError('refused', 'The model refused the task')
  const content = choice?.message.content
  if (!content) throw new ProviderError('invalid_response', 'The chat completion has no content')
  let answer: unknown
  try {
    answer = JSON.parse(stripCodeFence(content))
  } catch {
    const cutOff = choice.finish_reason === 'length' ? ' (cut off at the token limit)' : ''
    throw new ProviderError('invalid_json', `The model answer is not valid JSON${cutOff}`)
  }
  const parsed = schema.safeParse(answer)
  if (!parsed.success) {
    // Paths and codes only: zod messages may echo the model's text, which may echo the user's.
    const where = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.code}`)
    throw new ProviderError('schema', `The model answer breaks the schema: ${where.slice(0, 5).join('; ')}`)
  }
  return parsed.data
}

function isRetryable(error: ProviderError): boolean {
  // A timeout is not retried: a second 30 s wait would double what the user already waited.
  return error.reason === 'network' || (error.reason === 'http' && (error.status ?? 0) >= 500)
}

export function createOpenAiClient(options: OpenAiClientOptions): OpenAiClient {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const retryDelayMs = options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' }
  // Ollama and llama.cpp run without a key; sending an empty Bearer would confuse some proxies.
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`

  async function attempt<T>(request: JsonRequest<T>): Promise<T> {
    const body = JSON.stringify({
      model: options.model,
      messages: request.messages,
      temperature: TEMPERATURE,
      response_format: {
        type: 'json_schema',
        json_schema: { name: request.name, schema: jsonSchemaOf(request.schema), strict: true },
      },
    })
    // One signal for the whole exchange, reading the body included.
    const signal = AbortSignal.timeout(timeoutMs)
    let text: string
    let status: number
    try {
      const response = await fetch(url, { method: 'POST', headers, body, signal })
      status = response.status
      text = await response.text()
    } catch (error) {
      if (signal.aborted) throw new ProviderError('timeout', `No answer within ${timeoutMs} ms`)
      const name = error instanceof Error ? error.name : 'unknown'
      throw new ProviderError('network', `The provider could not be reached (${name})`)
    }
    if (status < 200 || status > 299)
      throw new ProviderError('http', `The provider answered HTTP ${status}`, status)
    return parseAnswer(text, request.schema)
  }

  return {
    async completeJson(request) {
      try {
        return await attempt(request)
      } catch (error) {
        if (!(error instanceof ProviderError) || !isRetryable(error)) throw error
        await new Promise((resolve) => setTimeout(resolve, retryDelayMs))
        return attempt(request)
      }
    },
  }
}
