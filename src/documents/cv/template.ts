import type { ReactElement } from 'react'
import type { TemplateId } from '#shared/catalogue'
import type { FontRequest } from '../fonts'
import type { CvView } from './cv-view'
import type { DateStyle } from './labels'

/** A CV template: a pure component over the prepared CV, its stylesheet and the fonts it embeds. */
export interface CvTemplate {
  id: TemplateId
  fonts: readonly FontRequest[]
  dateStyle: DateStyle
  /** Reads the theme through var(--primary), var(--secondary) and var(--ink). */
  css: string
  Component: (props: { cv: CvView }) => ReactElement
}
