import type { Cv } from '../model'
import { GERMAN } from './de'
import { ENGLISH, FRENCH } from './en-fr'
import { ITALIAN, SPANISH } from './es-it'
import { DUTCH, POLISH, PORTUGUESE } from './pt-nl-pl'

export const CORPUS: Cv[] = [...GERMAN, ...ENGLISH, ...FRENCH, ...SPANISH, ...ITALIAN, ...PORTUGUESE, ...DUTCH, ...POLISH]
