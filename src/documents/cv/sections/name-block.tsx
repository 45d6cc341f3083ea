import type { ReactNode } from 'react'
import type { CvView } from '../cv-view'
import { Photo } from './blocks'

// The element around the name block stays in each template: it is the page header in most, a div
// inside the header in Modern Grid and the top of the sidebar column in Sidebar Elegant.

export interface NameBlockClassNames {
  photo: string
  name: string
  title: string
  /** Wraps the name lines in a div, for layouts that set the photo or the contact beside them. */
  names?: string
  /** Prints the headline under the title; without it the template places the headline itself. */
  headline?: string
}

/** The one-line pitch under the name, wherever a template puts it. */
export function Headline(props: { cv: CvView; className: string }) {
  if (!props.cv.headline) return null
  return (
    <p className={props.className} dir="auto">
      {props.cv.headline}
    </p>
  )
}

/** Photo, name, title (and headline when asked) and the contact details the template lays out. */
export function NameBlock(props: {
  cv: CvView
  classNames: NameBlockClassNames
  photoPlacement: 'first' | 'last'
  contact?: ReactNode
  /** "in-names" puts the contact inside the names wrapper, under the title. */
  contactPlacement?: 'after-names' | 'in-names'
}) {
  const { cv, classNames } = props
  const isContactInNames = props.contactPlacement === 'in-names'
  const photo = <Photo src={cv.photo} name={cv.name} className={classNames.photo} />
  const lines = (
    <>
      {/* The document's own heading ("Lebenslauf") when asked for: the one word before the name. */}
      {cv.showCvHeading && <p className="cv-doc-heading">{cv.labels.cvHeading}</p>}
      {cv.name && (
        <h1 className={classNames.name} dir="auto">
          {cv.name}
        </h1>
      )}
      {cv.title && (
        <p className={classNames.title} dir="auto">
          {cv.title}
        </p>
      )}
      {classNames.headline && <Headline cv={cv} className={classNames.headline} />}
      {isContactInNames && props.contact}
    </>
  )
  return (
    <>
      {props.photoPlacement === 'first' && photo}
      {classNames.names ? <div className={classNames.names}>{lines}</div> : lines}
      {!isContactInNames && props.contact}
      {props.photoPlacement === 'last' && photo}
    </>
  )
}
