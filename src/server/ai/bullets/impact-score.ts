import type { ImpactReason } from '#shared/api/ai'
import type { Locale } from '#shared/i18n/locales'
import { IMPACT_SCORE_MAX } from '#shared/limits'

import { actionVerbAt } from '#server/text/verbs/action-verbs'
import { isNameLike } from '#server/text/name-like'
import { PLACEHOLDER_PATTERN } from './placeholders.data'

// The impact score is a sum of visible features, so every point has a reason the user can act on:
// action verb 2 (weak verb 1), measurable result 4 (a bare number 2), scope 2 (a counted number
// with its unit, or scope words), specific terms 1,
// length 2 (6–30 words; 1 up to 40).

const MEASURED =
  /(?:[€$£]\s?\d|\d[\d.,]*\s?(?:%|percent|prozent|pct|€|\$|£|eur\b|usd\b|gbp\b|chf\b|k\b|m\b|bn\b|mio\b|mrd\b|tsd\b|x\b|times\b|fach\b|hours?\b|hrs?\b|stunden\b|std\b|days?\b|tage?n?\b|weeks?\b|wochen\b|months?\b|monate?n?\b|minutes?\b|minuten\b|seconds?\b|sekunden\b|ms\b|jours?\b|días?\b|giorni\b|dias?\b|dagen\b|dni\b))/iu
// A count per period is a measured result with its unit: "ca. 300 Vorgänge pro Monat", "40 tickets a
// day", "20 dossiers par semaine" (issue 30: called "a number without a unit").
const RATE =
  /\d[\d.,]*\+?\s+(?:[\p{L}-]+\s+){0,3}?(?:pro|je|im|per|a|an|each|every|par|por|al|alla|ao|por|per|na|w)\s+(?:tag|woche|monat|jahr|quartal|schicht|day|week|month|year|quarter|shift|jour|semaine|mois|an|année|día|semana|mes|año|giorno|settimana|mese|anno|dia|mês|ano|dag|maand|jaar|dzień|tydzień|miesiąc|rok)\b/iu
const SCOPE_NOUNS =
  /\d[\d.,]*\+?\s+(?:[\p{L}-]+\s+){0,3}?(?:people|persons?|staff|employees|engineers|developers|agents|analysts|clients?|customers?|users?|countries|markets|sites|stores|locations|regions|departments|teams?|projects|accounts|partners|vendors|suppliers|servers|students|patients|guests|brands|mitarbeiter\p{L}*|mitarbeitende\p{L}*|kunden|nutzer\p{L}*|länder\p{L}*|standort\p{L}*|filialen|personen|entwickler\p{L}*|teilnehmende|auszubildende|patienten|mandanten|dienstleister\p{L}*|key accounts|personnes|employés|clients|pays|personas|empleados|clientes|países|tiendas|persone|dipendenti|clienti|paesi|pessoas|colaboradores|técnicos|klanten|medewerkers|landen|osób|pracowników|klientów|krajów)/iu
const SCOPE_WORDS =
  /\b(?:team of|international\p{L}*|global\p{L}*|company-wide|companywide|cross-functional|multinational|nationwide|unternehmensweit\p{L}*|bundesweit\p{L}*|europaweit\p{L}*|weltweit\p{L}*|budget\p{L}*|team von|équipe de|equipo de|squadra di|equipa de|zespołem)\b/iu

type VerbStrength = 'strong' | 'weak' | 'none'

function verbStrength(text: string, language: Locale): VerbStrength {
  const found = actionVerbAt(text, language)
  return found ? (found.isWeak ? 'weak' : 'strong') : 'none'
}

export type ImpactScore = { score: number; reasons: ImpactReason[] }

export function scoreBullet(enhanced: string, language: Locale): ImpactScore {
  const text = enhanced.replace(PLACEHOLDER_PATTERN, '').replace(/\s+/g, ' ').trim()
  const reasons: ImpactReason[] = []
  let score = 0

  const verb = verbStrength(text, language)
  if (verb === 'strong') score += 2
  if (verb === 'weak') score += 1
  reasons.push(verb === 'strong' ? 'action_verb' : verb === 'weak' ? 'weak_verb' : 'no_action_verb')

  // A result (%, money, time) outweighs a size: "30 %" scores above "a team of 6 people".
  const counted = SCOPE_NOUNS.test(text)
  if (MEASURED.test(text) || RATE.test(text)) {
    score += 4
    reasons.push('measurable_result')
  } else if (/\d/.test(text) && !counted) {
    score += 2
    reasons.push('number_without_unit')
  } else if (!counted) {
    reasons.push('no_measurable_result')
  }

  // "6 personnes", "5 Mitarbeitende": a number with its unit is quantified, as scope.
  if (counted || SCOPE_WORDS.test(text)) {
    score += 2
    reasons.push('scope')
  }

  const words = text.split(' ').filter(Boolean)
  const names = words.slice(1).map((w) => w.replace(/[^\p{L}\d#+.]/gu, ''))
  if (names.some((w) => /^\p{L}/u.test(w) && isNameLike(w))) {
    score += 1
    reasons.push('specific_terms')
  }

  if (words.length < 6) reasons.push('too_short')
  else if (words.length <= 30) {
    score += 2
    reasons.push('good_length')
  } else {
    if (words.length <= 40) score += 1
    reasons.push('too_long')
  }
  return { score: Math.min(IMPACT_SCORE_MAX, score), reasons }
}
