import { z } from 'zod'
import {
  CoverLetterReply,
  EnhanceBulletsReply,
  type EnhancedBullet,
  HumanizeCvReply,
  HumanizeReply,
  type LetterTemplateType,
  TranslateCvReply,
} from '#shared/api/ai'
import { ZeugnisAnalysis } from '#shared/api/zeugnis'
import type { Locale } from '#shared/i18n/locales'
import { cleanBullet } from '#server/text/bullet-text'
import { isSoundRewrite } from '#server/ai/bullets/checked-bullets'
import { scoreBullet } from '#server/ai/bullets/impact-score'
import { keepsNumbers, numbersIn } from '#server/text/numbers'
import { PLACEHOLDER_PATTERN } from '#server/ai/bullets/placeholders.data'
import type { AiEngine } from '#server/ai/engine'
import { isFaithfulTranslation } from '#server/ai/check/check-translation'
import { CHANGED_MESSAGE, checkedRewrite, NOTHING_TO_CHANGE } from '#server/ai/humanize/checked-humanize'
import { checkLetter, frameLines, letterSources } from '#server/ai/letters/checked-letter'
import { letterCvFromLoose, letterCvFromWriter } from '#server/ai/letters/writer-input'
import { needsNoTranslation } from '#server/ai/translate/translate-fields'
import { createOpenAiClient, ProviderError } from './openai-client'
import {
  bulletsPrompt,
  humanizeCvPrompt,
  humanizePrompt,
  letterPrompt,
  translatePrompt,
  zeugnisPrompt,
} from './prompts'

// The OpenAI-compatible provider (docs/spec/3-decisions.md "AI"): every call runs the built-in engine first,
// which supplies the checkable facts (grades, categories, coded phrases, scores, keywords); the
// model only writes the prose. Its answer is checked where a check is possible (numbers, dates,
// the company) and on any failure the built-in answer is returned unchanged.

export type AiTask =
  | 'zeugnisCheck'
  | 'enhanceBullets'
  | 'generateCoverLetter'
  | 'coverLetter'
  | 'translateCv'
  | 'humanize'
  | 'humanizeCv'

export type ProviderWarning = { task: AiTask; reason: string; status?: number; count?: number }

/** The part of a pino/Fastify logger the provider needs. It is never given the user's text. */
export type ProviderLog = { warn(details: ProviderWarning, message: string): void }

export type ProviderEngineOptions = {
  baseUrl: string
  apiKey?: string
  model: string
  builtin: AiEngine
  log: ProviderLog
  /** 30 s unless a test sets a shorter one. */
  timeoutMs?: number
  retryDelayMs?: number
}

export const FALLBACK_MESSAGE = 'AI provider failed; using the built-in engine'
export const PARTIAL_MESSAGE = 'AI provider answer rejected in part; built-in text kept'

// ---------- the model's answers: prose only ----------

const ZeugnisProse = z.object({
  headline_reason: z.string(),
  detailed_explanation: z.string(),
  revision_draft: z.string(),
})
const ItemTexts = z.object({ items: z.array(z.object({ id: z.string(), text: z.string() })) })
const LetterProse = z.object({ content: z.string() })
const HumanizedText = z.object({ humanized: z.string() })

// ---------- checks ----------

/** The merged answer still has the shape of the call: the shared schema decides. */
function checked<T>(schema: z.ZodType, value: T): T {
  if (!schema.safeParse(value).success)
    throw new ProviderError('schema', 'The merged answer breaks the reply schema')
  return value
}

function requireText(text: string, field: string): string {
  const trimmed = text.trim()
  if (!trimmed) throw new ProviderError('schema', `The model left ${field} empty`)
  return trimmed
}

function textsById(answer: z.infer<typeof ItemTexts>): Map<string, string> {
  return new Map(answer.items.flatMap(({ id, text }) => (text.trim() ? [[id, text.trim()] as const] : [])))
}

// Digits without their separators, so a translation may write "1.000" for "1,000" and "2,5" for "2.5".
function digitsOf(text: string): string[] {
  return numbersIn(text)
    .map((n) => n.replace(/[.,]/g, ''))
    .sort()
}

/** Every number of the letter appears in one of its sources: no figure, year or date invented. */
function usesKnownNumbers(letter: string, sources: readonly string[]): boolean {
  const known = new Set(sources.flatMap(digitsOf))
  return digitsOf(letter).every((n) => known.has(n))
}

