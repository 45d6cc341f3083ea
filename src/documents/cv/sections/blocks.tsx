import { Fragment, type ReactNode } from 'react'
import type { ContactItem, CvView, LinkItem } from '../cv-view'
import type { SectionKey } from '../labels'
import { RichLine, RichParagraphs } from './rich-text'

// Small pieces every template composes. Each one renders nothing for empty input, so a template
// cannot print an empty heading or an empty list by accident. User text always goes through React
// (escaped) and carries dir="auto" so that right-to-left lines align themselves.

export function Section(props: {
  kind: SectionKey | 'custom'
  title: string
  className?: string
  headingClassName?: string
  children: ReactNode
}) {
  return (
    <section
      className={`cv-section${props.className ? ` ${props.className}` : ''}`}
      data-section={props.kind}
    >
      <h2 className={`cv-h${props.headingClassName ? ` ${props.headingClassName}` : ''}`}>{props.title}</h2>
      {props.children}
    </section>
  )
}

/** Lines of a free-text field (summary, description) in rich text: paragraphs and "- " lists. */
export function Paragraphs(props: { lines: readonly string[]; className?: string }) {
  return <RichParagraphs lines={props.lines} className={props.className} />
}

export function Bullets(props: { items: readonly string[]; className?: string }) {
  if (props.items.length === 0) return null
  return (
    <ul className={props.className ?? 'cv-bullets'}>
      {props.items.map((item, index) => (
        <li key={index} dir="auto">
          <RichLine text={item} />
        </li>
      ))}
    </ul>
  )
}

/** A level drawn as filled segments; decoration only, the level's name is printed beside it. */
export function Segments(props: { ratio: number; count?: number; className?: string }) {
  const count = props.count ?? 5
  const filled = Math.round(props.ratio * count)
  if (props.ratio <= 0) return null
  return (
    <span className={props.className ?? 'cv-segments'} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <i key={index} className={index < filled ? 'on' : undefined} />
      ))}
    </span>
  )
}

/** A level drawn as a bar; decoration only. */
export function Bar(props: { ratio: number; className?: string }) {
  if (props.ratio <= 0) return null
  return (
    <span className={props.className ?? 'cv-bar'} aria-hidden="true">
      <i style={{ width: `${Math.round(props.ratio * 100)}%` }} />
    </span>
  )
}

/**
 * An e-mail address or URL that never breaks inside a word: it may wrap only after a "/" or "@"
 * (<wbr> adds no character, so the PDF's text keeps the address as typed), and each piece between
 * them stays whole, hyphens included. A piece longer than any real one (over 32 characters) may
 * still wrap, so that it cannot run off the page.
 */
const MAX_WHOLE_PIECE = 32

export function Address(props: { text: string }) {
  const pieces = props.text.split(/(?<=[/@])/)
  return (
    <>
      {pieces.map((piece, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          <span className={piece.length <= MAX_WHOLE_PIECE ? 'cv-addr' : undefined}>{piece}</span>
        </Fragment>
      ))}
    </>
  )
}

/** A link printed as its address, prefixed by the user's own label when they gave one. */
export function LinkText(props: { link: LinkItem; showLabel?: boolean; separator?: string }) {
  const { link } = props
  const label = props.showLabel || link.hasOwnLabel ? link.label : ''
  const address = <Address text={link.display} />
  const text = link.href ? <a href={link.href}>{address}</a> : address
  if (!label || label === link.display) return <span dir="auto">{text}</span>
  return (
    <span dir="auto">
      <span className="cv-link-label">
        {label}
        {props.separator ?? ': '}
      </span>
      {text}
    </span>
  )
}

export function ContactText(props: { item: ContactItem }) {
  const { item } = props
  const text = item.kind === 'email' ? <Address text={item.text} /> : item.text
  return <span dir="auto">{item.href ? <a href={item.href}>{text}</a> : text}</span>
}

/** Items joined by a separator printed as real text (so copied and parsed text keeps its gaps). */
export function Joined(props: { children: ReactNode[]; separator?: string; className?: string }) {
  const parts = props.children.filter(
    (child) => child !== null && child !== undefined && child !== false && child !== '',
  )
  if (parts.length === 0) return null
  return (
    <span className={props.className}>
      {parts.map((part, index) => (
        <span key={index}>
          {index > 0 && <span className="cv-sep">{props.separator ?? ' · '}</span>}
          {part}
        </span>
      ))}
    </span>
  )
}

export function Photo(props: { src: string; name: string; className?: string }) {
  if (!props.src) return null
  return <img className={props.className ?? 'cv-photo'} src={props.src} alt={props.name} />
}

/**
 * Every way to reach the person, in a fixed order (e-mail, phone, location, links, personal
 * details) as inline pieces for a contact line; links show the user's own label when they gave one.
 */
export function contactPieces(
  cv: CvView,
  options: { linkLabels?: boolean; linkSeparator?: string } = {},
): ReactNode[] {
  return [
    ...cv.contact.map((item) => <ContactText key={item.kind} item={item} />),
    ...cv.links.map((link, index) => (
      <LinkText
        key={`link-${index}`}
        link={link}
        showLabel={options.linkLabels}
        separator={options.linkSeparator}
      />
    )),
    ...cv.personalDetails.map((detail) => (
      <span key={detail.label} dir="auto">
        {detail.label}: {detail.text}
      </span>
    )),
  ]
}

/** Inline pieces as a wrapping list; the template's CSS spaces them (no separator characters). */
export function InlineList(props: { items: ReactNode[]; className: string }) {
  if (props.items.length === 0) return null
  return (
    <ul className={props.className}>
      {props.items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  )
}

/**
 * Every way to reach the person as labelled cells; links print their address under their label.
 * `withDetails={false}` leaves the personal details to a section of their own.
 */
export function ContactCells(props: {
  cv: CvView
  className: string
  cellClassName?: string
  withDetails?: boolean
}) {
  const { cv } = props
  const details = props.withDetails === false ? [] : cv.personalDetails
  const cells = [
    ...cv.contact.map((item) => ({ label: item.label, value: <ContactText item={item} /> })),
    ...cv.links.map((link) => ({
      label: link.label,
      value: <LinkText link={{ ...link, hasOwnLabel: false }} />,
    })),
    ...details.map((detail) => ({
      label: detail.label,
      value: <span dir="auto">{detail.text}</span>,
    })),
  ]
  if (cells.length === 0) return null
  return (
    <dl className={props.className}>
      {cells.map((cell, index) => (
        <div key={index} className={props.cellClassName}>
          <dt>{cell.label}</dt>
          <dd>{cell.value}</dd>
        </div>
      ))}
    </dl>
  )
}
