import type { Cv } from '../model'
import { GERMAN } from './de'

export const CORPUS: Cv[] = [...GERMAN]
