import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { TemplateId } from '#shared/catalogue'
import { emptyCv } from '#shared/cv/cv.schema'
import type { FontRequest } from '../fonts'
import { buildCvView } from '../cv/cv-view'
import { TEMPLATE_COMPONENTS } from '../cv/templates'

// A letter wears its CV's design: the same faces, ink and masthead. Nothing is copied by hand per
// template: the look is read from the template registry, from the template's own stylesheet and
// from the classes its masthead prints the name and the title with.

export interface LetterLook {
  templateId: TemplateId
  fonts: readonly FontRequest[]
  /** The template's body font family and ink. */
  bodyFamily: string
  bodyColor: string
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

const looks = new Map<TemplateId, LetterLook>()

export function letterLookOf(templateId: TemplateId): LetterLook {
  const cached = looks.get(templateId)
  if (cached) return cached
  const template = TEMPLATE_COMPONENTS[templateId]
  const rules = readRules(template.css)
  const body = rules.get('body')
  const classes = mastheadClasses(templateId)
  const bodyColor = body?.get('color') ?? '#1f2937'
  const look: LetterLook = {
    templateId,
    fonts: template.fonts,
    bodyFamily: body?.get('font-family') ?? 'sans-serif',
    bodyColor,
    nameDeclarations: typeDeclarations(rules.get(`.${classes.name}`), 'var(--ink)', '22pt'),
    titleDeclarations: typeDeclarations(rules.get(`.${classes.title}`), 'var(--primary)', '11pt'),
  }
  looks.set(templateId, look)
  return look
}