const LETTER_DATE = /\b\d{1,2}\.\s?(?:\d{1,2}\.\s?|[A-ZÄÖÜ][a-zäöü]+\s)\d{2,4}\b/g

// "Jänner" is the Austrian "Januar": the draft may switch to it (docs/spec/domain/zeugnis.md §2.6).
function foldDate(date: string): string {
  return date.replace(/\s+/g, '').replace('Jänner', 'Januar')
}

// The draft keeps names, dates and duties (docs/spec/3-decisions.md): dates are the part a machine can check.
// It must also be a whole letter, not a summary of one.
function isFaithfulDraft(letter: string, draft: string): boolean {
  const draftDates = new Set((draft.match(LETTER_DATE) ?? []).map(foldDate))
  const keepsDates = (letter.match(LETTER_DATE) ?? []).every((date) => draftDates.has(foldDate(date)))
  const words = (text: string) => text.split(/\s+/).filter(Boolean).length
  return keepsDates && words(draft) >= words(letter) / 2
}

function hasPlaceholder(text: string): boolean {
  return (text.match(PLACEHOLDER_PATTERN) ?? []).length > 0
}

// ---------- translate-cv: which fields the model translates ----------

const FREE_TEXT_FIELDS = new Set([
  'summary',
  'headline',
  'description',
  'bullets',
  'responsibilities',
  'details',
  'achievements',
])
const TERM_FIELDS = new Set([
  'title',
  'position',
  'jobTitle',
  'degree',
  'field',
  'fieldOfStudy',
  'major',
  'category',
])
const TERM_LISTS = new Set(['skills', 'items', 'languages'])
// Per request: about 3,000 tokens out, well inside what small local models answer in 30 s.
const TRANSLATE_BATCH_CHARS = 8_000

type Leaf = { original: string; current: string; path: readonly string[] }

/** Visits the string leaves of the translated CV beside the original, in a fixed order. */
function mapLeaves(
  original: unknown,
  current: unknown,
  path: string[],
  visit: (leaf: Leaf) => string,
): unknown {
  if (typeof current === 'string')
    return visit({ original: typeof original === 'string' ? original : current, current, path })
  if (Array.isArray(current)) {
    const list: unknown[] = Array.isArray(original) ? original : []
    // Same path language as the built-in translator: '#' a string in a list, '[]' an entry.
    return current.map((value, i) =>
      mapLeaves(list[i], value, [...path, typeof value === 'string' ? '#' : '[]'], visit),
    )
  }
  if (current !== null && typeof current === 'object') {
    const source: Record<string, unknown> =
      original !== null && typeof original === 'object' && !Array.isArray(original)
        ? (original as Record<string, unknown>)
        : {}
    return Object.fromEntries(
      Object.entries(current).map(([key, value]) => [
        key,
        mapLeaves(source[key], value, [...path, key], visit),
      ]),
    )
  }
  return current
}

// Free text always goes to the model; titles, degrees and skills only where the reviewed glossary
// did not know them, because its term is the one a reader of that country expects.
function isForModel(leaf: Leaf, untranslated: ReadonlySet<string>): boolean {
  const text = leaf.original.trim()
  if (!text || needsNoTranslation(text)) return false
  const key = leaf.path[leaf.path.length - 1] ?? ''
  const parents = leaf.path.slice(0, -1)
  if (parents.includes('personal') && key !== 'title') return false
  const field = key === '#' ? (parents[parents.length - 1] ?? '') : key
  if (FREE_TEXT_FIELDS.has(field)) return true
  const isTerm =
    TERM_FIELDS.has(field) ||
    (key === 'name' && (parents.includes('skills') || parents.includes('languages'))) ||
    (key === '#' && TERM_LISTS.has(field))
  return isTerm && leaf.current === leaf.original && untranslated.has(text)
}

function inBatches<T extends { text: string }>(items: readonly T[]): T[][] {
  const batches: T[][] = []
  let batch: T[] = []
  let size = 0
  for (const item of items) {
    if (batch.length > 0 && size + item.text.length > TRANSLATE_BATCH_CHARS) {
      batches.push(batch)
      batch = []
      size = 0
    }
    batch.push(item)
    size += item.text.length
  }
  if (batch.length > 0) batches.push(batch)
  return batches
}

// ---------- the engine ----------

