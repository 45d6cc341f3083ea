import type { PhraseRule } from './phrases.data'

// Portuguese clichés of CVs and cover letters (reviewed, European and Brazilian usage), with plain
// Portuguese that says the same. Endings are kept ("apaixonada pela" -> "interessada na"), and the
// writer's "equipa" or "equipe" stays as written.
export const PT_PHRASES: readonly PhraseRule[] = [
  {
    pattern:
      'n(?:o|um) (?:mundo|mercado|ambiente) (?:atual|de hoje|em constante (?:mudança|evolução|transformação)),?',
    replacement: '',
  },
  { pattern: '(?:além disso|ademais),', replacement: '' },
  { pattern: 'com o (?:objetivo|intuito|propósito) de', replacement: 'para' },
  { pattern: 'no âmbito d(o|a|os|as)', replacement: 'n$1' },
  { pattern: 'levei a cabo', replacement: 'realizei' },
  { pattern: 'levou a cabo', replacement: 'realizou' },
  { pattern: 'levamos a cabo', replacement: 'realizamos' },
  { pattern: 'levaram a cabo', replacement: 'realizaram' },
  { pattern: 'levar a cabo', replacement: 'realizar' },
  { pattern: 'levando a cabo', replacement: 'realizando' },
  { pattern: 'levado a cabo', replacement: 'realizado' },
  { pattern: 'apaixonad(o|a|os|as) pel(o|a|os|as)', replacement: 'interessad$1 n$2' },
  { pattern: 'apaixonad(o|a|os|as) por', replacement: 'interessad$1 em' },
  { pattern: 'sinergias', replacement: 'colaborações' },
  { pattern: 'sinergia', replacement: 'colaboração' },
  {
    pattern: '(?:tenho|possuo) uma (?:atitude|postura) proativa',
    replacement: 'tenho iniciativa',
    statement: true,
  },
  {
    pattern:
      '(?:tenho|possuo) (?:uma )?(?:grande|boa|excelente|ótima|elevada) capacidade de (?:trabalhar|trabalho) em (equipa|equipe)(?=\\s*(?:[.;,!?]|$))',
    replacement: 'trabalho bem em $1',
    statement: true,
  },
  {
    pattern:
      '^(?:grande|boa|excelente|ótima|elevada) capacidade de (?:trabalhar|trabalho) em (equipa|equipe)(?=\\s*[.;]|\\s*$)',
    replacement: 'trabalho bem em $1',
    statement: true,
  },
  { pattern: '(?:vasta|ampla|sólida|comprovada)(?= experiência)', replacement: '' },
  { pattern: 'orientad(?:o|a|os|as) (?:a|para) (?:resultados|objetivos|metas)', replacement: '' },
  { pattern: '(?:altamente|muito) motivad(?:o|a|os|as)', replacement: '' },
  { pattern: 'dinâmic(?:o|a|os|as) e motivad(?:o|a|os|as)', replacement: '' },
  { pattern: 'motivad(?:o|a|os|as) e dinâmic(?:o|a|os|as)', replacement: '' },
  // The adjective, not the noun ("a dinâmica da equipa" stays).
  { pattern: '(?<!(?:a|uma|as|essa|esta|sua|suas) )dinâmic(?:o|a|os|as)', replacement: '' },
  { pattern: 'proativ(?:o|a|os|as)', replacement: '' },
]
