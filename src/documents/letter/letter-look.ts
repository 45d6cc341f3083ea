import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { TemplateId } from '#shared/catalogue'
import { emptyCv } from '#shared/cv/cv.schema'
import type { FontRequest } from '../fonts'
import { buildCvView } from '../cv/cv-view'
import { TEMPLATE_COMPONENTS } from '../cv/templates'
import { bodyFontPt } from '../cv/density'
import { typesetCss, typesetFonts } from '../cv/typeset'
import type { TypeSettings } from '#shared/cv/type-settings'

// A letter wears its CV's design: the same faces, ink and masthead. Nothing is copied by hand per
// template: the look is read from the template registry, from the template's own stylesheet and
// from the classes its masthead prints the name and the title with.

export interface LetterLook {
  templateId: TemplateId
  fonts: readonly FontRequest[]
  /** The template's body font family and ink. */
  bodyFamily: string
  bodyColor: string
  /** The letter's text size and line height: as designed, or following the CV's type settings. */
  bodySizePt: number
  lineHeight: number
  /** Declarations of the template's name and title styles, ready for a rule of our own. */
  nameDeclarations: string
  titleDeclarations: string
}

type Declarations = Map<string, string>

/** Top-level rules of a stylesheet: selector list → declarations (later rules win, as in CSS). */
function readRules(css: string): Map<string, Declarations> {
  const rules = new Map<string, Declarations>()
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '')
  for (const match of withoutComments.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const selectors = (match[1] ?? '').split(',').map((selector) => selector.trim())
    for (const selector of selectors) {
      const declarations = rules.get(selector) ?? new Map<string, string>()
      for (const declaration of (match[2] ?? '').split(';')) {
        const colon = declaration.indexOf(':')
        if (colon < 0) continue
        const property = declaration.slice(0, colon).trim()
        const value = declaration.slice(colon + 1).trim()
        if (property && value) declarations.set(property, value)
      }
      rules.set(selector, declarations)
    }
  }
  return rules
}

// What makes a masthead recognisable; spacing and layout stay the letter's own.
const TYPE_PROPERTIES = [
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'letter-spacing',
  'text-transform',
  'line-height',
  'color',
  'border-left',
  'padding-left',
] as const

/** A colour meant for a dark band (white, or mixed with much white) would vanish on paper: the theme colour instead. */
function onPaper(color: string): string {
  return /#fff\b|#ffffff\b|\bwhite\b/i.test(color) ? 'var(--primary)' : color
}

/** `maxSize`: a letter's masthead fits above the address field, so very large names are capped. */
function typeDeclarations(declarations: Declarations | undefined, fallbackColor: string, maxSize: string): string {
  const kept: string[] = []
  for (const property of TYPE_PROPERTIES) {
    const value = declarations?.get(property)
    if (value === undefined) continue
    const printed = property === 'color' ? onPaper(value) : property === 'font-size' ? `min(${value}, ${maxSize})` : value
    kept.push(`${property}: ${printed}`)
  }
  if (!declarations?.has('color')) kept.push(`color: ${fallbackColor}`)
  return kept.join('; ')
}

/** The classes the template's masthead gives the name (h1) and the title (the line after it). */
function mastheadClasses(templateId: TemplateId): { name: string; title: string } {
  const cv = emptyCv()
  cv.personal.fullName = 'Name'
  cv.personal.title = 'Title'
  const template = TEMPLATE_COMPONENTS[templateId]
  const view = buildCvView(cv, 'en', { dateStyle: template.dateStyle })
  const markup = renderToStaticMarkup(createElement(template.Component, { cv: view }))
  const name = /<h1 class="([^"]+)"[^>]*>Name<\/h1>/.exec(markup)?.[1] ?? ''
  const title = /<p class="([^"]+)"[^>]*>Title<\/p>/.exec(markup)?.[1] ?? ''
  return { name: name.split(/\s+/)[0] ?? '', title: title.split(/\s+/)[0] ?? '' }
}

const looks = new Map<string, LetterLook>()

// A letter is set larger than a CV (10.5 pt, 1.42): a page of running text, read once, start to end.
const LETTER_BODY_PT = 10.5
const LETTER_LINE_HEIGHT = 1.42
const LETTER_MIN_PT = 9.5
const LETTER_MAX_PT = 12.5

/**
 * The letter's size in the CV's proportion: a CV set one point larger than its template gives a
 * letter about one point larger, kept within what reads well as a letter. The letter's margins are
 * its national layout's (the address must sit in the envelope window), so the CV's margins do not apply.
 */
function letterSizePt(templateCss: string, settings: TypeSettings): number {
  if (settings.fontSize === undefined) return LETTER_BODY_PT
  const scaled = LETTER_BODY_PT * (settings.fontSize / bodyFontPt(templateCss))
  return Math.round(Math.min(LETTER_MAX_PT, Math.max(LETTER_MIN_PT, scaled)) * 10) / 10
}

export function letterLookOf(templateId: TemplateId, settings: TypeSettings = {}): LetterLook {
  const key = `${templateId}:${JSON.stringify(settings)}`
  const cached = looks.get(key)
  if (cached) return cached
  const template = TEMPLATE_COMPONENTS[templateId]
  // The CV's chosen face in the template's rules; sizes stay the letter's own (below).
  const fontOnly: TypeSettings = settings.fontFamily ? { fontFamily: settings.fontFamily } : {}
  const rules = readRules(typesetCss(template.css, fontOnly))
  const body = rules.get('body')
  const classes = mastheadClasses(templateId)
  const bodyColor = body?.get('color') ?? '#1f2937'
  const look: LetterLook = {
    templateId,
    fonts: typesetFonts(template.fonts, template.css, fontOnly),
    bodyFamily: body?.get('font-family') ?? 'sans-serif',
    bodyColor,
    bodySizePt: letterSizePt(template.css, settings),
    lineHeight: settings.lineHeight ?? LETTER_LINE_HEIGHT,
    nameDeclarations: typeDeclarations(rules.get(`.${classes.name}`), 'var(--ink)', '22pt'),
    titleDeclarations: typeDeclarations(rules.get(`.${classes.title}`), 'var(--primary)', '11pt'),
  }
  looks.set(key, look)
  return look
}
