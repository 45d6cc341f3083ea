import type { HumanizeContext, LetterTemplateType } from '#shared/api/ai'
import type { ZeugnisAnalysis, ZeugnisJurisdiction } from '#shared/api/zeugnis'
import type { Locale } from '#shared/i18n/locales'
import { languageHint } from '#server/ai/letters/language-hint'
import type { ChatMessage } from './openai-client'

// The prompts of the provider, one system prompt per task. The model only writes prose: every
// prompt hands it the facts the built-in engine found and forbids new ones, because the merge
// checks what it can (numbers, dates, names) and falls back to the built-in text otherwise.
// Instructions are in English (what most models follow best); the language of the answer is named.

const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'German',
  fr: 'French',
  es: 'Spanish',
  it: 'Italian',
  pt: 'Portuguese (Portugal)',
  nl: 'Dutch',
  pl: 'Polish',
}

export function languageName(locale: Locale): string {
  return LANGUAGE_NAMES[locale]
}

const PLAIN_TEXT =
  'Plain text only: no Markdown, no headings with #, no bullet symbols unless the input has them.'

// ---------- ZeugnisCheck ----------

// docs/spec/domain/zeugnis.md §2.6 and the revision templates: the wording of each jurisdiction.
const JURISDICTION_CONVENTIONS: Record<ZeugnisJurisdiction, string> = {
  DE: [
    'Germany, § 109 GewO: the letter must be true and benevolent (Wahrheit und Wohlwollen), clear and free of hidden codes (§ 109 Abs. 2).',
    'Standard German spelling with ß. Call it "Arbeitszeugnis" (interim: "Zwischenzeugnis").',
  ].join(' '),
  CH: [
    'Switzerland, Art. 330a OR: truth before goodwill (Wahrheit vor Wohlwollen); codes are not permitted; the ambiguous "zu meiner Zufriedenheit" is not allowed.',
    'Swiss Standard German: never write ß, always "ss" ("grosse", "Grüsse"). Call it "Arbeitszeugnis" (interim: "Zwischenzeugnis").',
  ].join(' '),
  AT: [
    'Austria, § 39 AngG: the Erschwernisverbot forbids anything that makes finding a new job harder, including stock phrases and hints (OGH 9 ObA 164/08w: even "zur vollen Zufriedenheit" can be challenged).',
    'Austrian terms: "Dienstzeugnis" (interim: "Zwischendienstzeugnis"), "Dienstverhältnis" instead of "Arbeitsverhältnis", "Jänner" instead of "Januar".',
  ].join(' '),
}

const ZEUGNIS_SYSTEM = `You are an expert in German-language employment reference letters (Arbeitszeugnis, Dienstzeugnis) and their coded grading language in Germany, Switzerland and Austria.
A rule-based analysis has already graded the letter. Its findings are facts: do not change, add or contradict a grade, category, coded phrase or omission.
Write three texts:
1. "headline_reason": one sentence (at most 160 characters) in {language} that says what the letter really means for the reader.
2. "detailed_explanation": 3 to 6 sentences in {language} that explain the grades and the coded phrases and omissions found, quoting the German phrases as written. Address the reader as "you".
3. "revision_draft": the complete letter rewritten in German, in the formal legal register of a reference letter, at grade 1 ("sehr gut") wording: "stets zu unserer vollsten Zufriedenheit", behaviour "stets vorbildlich", a complete closing formula (Bedauern, Dank, Zukunftswünsche). Rewrite the weak or coded passages, add the missing statements, remove every hidden code. Keep every name, date, job title, employer and duty exactly as written, and keep the third person and the gender of the letter. Invent no new duties, achievements or dates. Paragraphs separated by a blank line.
Jurisdiction: {conventions}
${PLAIN_TEXT}
Answer with JSON only.`

export function zeugnisPrompt(input: {
  letter: string
  jurisdiction: ZeugnisJurisdiction
  locale: Locale
  analysis: ZeugnisAnalysis
}): ChatMessage[] {
  const { analysis } = input
  const facts = {
    overall_category: analysis.overall_category,
    // 1–5 where 5 is best; german_grade is the school grade 1 (best) to 6.
    performance_grade: analysis.performance_grade,
    behaviour_grade: analysis.behaviour_grade,
    engagement_grade: analysis.engagement_grade,
    german_grade: analysis.german_grade,
    letter_type: analysis.letter_type,
    occupation: analysis.occupation?.label ?? null,
    coded_phrases: analysis.coded_phrases_found.map(({ phrase, meaning, impact, dimension }) => ({
      phrase,
      meaning,
      impact,
      dimension,
    })),
    omissions: analysis.omissions.map((omission) => omission.label),
    legal_assessment: analysis.legal_assessment,
  }
  const system = ZEUGNIS_SYSTEM.replaceAll('{language}', languageName(input.locale)).replace(
    '{conventions}',
    JURISDICTION_CONVENTIONS[input.jurisdiction],
  )
  const user = [
    `Jurisdiction: ${input.jurisdiction}. Interface language: ${languageName(input.locale)}.`,
    `Facts found by the rule-based analysis (grades 1–5, 5 is best):\n${JSON.stringify(facts, null, 2)}`,
    `Rule-based revision draft (improve it; keep its facts):\n<<<\n${analysis.revision_draft}\n>>>`,
    `The letter:\n<<<\n${input.letter}\n>>>`,
  ].join('\n\n')
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ]
}

// ---------- enhance-bullets ----------

