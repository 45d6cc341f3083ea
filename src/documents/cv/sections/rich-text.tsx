import type { ReactNode } from 'react'
import { parseRichInline, parseRichText, type RichInline } from '#shared/cv/rich-text'
import type { FontRequest } from '../../fonts'
import type { CvView } from '../cv-view'

// The one renderer of rich text (summary, descriptions, bullets) for every template: the shared
// parser's nodes become real <strong>, <em>, <a> and <ul> elements, their text escaped by React.
// Nothing the user typed becomes markup any other way. Templates style the cv-rich-* classes only
// if they want to; RICH_TEXT_CSS gives every template the same sensible default.

export function RichInlineNodes(props: { nodes: readonly RichInline[] }): ReactNode {
  return props.nodes.map((node, index) => {
    if (node.type === 'text') return node.text
    const children = <RichInlineNodes nodes={node.children} />
    if (node.type === 'strong')
      return (
        <strong key={index} className="cv-rich-strong">
          {children}
        </strong>
      )
    if (node.type === 'em')
      return (
        <em key={index} className="cv-rich-em">
          {children}
        </em>
      )
    return (
      <a key={index} className="cv-rich-link" href={node.href}>
        {children}
      </a>
    )
  })
}

/**
 * A list item's content as one inline box: templates lay out their bullets as flex rows (marker,
 * text), where each bare text run and <strong> would become a flex item of its own, spaced apart.
 */
function RichItem(props: { nodes: readonly RichInline[] }) {
  const [only] = props.nodes
  if (props.nodes.length === 1 && only?.type === 'text') return only.text
  return (
    <span className="cv-rich-item">
      <RichInlineNodes nodes={props.nodes} />
    </span>
  )
}

/** One bullet in rich text. */
export function RichLine(props: { text: string }) {
  return <RichItem nodes={parseRichInline(props.text)} />
}

/**
 * Lines of a free-text field: each a paragraph, a run of "- " lines one list (printed in the
 * template's bullet style).
 */
export function RichParagraphs(props: {
  lines: readonly string[]
  className?: string
  listClassName?: string
}) {
  if (props.lines.length === 0) return null
  return (
    <>
      {parseRichText(props.lines.join('\n')).map((block, index) =>
        block.type === 'paragraph' ? (
          <p key={index} className={props.className ?? 'cv-text'} dir="auto">
            <RichInlineNodes nodes={block.children} />
          </p>
        ) : (
          <ul key={index} className={`${props.listClassName ?? 'cv-bullets'} cv-rich-list`}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex} dir="auto">
                <RichItem nodes={item} />
              </li>
            ))}
          </ul>
        ),
      )}
    </>
  )
}

// Links in running text are underlined so that a reader on paper sees them; bold and italic use
// the template's own family in real bold and italic faces (richFontRequests).
export const RICH_TEXT_CSS = `
.cv-rich-strong { font-weight: 700 }
.cv-rich-em { font-style: italic }
.cv-rich-link { text-decoration: underline; text-decoration-thickness: 0.06em; text-underline-offset: 0.15em }
`

function marksIn(nodes: readonly RichInline[], found: { strong: boolean; em: boolean }): void {
  for (const node of nodes) {
    if (node.type === 'text') continue
    if (node.type === 'strong') found.strong = true
    if (node.type === 'em') found.em = true
    marksIn(node.children, found)
  }
}

/** Every rich-text line a CV prints. */
function richLines(cv: CvView): string[] {
  return [
    ...cv.summary,
    ...cv.experience.flatMap((entry) => [...entry.description, ...entry.bullets]),
    ...cv.education.flatMap((entry) => entry.details),
    ...cv.projects.flatMap((entry) => [...entry.description, ...entry.bullets]),
    ...cv.extraSections.flatMap((section) =>
      section.entries.flatMap((entry) => [...entry.description, ...entry.bullets]),
    ),
  ]
}

/**
 * The template's fonts plus a real bold (700) and italic (400) face of each family when the CV's
 * text uses them, so that Chromium never has to fake them.
 */
export function richFontRequests(fonts: readonly FontRequest[], cv: CvView): readonly FontRequest[] {
  const found = { strong: false, em: false }
  for (const line of richLines(cv)) {
    if (!line.includes('*')) continue
    marksIn(parseRichInline(line.replace(/^[-*•]\s+/, '')), found)
    if (found.strong && found.em) break
  }
  if (!found.strong && !found.em) return fonts
  return fonts.map((request) => ({
    ...request,
    weights: found.strong && !request.weights.includes(700) ? [...request.weights, 700] : request.weights,
    italic:
      found.em && !(request.italic ?? []).includes(400) ? [...(request.italic ?? []), 400] : request.italic,
  }))
}
