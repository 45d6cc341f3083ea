import { z } from 'zod'
import { LOCALES } from './locales'

// Apart from locales.ts, which every page loads, so that the landing page does not load zod.

/** The one schema of a locale code, for every request, reply and stored value that carries one. */
export const LocaleSchema = z.enum(LOCALES)