const BULLETS_SYSTEM = `You improve CV bullet points. For each item write "text": one bullet that starts with a strong action verb, states the result, has no first person and at most 30 words.
Rules:
- Write each bullet in its own "language" and in the tense of its "draft".
- Keep every number exactly as written (digits, decimal marks, units). Never add a number, percentage, amount or date that is not in the original.
- If the original states no result, do not invent one and add no placeholder or brackets.
- Keep names of products, tools, employers and clients as written.
- Answer with the same ids, one answer per item.
${PLAIN_TEXT}
Answer with JSON only.`

export function bulletsPrompt(
  items: readonly { id: string; original: string; draft: string; language: Locale }[],
): ChatMessage[] {
  const payload = items.map((item) => ({
    ...item,
    language: languageName(item.language),
  }))
  return [
    { role: 'system', content: BULLETS_SYSTEM },
    { role: 'user', content: JSON.stringify({ items: payload }, null, 2) },
  ]
}

// ---------- cover letters ----------

const LETTER_SYSTEM = `You write job application letters in {language}.
Layout and conventions: {conventions}
Start from the draft: keep its sender block, place and date line, recipient block, subject line, salutation and closing formula, and rewrite the body into a convincing, specific letter for this job.
Rules:
- Use only facts from the CV and the job ad: never invent an employer, job, year, figure, degree, certificate or skill.
- Name the company "{company}" and the position "{title}" as written.
- 3 or 4 body paragraphs, each at most 80 words; the whole letter fits on one A4 page.
- {kind}
${PLAIN_TEXT}
Answer with JSON only: {"content": the whole letter}.`

const LETTER_KINDS: Record<LetterTemplateType, string> = {
  cover: 'A cover letter: why this candidate fits the requirements of the ad, with evidence from the CV.',
  motivation:
    'A motivation letter: why the candidate wants this position and this company, and what drives them, with evidence from the CV.',
}

// A long ad or CV adds little past this point and could overflow a small local model's context.
const SOURCE_MAX_CHARS = 20_000

function clip(text: string): string {
  return text.length > SOURCE_MAX_CHARS ? `${text.slice(0, SOURCE_MAX_CHARS)} […]` : text
}

export function letterPrompt(input: {
  language: Locale
  templateType: LetterTemplateType
  companyName: string
  jobTitle: string
  city?: string
  jobDescription: string
  cv: unknown
  draft: string
}): ChatMessage[] {
  const hint = languageHint(input.language)
  const system = LETTER_SYSTEM.replace('{language}', languageName(input.language))
    .replace('{conventions}', hint.en)
    .replace('{company}', input.companyName)
    .replace('{title}', input.jobTitle)
    .replace('{kind}', LETTER_KINDS[input.templateType])
  const user = [
    `Company: ${input.companyName}\nPosition: ${input.jobTitle}${input.city ? `\nCity: ${input.city}` : ''}`,
    `The job ad:\n<<<\n${clip(input.jobDescription)}\n>>>`,
    `The CV (JSON):\n<<<\n${clip(JSON.stringify(input.cv, null, 1))}\n>>>`,
    `The draft:\n<<<\n${input.draft}\n>>>`,
  ].join('\n\n')
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ]
}

// ---------- translate-cv ----------

const TRANSLATE_SYSTEM = `You translate the free-text fields of a CV from {source} into {target}.
Rules:
- Translate every item completely and faithfully, in the register of a professional CV in {target}.
- Keep every number, date, name of a person, company, product, tool and certificate as written; keep acronyms.
- Keep line breaks and list markers as in the original.
- Answer with the same ids, one answer per item.
${PLAIN_TEXT}
Answer with JSON only.`

export function translatePrompt(input: {
  source: Locale
  target: Locale
  items: readonly { id: string; text: string }[]
}): ChatMessage[] {
  const system = TRANSLATE_SYSTEM.replaceAll('{source}', languageName(input.source)).replaceAll(
    '{target}',
    languageName(input.target),
  )
  return [
    { role: 'system', content: system },
    { role: 'user', content: JSON.stringify({ items: input.items }, null, 2) },
  ]
}

// ---------- humanize ----------

const HUMANIZE_SYSTEM: Record<HumanizeContext, string> = {
  text: `You edit text so that it reads as written by a thoughtful person, not by a machine: plain words, varied sentence length, no clichés or buzzwords ("passionate", "leverage", "dynamic", "innovativ", "leidenschaftlich"), no exaggeration.
Keep the language, the meaning, the person (I/we) and every fact: every number, name, date and title stays as written. Add nothing new. Keep about the same length.
${PLAIN_TEXT}
Answer with JSON only: {"humanized": the edited text}.`,
  professional_title: `You turn what a person typed into a professional job title as recruiters write it ("sr. frontend ninja!!" → "Senior Frontend Developer"), in the language it was written in.
No jokes, no fluff words, no punctuation at the end, correct capitalisation for the language, at most 8 words. Keep the field and the seniority; invent neither.
Answer with JSON only: {"humanized": the title}.`,
}

export function humanizePrompt(text: string, context: HumanizeContext): ChatMessage[] {
  return [
    { role: 'system', content: HUMANIZE_SYSTEM[context] },
    { role: 'user', content: text },
  ]
}

const HUMANIZE_CV_SYSTEM = `You edit the summary and the responsibility lines of a CV so that they read as written by a person: plain words, active voice, no clichés or buzzwords, no exaggeration.
Each item is one field: edit it on its own, keep it in its language, keep one line as one line.
Keep every number, name, date, product and title as written. Add nothing new.
Answer with the same ids, one answer per item.
${PLAIN_TEXT}
Answer with JSON only.`

export function humanizeCvPrompt(items: readonly { id: string; text: string }[]): ChatMessage[] {
  return [
    { role: 'system', content: HUMANIZE_CV_SYSTEM },
    { role: 'user', content: JSON.stringify({ items }, null, 2) },
  ]
}
