import type { PhraseRule } from './phrases.data'

// Dutch clichés of CVs and cover letters (reviewed), with plain Dutch that says the same. Dutch
// adjectives are deleted with their -e ending ("resultaatgerichte"); "synergie" and "samenwerking"
// are both de-words, so the article stays right.
export const NL_PHRASES: readonly PhraseRule[] = [
  {
    // "tegenwoordig" keeps the verb in second place ("In de huidige markt is" -> "Tegenwoordig is").
    pattern: 'in de (?:huidige|snel veranderende|dynamische|steeds veranderende) (?:wereld|markt|tijd)',
    replacement: 'tegenwoordig',
  },
  {
    pattern: 'ik ben een (?:echte |ware |rasechte )?teamplayer(?=\\s*(?:[.;,!?]|$))',
    replacement: 'ik werk graag samen',
    statement: true,
  },
  {
    pattern: 'ik heb een proactieve (?:houding|instelling|werkhouding)(?=\\s*(?:[.;,!?]|$))',
    replacement: 'ik neem graag initiatief',
    statement: true,
  },
  // Only as an adverb of a verb ("ik werk met passie aan"), not "een ontwikkelaar met passie voor".
  { pattern: 'met (?:veel |grote )?passie(?= (?:aan|in|bij|als) )', replacement: 'graag' },
  { pattern: 'hands-on mentaliteit', replacement: 'praktische instelling' },
  { pattern: 'synergieën', replacement: 'samenwerkingen' },
  { pattern: 'synergie', replacement: 'samenwerking' },
  { pattern: '(?:ruime|aantoonbare)(?= ervaring)', replacement: '' },
  // Inflected (attributive) forms anywhere; the bare form only before a noun or a list ("een
  // gedreven professional", "gedreven en"), never as the adverb of a verb ("ik werk
  // oplossingsgericht" would become "ik werk").
  {
    pattern: '(?:resultaatgerichte|oplossingsgerichte|doelgerichte|proactieve|gepassioneerde|dynamische)',
    replacement: '',
  },
  {
    pattern:
      '(?:resultaatgericht|oplossingsgericht|doelgericht|proactief|gepassioneerd|dynamisch|gedreven)(?= \\p{L})',
    replacement: '',
  },
]
