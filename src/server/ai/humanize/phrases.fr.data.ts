import type { PhraseRule } from './phrases.data'

// French clichés of CVs and cover letters (reviewed), with plain French that says the same.
// Adjectives keep their gender and number ("passionnée par" -> "intéressée par"); a quality that
// says nothing ("dynamique", "orienté résultats", "proactif") is deleted and mend.ts mends the
// list it stood in ("rigoureux, dynamique et curieux" -> "rigoureux et curieux").
export const FR_PHRASES: readonly PhraseRule[] = [
  {
    pattern:
      "dans (?:le monde|un monde|un environnement|un contexte|un marché) (?:actuel|d['’]aujourd['’]hui|en (?:constante|perpétuelle|pleine) (?:évolution|mutation)),?",
    replacement: '',
  },
  { pattern: '(?:de plus|en outre|par ailleurs),', replacement: '' },
  // "Fort de 10 ans d'expérience" / "Forte d'une expérience de" -> "Avec …".
  { pattern: "fort(?:e|s|es)? d['’](une?)(?= )", replacement: 'avec $1' },
  { pattern: 'fort(?:e|s|es)? de(?= \\d| plus de | mes | mon | ma )', replacement: 'avec' },
  // "au sein de" is administrative French for "dans".
  { pattern: 'au sein de la', replacement: 'dans la' },
  { pattern: "au sein de l(?=['’])", replacement: 'dans l' },
  { pattern: 'au sein du', replacement: 'dans le' },
  { pattern: 'au sein des', replacement: 'dans les' },
  { pattern: "au sein d['’](une?)", replacement: 'dans $1' },
  { pattern: 'au sein de (mon|ma|mes|notre|nos|leur|leurs|cette|ce|ces)', replacement: 'dans $1' },
  { pattern: 'passionn(é|ée|és|ées) par', replacement: 'intéress$1 par' },
  {
    pattern: 'je suis (?:une? )?(?:véritable |vraie |réelle )?force de propositions?(?=\\s*(?:[.;,!?]|$))',
    replacement: 'je propose des idées',
    statement: true,
  },
  {
    pattern: 'être (?:une? )?(?:véritable |vraie |réelle )?force de propositions?(?=\\s*(?:[.;,!?]|$))',
    replacement: 'proposer des idées',
    statement: true,
  },
  { pattern: '(?:véritable |vraie |réelle )?force de propositions?', replacement: '' },
  { pattern: "j['’]ai une attitude proactive", replacement: "j'ai l'esprit d'initiative", statement: true },
  { pattern: "apporter (?:ma|sa|notre|votre) pierre à l['’]édifice", replacement: 'contribuer' },
  { pattern: 'mettre à profit', replacement: 'utiliser' },
  { pattern: 'synergies', replacement: 'collaborations' },
  { pattern: 'synergie', replacement: 'collaboration' },
  { pattern: 'orient(?:é|ée|és|ées) (?:résultats?|performances?|solutions?)', replacement: '' },
  { pattern: '(?:très |hautement |particulièrement )motiv(?:é|ée|és|ées)', replacement: '' },
  { pattern: 'dynamiques? et motiv(?:é|ée|és|ées)', replacement: '' },
  { pattern: 'motiv(?:é|ée|és|ées) et dynamiques?', replacement: '' },
  // The adjective, not the noun ("la dynamique de l'équipe" stays).
  { pattern: '(?<!(?:la|une|les|des|cette|sa|leur|notre) )dynamiques?', replacement: '' },
  { pattern: 'proacti(?:f|ve|fs|ves)', replacement: '' },
  { pattern: 'véritables?(?= \\p{L})', replacement: '' },
]
