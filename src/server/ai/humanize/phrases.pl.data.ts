import type { PhraseRule } from './phrases.data'

// Polish clichés of CVs and cover letters (reviewed), with plain Polish that says the same. An
// adjective is deleted in every case and gender form (never the adverb "dynamicznie"); "synergia"
// and "współpraca" are both feminine, so each case form has its counterpart.
const ADJECTIVE_ENDINGS = '(?:y|a|e|i|ego|ej|emu|ym|ych|ymi|ą)'

export const PL_PHRASES: readonly PhraseRule[] = [
  { pattern: 'w dzisiejszym (?:dynamicznym |szybko zmieniającym się )?świecie,?', replacement: '' },
  // "Posiadam" is the officialese of Polish CVs for "mam".
  { pattern: 'posiadam', replacement: 'mam' },
  {
    pattern:
      '(?:mam|posiadam) (?:bardzo dobrą |dobrą |wysoką |dobrze rozwiniętą )?umiejętność pracy w (zespole|grupie)(?=\\s*(?:[.;,!?]|$))',
    replacement: 'dobrze pracuję w $1',
    statement: true,
  },
  {
    pattern:
      '^(?:(?:bardzo dobra|dobra|wysoka|dobrze rozwinięta) )?umiejętność pracy w (zespole|grupie)(?=\\s*[.;]|\\s*$)',
    replacement: 'dobrze pracuję w $1',
    statement: true,
  },
  {
    pattern: '(?:mam|posiadam) proaktywne (?:podejście|nastawienie)(?: do pracy)?(?=\\s*(?:[.;,!?]|$))',
    replacement: 'wykazuję się inicjatywą',
    statement: true,
  },
  // Only as the sentence's opening adverb: "programista z pasją" would become "programista chętnie".
  { pattern: '^z pasją', replacement: 'chętnie' },
  { pattern: 'synergia', replacement: 'współpraca' },
  { pattern: 'synergii', replacement: 'współpracy' },
  { pattern: 'synergię', replacement: 'współpracę' },
  { pattern: 'synergią', replacement: 'współpracą' },
  { pattern: '(?:bogate|szerokie|wieloletnie)(?= doświadczenie)', replacement: '' },
  {
    pattern: `(?:zorientowan|nastawion|ukierunkowan)${ADJECTIVE_ENDINGS} na (?:cele|wyniki|rezultaty|osiąganie celów|realizację celów)`,
    replacement: '',
  },
  { pattern: `(?:wysoko|bardzo|silnie) zmotywowan${ADJECTIVE_ENDINGS}`, replacement: '' },
  { pattern: `proaktywn${ADJECTIVE_ENDINGS}`, replacement: '' },
  { pattern: `dynamiczn${ADJECTIVE_ENDINGS}`, replacement: '' },
]
