import { createContext, useContext } from 'react'
import type { Locale } from '#shared/i18n/locales'

// The CV's language for the editor's fields that read what people type in it (dates: "April 2019",
// "avril 2019"); provided by the Edit step, so no section passes it through.
export const CvLanguageContext = createContext<Locale>('en')

export function useCvLanguage(): Locale {
  return useContext(CvLanguageContext)
}
