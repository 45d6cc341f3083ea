import type { PhraseRule } from './phrases.data'

// German clichés of CVs and letters (reviewed).
export const DE_PHRASES: readonly PhraseRule[] = [
  {
    // "heute" keeps the verb in second place ("In der heutigen Welt möchte ich" -> "Heute möchte ich").
    pattern: 'in der heutigen (?:schnelllebigen|dynamischen|digitalen) (?:Welt|Arbeitswelt|Zeit)',
    replacement: 'heute',
  },
  { pattern: 'darüber hinaus', replacement: 'außerdem' },
  { pattern: 'des Weiteren', replacement: 'außerdem' },
  { pattern: 'Synergieeffekte', replacement: 'Vorteile' },
  { pattern: 'Synergien', replacement: 'Zusammenarbeit' },
  { pattern: 'mit (?:viel |großer )?Leidenschaft', replacement: 'gern' },
  { pattern: 'leidenschaftlich(?:e|er|es|en|em)?', replacement: '' },
  { pattern: 'ergebnisorientiert(?:e|er|es|en|em)?', replacement: '' },
  { pattern: 'zielorientiert(?:e|er|es|en|em)?', replacement: '' },
  { pattern: 'lösungsorientiert(?:e|er|es|en|em)?', replacement: '' },
  { pattern: 'hochmotiviert(?:e|er|es|en|em)?', replacement: '' },
  { pattern: 'dynamisch(?:e|er|es|en|em)?', replacement: '' },
  { pattern: 'kommunikationsstark(?:e|er|es|en|em)?', replacement: '' },
  { pattern: 'belastbar(?:e|er|es|en|em)?', replacement: '' },
  { pattern: 'ganzheitlich(?:e|er|es|en|em)?', replacement: '' },
  { pattern: 'proaktiv(?:e|er|es|en|em)?', replacement: '' },
  { pattern: 'nachweislich(?:e|er|es|en|em)?', replacement: '' },
  { pattern: 'innovativ(?:e|er|es|en|em)?', replacement: '' },
  { pattern: 'Hands-on-Mentalität', replacement: 'Praxisnähe' },
  { pattern: 'Mehrwert (?:schaffen|generieren)', replacement: 'etwas bewirken' },
]
