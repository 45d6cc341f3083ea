import i18next from 'i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import en from '#shared/i18n/messages/en.json'
import { ApiRequestError, NetworkError } from '#web/lib/api-client'
import { segmentLetter } from './letter-segments'
import { describeToolError, ParseFailedError } from './tool-errors'
import { checkUpload } from './upload-checks'

beforeAll(async () => {
  await i18next.init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } })
})

const MB = 1024 * 1024

describe('checkUpload', () => {
  it('accepts the four types by extension or by MIME type, up to 10MB', () => {
    expect(checkUpload({ name: 'zeugnis.PDF', size: 10 * MB, type: '' })).toBeNull()
    expect(checkUpload({ name: 'scan', size: 100, type: 'application/pdf' })).toBeNull()
    expect(checkUpload({ name: 'letter.docx', size: 100, type: 'application/octet-stream' })).toBeNull()
    expect(checkUpload({ name: 'notes.txt', size: 100, type: 'text/plain' })).toBeNull()
    // Photos and scans are read by OCR.
    expect(checkUpload({ name: 'photo.png', size: 100, type: 'image/png' })).toBeNull()
    expect(checkUpload({ name: 'IMG_0042.HEIC', size: 100, type: '' })).toBeNull()
  })

  it('refuses files over 10MB and other types with their own reason', () => {
    expect(checkUpload({ name: 'big.pdf', size: 10 * MB + 1, type: 'application/pdf' })).toBe('tooLarge')
    expect(checkUpload({ name: 'archive.zip', size: 100, type: 'application/zip' })).toBe('invalidType')
    expect(checkUpload({ name: 'clip.mp4', size: 100, type: 'video/mp4' })).toBe('invalidType')
    expect(checkUpload({ name: 'pdf', size: 100, type: '' })).toBe('invalidType')
  })
})

describe('segmentLetter', () => {
  const text = 'Er arbeitete stets zu unserer vollsten Zufriedenheit. Durch seine Geselligkeit fiel er auf.'
  const phrase = (part: string, impact: 'positive' | 'negative') => ({
    phrase: part,
    meaning: part,
    impact,
    dimension: 'performance' as const,
    start: text.indexOf(part),
    end: text.indexOf(part) + part.length,
  })

  it('cuts the letter at the offsets and keeps every character in order', () => {
    const segments = segmentLetter(text, [phrase('Geselligkeit', 'negative'), phrase('stets zu unserer vollsten Zufriedenheit', 'positive')])
    expect(segments.map((segment) => segment.text).join('')).toBe(text)
    expect(segments.filter((segment) => segment.phrase).map((segment) => segment.text)).toEqual([
      'stets zu unserer vollsten Zufriedenheit',
      'Geselligkeit',
    ])
  })

  it('leaves out omissions without offsets, overlaps and offsets past the end', () => {
    const segments = segmentLetter(text, [
      phrase('stets zu unserer vollsten Zufriedenheit', 'positive'),
      { ...phrase('vollsten', 'positive') },
      { phrase: '[missing: honesty]', meaning: 'Missing', impact: 'negative', dimension: 'omission' },
      { ...phrase('Er', 'positive'), start: 5, end: text.length + 10 },
    ])
    expect(segments.filter((segment) => segment.phrase)).toHaveLength(1)
    expect(segments.map((segment) => segment.text).join('')).toBe(text)
  })
})

describe('describeToolError', () => {
  const apiError = (status: number, body: Record<string, unknown>, message = 'Server says no') =>
    new ApiRequestError(status, message, body)

  it('opens the upgrade dialog when the server reports the trial as used', () => {
    expect(describeToolError('zeugnis', apiError(429, { trialUsed: true, limit: 1 }))).toEqual({ kind: 'upgrade' })
  })

  it('names the trial limit per tool', () => {
    expect(describeToolError('zeugnis', apiError(429, { trialLimitExceeded: true, limit: 3 }))).toEqual({
      kind: 'toast',
      title: 'Trial Limit Reached',
      description: "You've used all 3 ZeugnisCheck analyses in your trial. Upgrade to Pro for unlimited access.",
    })
    expect(describeToolError('cover', apiError(429, { trialLimitExceeded: true, limit: 3 }))).toMatchObject({
      description: "You've used all 3 cover letters in your trial. Upgrade to Pro for unlimited access.",
    })
  })

  it('asks visitors to log in, and the cover letter to log in again', () => {
    expect(describeToolError('ats', apiError(401, {}))).toEqual({
      kind: 'toast',
      title: 'Login Required',
      description: 'Please log in to continue analyzing documents',
    })
    expect(describeToolError('cover', apiError(401, {}))).toEqual({
      kind: 'toast',
      title: 'Authentication Required',
      description: 'Please log in again to continue',
    })
  })

  it('shows other 429 answers with their message or the free-trial text', () => {
    expect(describeToolError('bullets', apiError(429, {}, ''))).toEqual({
      kind: 'toast',
      title: 'Enhancement failed',
      description: 'Free trial limit reached. Please subscribe to continue.',
    })
  })

  it('titles other failures by tool with the message of their code, never the server\'s English text', () => {
    expect(describeToolError('translate', apiError(500, {}, 'Engine down'))).toEqual({
      kind: 'toast',
      title: 'Translation failed',
      description: 'Analysis failed',
    })
    expect(describeToolError('ats', new Error('boom'))).toEqual({ kind: 'toast', title: 'Optimization failed', description: 'Analysis failed' })
    expect(describeToolError('bullets', new NetworkError('offline'))).toMatchObject({ title: 'Enhancement failed' })
  })

  it('says the upload could not be parsed', () => {
    expect(describeToolError('zeugnis', new ParseFailedError(new Error('x')))).toEqual({
      kind: 'toast',
      title: 'Failed to parse uploaded file',
      description: 'Please try a different file or paste the text directly.',
    })
  })
})
