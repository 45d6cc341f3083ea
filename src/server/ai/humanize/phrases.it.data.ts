import type { PhraseRule } from './phrases.data'

// Italian clichés of CVs and cover letters (reviewed), with plain Italian that says the same.
// Endings are kept and the articulated preposition follows the new preposition ("appassionata del"
// -> "interessata al", "nell'ambito della" -> "nella"); "appassionato di calcio" stays, since
// "interessato a" needs an article the writer did not give.
const ARTICULATED: ReadonlyArray<readonly [di: string, a: string, inside: string]> = [
  ['del', 'al', 'nel'],
  ['dello', 'allo', 'nello'],
  ['della', 'alla', 'nella'],
  ['dei', 'ai', 'nei'],
  ['degli', 'agli', 'negli'],
  ['delle', 'alle', 'nelle'],
]

export const IT_PHRASES: readonly PhraseRule[] = [
  {
    pattern: 'nel mondo (?:di oggi|odierno|attuale|in continua evoluzione|del lavoro di oggi),?',
    replacement: '',
  },
  { pattern: '(?:inoltre|in aggiunta|altresì),', replacement: '' },
  { pattern: 'al fine di', replacement: 'per' },
  ...ARTICULATED.map(([di, , inside]) => ({ pattern: `nell['’]ambito ${di}`, replacement: inside })),
  { pattern: "nell['’]ambito dell(?=['’])", replacement: 'nell' },
  ...ARTICULATED.map(([di, a]) => ({
    pattern: `appassionat(o|a|i|e) ${di}`,
    replacement: `interessat$1 ${a}`,
  })),
  { pattern: "appassionat(o|a|i|e) dell(?=['’])", replacement: 'interessat$1 all' },
  { pattern: 'sinergie', replacement: 'collaborazioni' },
  { pattern: 'sinergia', replacement: 'collaborazione' },
  {
    pattern: '(?:ho|possiedo) un (?:approccio|atteggiamento) proattivo',
    replacement: 'ho spirito di iniziativa',
    statement: true,
  },
  {
    pattern:
      "(?:ho|possiedo) (?:un['’] ?|una )?(?:ottima|buona|spiccata|forte|eccellente|grande) capacità di lavorare in (team|gruppo|squadra)(?=\\s*(?:[.;,!?]|$))",
    replacement: 'lavoro bene in $1',
    statement: true,
  },
  {
    pattern:
      '(?:ho|possiedo) (?:ottime|buone|spiccate|forti|eccellenti|grandi) capacità di lavorare in (team|gruppo|squadra)(?=\\s*(?:[.;,!?]|$))',
    replacement: 'lavoro bene in $1',
    statement: true,
  },
  {
    pattern:
      '^(?:(?:ottima|buona|spiccata|forte|eccellente|ottime|buone|spiccate|forti|eccellenti) )?capacità di lavorare in (team|gruppo|squadra)(?=\\s*[.;]|\\s*$)',
    replacement: 'lavoro bene in $1',
    statement: true,
  },
  // "comprovata esperienza" -> "esperienza"; not after "una", which would need "un'esperienza".
  { pattern: '(?<!una )(?:comprovata|consolidata)(?= esperienza)', replacement: '' },
  {
    pattern:
      'orientat(?:o|a|i|e) (?:al risultato|ai risultati|agli obiettivi|al raggiungimento degli obiettivi)',
    replacement: '',
  },
  { pattern: '(?:fortemente|altamente|molto) motivat(?:o|a|i|e)', replacement: '' },
  { pattern: 'dinamic(?:o|a|i|he) e motivat(?:o|a|i|e)', replacement: '' },
  { pattern: 'motivat(?:o|a|i|e) e dinamic(?:o|a|i|he)', replacement: '' },
  // The adjective, not the noun ("la dinamica del mercato", "le dinamiche di gruppo" stay).
  {
    pattern:
      '(?<!(?:la|una|le|della|delle|nella|nelle|alla|alle|sulla|sulle|dalla|dalle) )dinamic(?:o|a|i|he)',
    replacement: '',
  },
  { pattern: 'proattiv(?:o|a|i|e)', replacement: '' },
]
