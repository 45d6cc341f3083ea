import type { Locale } from '#shared/i18n/locales'

// What an ad asks the applicant to state in the letter (issue 25): the earliest start date and the
// salary expectation. Matched on the ad's text in any of the 8 languages (an ad may be in another
// language than the letter). Sources: the wording of the collected postings and of the sample ads.

export type AdRequest = 'startDate' | 'salary'

export const AD_REQUESTS: Record<AdRequest, Record<Locale, RegExp>> = {
  startDate: {
    de: /\b(?:frühestm[öo]glich\p{L}*\s+(?:Eintritts|Start)\p{L}*|Eintrittstermin\p{L}*|Eintrittsdatum\p{L}*|Verfügbarkeit|möglichen\s+Starttermin\p{L}*|Kündigungsfrist)/iu,
    en: /\b(?:earliest\s+(?:possible\s+)?(?:start(?:ing)?\s+date|availability)|(?:your|possible)\s+start(?:ing)?\s+date|when\s+you\s+(?:can|could)\s+start|notice\s+period|availability\s+to\s+start)/iu,
    fr: /\b(?:date\s+de\s+disponibilit[ée]|disponibilit[ée]s?\b(?=[^.]{0,40}\b(?:candidature|lettre|préciser|indiquer|indiquant))|date\s+(?:de\s+)?(?:début|prise\s+de\s+poste)\s+(?:souhaitée|possible)|préavis)/iu,
    es: /\b(?:fecha\s+de\s+(?:incorporaci[óo]n|disponibilidad)|disponibilidad\s+de\s+incorporaci[óo]n|disponibilidad\s+para\s+incorporarse|incorporaci[óo]n\s+inmediata\s*\?)/iu,
    it: /\b(?:data\s+di\s+(?:disponibilit[àa]|inizio)|disponibilit[àa]\s+(?:a\s+iniziare|all['’]inizio|immediata\s*\?)|preavviso)/iu,
    pt: /\b(?:data\s+de\s+(?:in[íi]cio|disponibilidade)|disponibilidade\s+(?:para\s+in[íi]cio|de\s+in[íi]cio|imediata\s*\?)|aviso\s+pr[ée]vio)/iu,
    nl: /\b(?:beschikbaarheid|(?:gewenste|mogelijke)\s+(?:start|ingangs)datum|startdatum|opzegtermijn|wanneer\s+je\s+kunt\s+beginnen)/iu,
    pl: /\b(?:termin\p{L}*\s+(?:rozpocz[ęe]cia|dost[ęe]pno[śs]ci)|dat[ęea]\s+(?:rozpocz[ęe]cia|dost[ęe]pno[śs]ci)|dost[ęe]pno[śs][ćc]\p{L}*|okres\p{L}*\s+wypowiedzenia)/iu,
  },
  salary: {
    de: /\b(?:Gehaltsvorstellung\p{L}*|Gehaltswunsch\p{L}*|Gehaltsvorstellungen|Gehaltserwartung\p{L}*|Einkommensvorstellung\p{L}*|Lohnvorstellung\p{L}*|Lohnerwartung\p{L}*)/iu,
    en: /\b(?:salary\s+(?:expectations?|requirements?)|expected\s+salary|desired\s+salary|salary\s+history)/iu,
    fr: /\b(?:prétentions?\s+salariales?|rémunération\s+souhaitée|salaire\s+souhaité|attentes\s+salariales)/iu,
    es: /\b(?:pretensi[óo]n(?:es)?\s+salarial(?:es)?|expectativas?\s+salarial(?:es)?|banda\s+salarial\s+deseada|salario\s+deseado)/iu,
    it: /\b(?:RAL\s+(?:attuale|desiderata)|retribuzione\s+(?:attuale\s+e\s+)?desiderata|aspettative?\s+(?:economiche|salariali)|pretese\s+economiche)/iu,
    pt: /\b(?:pretens[ãa]o\s+salarial|pretens[õo]es\s+salariais|expectativa\s+salarial|remunera[çc][ãa]o\s+pretendida)/iu,
    nl: /\b(?:salarisindicatie|salariswens(?:en)?|salarisverwachting(?:en)?|gewenst\s+salaris)/iu,
    pl: /\b(?:oczekiwa[nń]\p{L}*\s+(?:finansow\p{L}*|płacow\p{L}*|wynagrodzeni\p{L}*)|oczekiwane\s+wynagrodzenie)/iu,
  },
}

/** The requests an ad makes, whatever its language. */
export function adRequests(jobDescription: string): AdRequest[] {
  return (Object.keys(AD_REQUESTS) as AdRequest[]).filter((request) =>
    Object.values(AD_REQUESTS[request]).some((pattern) => pattern.test(jobDescription)),
  )
}
