import type { PhraseRule } from './phrases.data'

// Spanish clichés of CVs and cover letters (reviewed), with plain Spanish that says the same.
// Gender and number endings are kept ("apasionada por" -> "interesada en"); "llevar a cabo" becomes
// "realizar" in the same person and tense.
export const ES_PHRASES: readonly PhraseRule[] = [
  {
    pattern:
      'en (?:el mundo|un mundo|un entorno|un mercado) (?:actual|de hoy|(?:tan )?cambiante|en constante (?:cambio|evolución)),?',
    replacement: '',
  },
  { pattern: '(?:además|asimismo|por otro lado),', replacement: '' },
  { pattern: 'con el (?:fin|objetivo|propósito) de', replacement: 'para' },
  { pattern: 'de cara a', replacement: 'para' },
  // Only before an article: "a nivel de departamento" would need one.
  { pattern: 'a nivel del', replacement: 'en cuanto al' },
  { pattern: 'a nivel de (la|los|las)', replacement: 'en cuanto a $1' },
  { pattern: 'llevé a cabo', replacement: 'realicé' },
  { pattern: 'llevó a cabo', replacement: 'realizó' },
  { pattern: 'llevamos a cabo', replacement: 'realizamos' },
  { pattern: 'llevaron a cabo', replacement: 'realizaron' },
  { pattern: 'llevar a cabo', replacement: 'realizar' },
  { pattern: 'llevando a cabo', replacement: 'realizando' },
  { pattern: 'llevado a cabo', replacement: 'realizado' },
  { pattern: 'llevo a cabo', replacement: 'realizo' },
  { pattern: 'apasionad(o|a|os|as) (?:por|de) (el|la|los|las)', replacement: 'interesad$1 en $2' },
  { pattern: 'apasionad(o|a|os|as) del', replacement: 'interesad$1 en el' },
  { pattern: 'apasionad(o|a|os|as) por', replacement: 'interesad$1 en' },
  { pattern: 'sinergias', replacement: 'colaboraciones' },
  { pattern: 'sinergia', replacement: 'colaboración' },
  { pattern: '(?:tengo|poseo) una actitud proactiva', replacement: 'tengo iniciativa', statement: true },
  {
    pattern:
      '(?:tengo|poseo) (?:una )?(?:gran|alta|buena|excelente) capacidad (?:de|para) (?:trabajar|trabajo) en equipo(?=\\s*(?:[.;,!?]|$))',
    replacement: 'trabajo bien en equipo',
    statement: true,
  },
  {
    pattern:
      '^(?:gran|alta|buena|excelente) capacidad (?:de|para) (?:trabajar|trabajo) en equipo(?=\\s*[.;]|\\s*$)',
    replacement: 'trabajo bien en equipo',
    statement: true,
  },
  { pattern: '(?:amplia|dilatada|contrastada|sólida)(?= experiencia)', replacement: '' },
  {
    pattern: 'orientad(?:o|a|os|as) (?:a|hacia|al) (?:resultados|objetivos|metas|logro de objetivos)',
    replacement: '',
  },
  { pattern: '(?:altamente|muy) motivad(?:o|a|os|as)', replacement: '' },
  { pattern: 'dinámic(?:o|a|os|as) y motivad(?:o|a|os|as)', replacement: '' },
  { pattern: 'motivad(?:o|a|os|as) y dinámic(?:o|a|os|as)', replacement: '' },
  // The adjective, not the noun ("la dinámica del equipo" stays).
  { pattern: '(?<!(?:la|una|las|esta|su|sus) )dinámic(?:o|a|os|as)', replacement: '' },
  { pattern: 'proactiv(?:o|a|os|as)', replacement: '' },
]
