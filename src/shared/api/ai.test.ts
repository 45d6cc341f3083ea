import { describe, expect, it } from 'vitest'

import { emptyCv } from '#shared/cv/cv.schema'

import {
  CoverLetterBody,
  EnhanceBulletsBody,
  GenerateCoverLetterBody,
  HumanizeBody,
  HumanizeCvBody,
  OptimizeAtsBody,
  TranslateCvBody,
} from './ai'

describe('AI tool request schemas', () => {
  it('accepts 1 to 50 bullets of up to 1000 characters', () => {
    expect(EnhanceBulletsBody.safeParse({ bulletPoints: ['Led a team'] }).success).toBe(true)
    expect(EnhanceBulletsBody.safeParse({ bulletPoints: [] }).success).toBe(false)
    expect(EnhanceBulletsBody.safeParse({ bulletPoints: Array(51).fill('x') }).success).toBe(false)
    expect(EnhanceBulletsBody.safeParse({ bulletPoints: ['x'.repeat(1001)] }).success).toBe(false)
  })

  it('requires both CV content and job description for optimize-ats, each up to 100k characters', () => {
    expect(OptimizeAtsBody.safeParse({ cvContent: 'cv', jobDescription: 'ad' }).success).toBe(true)
    expect(OptimizeAtsBody.safeParse({ cvContent: ' ', jobDescription: 'ad' }).success).toBe(false)
    expect(OptimizeAtsBody.safeParse({ cvContent: 'x'.repeat(100_001), jobDescription: 'ad' }).success).toBe(
      false,
    )
  })

  it('takes the AI tools page cover-letter shape with only a summary', () => {
    const body = GenerateCoverLetterBody.parse({
      cvData: { summary: 'Buyer' },
      jobTitle: 'Buyer',
      companyName: 'Acme',
    })
    expect(body.cvData).toEqual({ summary: 'Buyer' })
  })

  it('takes the writer shape with null CV text and defaults template and alignment', () => {
    const body = CoverLetterBody.parse({
      jobDescription: 'ad',
      cvText: null,
      personalInfo: null,
      experience: [],
      language: 'pl',
    })
    expect(body).toMatchObject({ templateType: 'cover', alignment: 'left', language: 'pl' })
    expect(CoverLetterBody.safeParse({ jobDescription: 'ad', language: 'sv' }).success).toBe(false)
  })

  it('accepts both the stored form and the builder form for translate-cv', () => {
    expect(
      TranslateCvBody.safeParse({
        cvData: { personalInfo: { summary: 'x' }, experience: [], education: [], skills: [] },
        targetLanguage: 'de',
        sourceLanguage: 'en',
      }).success,
    ).toBe(true)
    expect(TranslateCvBody.safeParse({ cvData: emptyCv(), targetLanguage: 'nl' }).success).toBe(true)
  })

  it('defaults humanize to prose and humanize-cv to structured', () => {
    expect(HumanizeBody.parse({ text: 'sr dev' }).context).toBe('text')
    expect(HumanizeBody.parse({ text: 'sr dev', context: 'professional_title' }).context).toBe(
      'professional_title',
    )
    expect(HumanizeCvBody.parse({ content: { personalInfo: { summary: 'x' } } }).structured).toBe(true)
  })
})