export function createProviderEngine(options: ProviderEngineOptions): AiEngine {
  const { builtin, log } = options
  const client = createOpenAiClient({
    baseUrl: options.baseUrl,
    apiKey: options.apiKey,
    model: options.model,
    timeoutMs: options.timeoutMs,
    retryDelayMs: options.retryDelayMs,
  })

  async function withFallback<T>(task: AiTask, fallback: T, write: () => Promise<T>): Promise<T> {
    try {
      return await write()
    } catch (error) {
      // Anything else is a bug of the merge; the user still gets the built-in answer.
      const reason = error instanceof ProviderError ? error.reason : 'unexpected'
      const status = error instanceof ProviderError ? error.status : undefined
      log.warn({ task, reason, ...(status === undefined ? {} : { status }) }, FALLBACK_MESSAGE)
      return fallback
    }
  }

  function warnRejected(task: AiTask, count: number): void {
    if (count > 0) log.warn({ task, reason: 'unfaithful', count }, PARTIAL_MESSAGE)
  }

  async function writeLetter(
    task: AiTask,
    input: {
      language: Locale
      templateType: LetterTemplateType
      companyName: string
      jobTitle: string
      city?: string
      jobDescription: string
      cv: unknown
      letterCv: Parameters<typeof letterSources>[0]['cv']
      date: Date
      draft: string
    },
  ): Promise<string> {
    const answer = await client.completeJson({
      name: 'cover_letter',
      schema: LetterProse,
      messages: letterPrompt(input),
    })
    const content = requireText(answer.content, 'content')
    if (!usesKnownNumbers(content, [input.draft, input.jobDescription, JSON.stringify(input.cv)]))
      throw new ProviderError('unfaithful', 'The letter has a number that is in neither the CV nor the ad')
    // The checker of every text (check/README.md): the ad's employer and role, claims the CV
    // shows, no placeholder where the CV has the value, the language's spelling.
    const sources = letterSources(
      {
        cv: input.letterCv,
        jobDescription: input.jobDescription,
        companyName: input.companyName,
        jobTitle: input.jobTitle,
        language: input.language,
        templateType: input.templateType,
        date: input.date,
      },
      input.cv,
    )
    const company = input.companyName.trim()
    const problems = await checkLetter(content, {
      ...sources,
      language: input.language,
      ...(company && input.draft.includes(company) ? { employer: company } : {}),
      // The frame of the built-in draft (recipient, date line, subject) is the engine's own.
      frame: frameLines(input.draft, []).filter((line) => line.length < 120),
    })
    if (problems.length > 0)
      throw new ProviderError(
        'unfaithful',
        `The letter failed the checker: ${problems.map((p) => p.kind).join(', ')}`,
      )
    return content
  }

  return {
    provider: 'openai',

    async zeugnisCheck(body, locale) {
      const facts = await builtin.zeugnisCheck(body, locale)
      // Not a reference letter: the reason is the whole answer and there is no letter to rewrite.
      if (facts.overall_category === 'Unknown') return facts
      return withFallback('zeugnisCheck', facts, async () => {
        const prose = await client.completeJson({
          name: 'zeugnis_prose',
          schema: ZeugnisProse,
          messages: zeugnisPrompt({
            letter: body.referenceLetterText,
            jurisdiction: body.jurisdiction,
            locale,
            analysis: facts,
          }),
        })
        const draft = prose.revision_draft.trim()
        const isDraftFaithful = draft !== '' && isFaithfulDraft(body.referenceLetterText, draft)
        warnRejected('zeugnisCheck', isDraftFaithful ? 0 : 1)
        return checked(ZeugnisAnalysis, {
          ...facts,
          headline_reason: requireText(prose.headline_reason, 'headline_reason'),
          detailed_explanation: requireText(prose.detailed_explanation, 'detailed_explanation'),
          revision_draft: isDraftFaithful ? draft : facts.revision_draft,
        })
      })
    },

    async enhanceBullets(body, locale) {
      const drafts = await builtin.enhanceBullets(body, locale)
      const items = drafts.flatMap((draft, i) =>
        draft.enhanced
          ? [
              {
                id: String(i),
                original: cleanBullet(draft.original).text,
                draft: draft.enhanced,
                language: draft.language ?? body.language ?? locale,
              },
            ]
          : [],
      )
      if (items.length === 0) return drafts
      return withFallback('enhanceBullets', drafts, async () => {
        const answer = textsById(
          await client.completeJson({
            name: 'enhanced_bullets',
            schema: ItemTexts,
            messages: bulletsPrompt(items),
          }),
        )
        let rejected = 0
        const merged: EnhancedBullet[] = []
        for (const [i, draft] of drafts.entries()) {
          merged.push(await mergeBullet(draft, answer.get(String(i))))
        }
        async function mergeBullet(draft: EnhancedBullet, text: string | undefined): Promise<EnhancedBullet> {
          if (!text || !draft.enhanced) return draft
          const original = cleanBullet(draft.original).text
          // The rule of the built-in rewrite (bullets/numbers.ts): every number kept, none invented;
          // and the checker's spelling guard (check/).
          // A placeholder ("[X] %") never enters the text: the hint beside it says what is missing.
          if (
            (hasPlaceholder(text) && !hasPlaceholder(original)) ||
            !keepsNumbers(original, text) ||
            !(await isSoundRewrite(original, text, draft.language ?? body.language ?? locale))
          ) {
            rejected += 1
            return draft
          }
          // The score is the built-in scorer's verdict on the text the user will see.
          const { score, reasons } = scoreBullet(text, draft.language ?? locale)
          return { ...draft, enhanced: text, impactScore: score, reasons, changes: [] }
        }
        warnRejected('enhanceBullets', rejected)
        return checked(EnhanceBulletsReply, merged)
      })
    },

    // Every part of the ATS answer is a checkable fact (score, keywords, their sources, and
    // suggestions generated from them), so there is no prose for a model to write.
    optimizeAts: (body, locale) => builtin.optimizeAts(body, locale),

    // A tailored CV only reorders the person's own texts and a follow-up mail is built from the
    // application's facts: the built-in engine's answers, with nothing for a model to write.
    tailorCv: (body) => builtin.tailorCv(body),
    followUpEmail: (facts, language) => builtin.followUpEmail(facts, language),

    async generateCoverLetter(body, date) {
      const draft = await builtin.generateCoverLetter(body, date)
      return withFallback('generateCoverLetter', draft, () =>
        writeLetter('generateCoverLetter', {
          language: body.language ?? 'en',
          templateType: 'cover',
          companyName: body.companyName,
          jobTitle: body.jobTitle,
          jobDescription: body.jobDescription?.trim() || body.jobTitle,
          cv: body.cvData,
          letterCv: letterCvFromLoose(body.cvData),
          date,
          draft,
        }),
      )
    },

    async coverLetter(body, date) {
      const draft = await builtin.coverLetter(body, date)
      const { data } = draft
      return withFallback('coverLetter', draft, async () => {
        const content = await writeLetter('coverLetter', {
          language: body.language,
          templateType: body.templateType,
          companyName: data.companyName,
          jobTitle: data.jobTitle,
          city: data.address?.city,
          jobDescription: body.jobDescription,
          letterCv: letterCvFromWriter(body),
          date,
          cv: {
            cvText: body.cvText,
            personalInfo: body.personalInfo,
            experience: body.experience,
            education: body.education,
            skills: body.skills,
            // What the user stated in the form (issue 25): the draft answers it, the checker accepts it.
            ...(body.startDate ? { startDate: body.startDate } : {}),
            ...(body.salaryExpectation ? { salaryExpectation: body.salaryExpectation } : {}),
          },
          draft: data.content,
        })
        // Company, title, industry and city stay what the built-in engine detected in the ad.
        return checked(CoverLetterReply, { ...draft, data: { ...data, content } })
      })
    },

    async translateCv(body) {
      const glossary = await builtin.translateCv(body)
      const source = glossary.detectedSourceLanguage
      const target = body.targetLanguage
      if (source === target) return glossary
      const untranslated = new Set(glossary.untranslated)
      const fields: { id: string; text: string }[] = []
      mapLeaves(body.cvData, glossary.cvData, [], (leaf) => {
        if (isForModel(leaf, untranslated)) fields.push({ id: String(fields.length), text: leaf.original })
        return leaf.current
      })
      if (fields.length === 0) return glossary
      return withFallback('translateCv', glossary, async () => {
        const translations = new Map<string, string>()
        // One batch after the other: a local server would queue parallel ones behind the timeout.
        for (const batch of inBatches(fields)) {
          const answer = await client.completeJson({
            name: 'cv_translation',
            schema: ItemTexts,
            messages: translatePrompt({ source, target, items: batch }),
          })
          for (const [id, text] of textsById(answer)) translations.set(id, text)
        }
        let next = 0
        let rejected = 0
        const left = new Set<string>()
        const cvData = mapLeaves(body.cvData, glossary.cvData, [], (leaf) => {
          const text = isForModel(leaf, untranslated) ? translations.get(String(next++)) : undefined
          // The checker (check/check-translation.ts): numbers, dates, names and employers kept,
          // every sentence in the target language.
          if (text !== undefined && isFaithfulTranslation(leaf.original, text, target)) return text
          if (text !== undefined) rejected += 1
          if (leaf.current === leaf.original) left.add(leaf.original.trim())
          return leaf.current
        })
        warnRejected('translateCv', rejected)
        return checked(TranslateCvReply, {
          cvData: cvData as TranslateCvReply['cvData'],
          untranslated: glossary.untranslated.filter((text) => left.has(text)),
          detectedSourceLanguage: source,
        })
      })
    },

    async humanize(body) {
      const draft = await builtin.humanize(body)
      // A title suggestion is a fact of the CV (its roles, dates and spellings), not prose: the
      // built-in suggestions are the answer whoever writes the prose (issue 16).
      if (body.context === 'professional_title' && draft.suggestions?.length) return draft
      return withFallback('humanize', draft, async () => {
        const answer = await client.completeJson({
          name: 'humanized_text',
          schema: HumanizedText,
          messages: humanizePrompt(body.text, body.context),
        })
        const humanized = requireText(answer.humanized, 'humanized')
        if (!keepsNumbers(body.text, humanized))
          throw new ProviderError('unfaithful', 'The humanized text changed a number')
        if (body.context === 'professional_title' && (humanized.includes('\n') || humanized.length > 200))
          throw new ProviderError('unfaithful', 'The title is not a title')
        // The checker of every text (check/): nothing claimed that the user's text does not say.
        const kind = body.context === 'professional_title' ? 'title' : 'summary'
        if ((await checkedRewrite(body.text, humanized, kind, body.roles ?? [])) !== humanized)
          throw new ProviderError('unfaithful', 'The humanized text failed the checker')
        const changed = humanized.trim() !== body.text.trim()
        return checked(HumanizeReply, {
          ...draft,
          humanized,
          message: changed ? CHANGED_MESSAGE : NOTHING_TO_CHANGE,
        })
      })
    },

    async humanizeCv(body) {
      const draft = await builtin.humanizeCv(body)
      const summary = body.content.personalInfo?.summary?.trim() ?? ''
      // The built-in lines are the CV's own lines (bullets, or the description split), cleaned of
      // clichés with every fact kept: the model edits those, one per id.
      const items: { id: string; text: string }[] = [
        ...(summary ? [{ id: 'summary', text: summary }] : []),
        ...draft.humanized.experience.flatMap((entry, i) =>
          entry.responsibilities.map((line, j) => ({ id: `${i}.${j}`, text: line })),
        ),
      ].filter((item) => item.text.trim() !== '')
      if (items.length === 0) return draft
      return withFallback('humanizeCv', draft, async () => {
        const answer = textsById(
          await client.completeJson({
            name: 'humanized_cv',
            schema: ItemTexts,
            messages: humanizeCvPrompt(items),
          }),
        )
        let rejected = 0
        // The checker of every text (check/): each line against the line it rewrites.
        const sound = new Map<string, boolean>()
        for (const item of items) {
          const text = answer.get(item.id)
          if (text === undefined) continue
          const kind = item.id === 'summary' ? 'summary' : 'bullet'
          sound.set(item.id, (await checkedRewrite(item.text, text, kind)) === text)
        }
        const pick = (id: string, source: string, fallback: string): string => {
          const text = answer.get(id)
          if (text === undefined) return fallback
          // A responsibility stays one line: the client shows one bullet per entry.
          const isOneLine = id === 'summary' || !text.includes('\n')
          if (keepsNumbers(source, text) && isOneLine && sound.get(id) !== false) return text
          rejected += 1
          return fallback
        }
        const { humanized } = draft
        const merged = {
          ...humanized,
          personalInfo: {
            ...humanized.personalInfo,
            summary: summary
              ? pick('summary', summary, humanized.personalInfo.summary)
              : humanized.personalInfo.summary,
          },
          experience: humanized.experience.map((entry, i) => ({
            ...entry,
            responsibilities: entry.responsibilities.map((line, j) => pick(`${i}.${j}`, line, line)),
          })),
        }
        warnRejected('humanizeCv', rejected)
        return checked(HumanizeCvReply, { ...draft, humanized: merged })
      })
    },
  }
}
