import type { Locale } from '#shared/i18n/locales'

// The small closed word classes mend.ts needs to repair what a deleted phrase leaves behind and to
// recognise a sentence it would break (reviewed, one row per language). Lower case, alternations
// of regular-expression sources.
export type ProseGrammar = {
  /** Articles and other determiners that cannot end a phrase or stand before a comma. */
  articles: string
  /** Coordinating conjunctions of a list ("A, B and C"). */
  conjunctions: string
  /** Forms of "to be" that need a complement ("I am." is broken). */
  copulas: string
  /** Prepositions that cannot end a sentence or stand before a comma. */
  prepositions: string
  /** Words that start a clause after a conjunction: "… dynamique et je …" joins clauses, not adjectives. */
  clauseStarts: string
  /** Nouns that say nothing once their adjective is gone: "a proactive attitude" -> "an attitude". */
  emptyNouns: string
  /** Words that carry no claim: a sentence of clichés and these says nothing. */
  functionWords: string
  /** "A person", "a professional": with its clichés gone, "I am a person." says nothing either. */
  emptyPersons: string
}

export const PROSE_GRAMMAR: Record<Locale, ProseGrammar> = {
  en: {
    articles: 'a|an|the|my|our|this|these',
    conjunctions: 'and|or|&',
    copulas: 'am|is|are|was|were|be',
    prepositions: 'with|of|for|to|by|at|as|from|about|into',
    clauseStarts: 'i|we|he|she|they|it|my|our|the|a|an|this',
    emptyNouns: 'attitude|approach|mindset|profile|personality|way of working|environment|setting',
    functionWords: 'i|we|am|is|are|was|a|an|the|and|or|with|of|to|in|for|who|that|my|our|as',
    emptyPersons: 'person|professional|individual',
  },
  de: {
    articles: 'ein|eine|einen|einem|einer|eines|der|die|das|den|dem|des|mein|meine|meinen',
    conjunctions: 'und|oder|sowie',
    copulas: 'bin|ist|sind|war|waren|sein',
    prepositions: 'mit|von|für|zu|bei|als|aus|über|durch',
    clauseStarts: 'ich|wir|er|sie|es|der|die|das|ein|eine|dabei|dann',
    emptyNouns:
      'einstellung|haltung|arbeitsweise|persönlichkeit|denkweise|profil|mentalität|umfeld|umgebung|arbeitsumfeld',
    functionWords:
      'ich|wir|bin|ist|sind|ein|eine|einen|der|die|das|und|oder|mit|von|zu|in|für|als|mein|meine',
    emptyPersons: 'person|mensch|persönlichkeit',
  },
  fr: {
    articles: "un|une|le|la|les|des|du|au|aux|mon|ma|mes|notre|nos|ce|cet|cette|ces|l['’]|d['’]",
    conjunctions: 'et|ou',
    copulas: 'suis|es|est|sommes|êtes|sont|étais|était|être',
    prepositions: 'de|à|avec|pour|par|en|dans|sur|comme|chez',
    clauseStarts: "je|j['’]|nous|il|elle|on|le|la|les|l['’]|un|une|des|mon|ma|mes|ce|cette|c['’]",
    emptyNouns: "attitude|approche|état d['’]esprit|profil|personnalité|posture|mentalité",
    functionWords:
      "je|j['’]|suis|est|un|une|le|la|les|l['’]|et|ou|de|des|du|d['’]|en|à|avec|pour|qui|que|mon|ma|mes|comme",
    emptyPersons: 'personne|professionnel|professionnelle',
  },
  es: {
    articles: 'un|una|unos|unas|el|la|los|las|del|al|mi|mis|este|esta|estos|estas',
    conjunctions: 'y|e|o|u',
    copulas: 'soy|eres|es|somos|son|era|fui|estoy|está|estamos|ser',
    prepositions: 'de|con|para|por|en|a|como|sobre',
    clauseStarts: 'yo|he|me|nosotros|el|la|los|las|un|una|mi|mis|este|esta|se',
    emptyNouns: 'actitud|enfoque|perfil|personalidad|mentalidad|talante|entorno|ambiente',
    functionWords: 'yo|soy|es|un|una|el|la|los|las|y|e|o|de|del|al|en|a|con|para|por|que|mi|mis|como',
    emptyPersons: 'persona|profesional',
  },
  it: {
    articles:
      "un|uno|una|un['’]|il|lo|la|l['’]|i|gli|le|del|dello|della|dei|degli|delle|al|allo|alla|ai|agli|alle|nel|nella|nei|mio|mia|miei|mie",
    conjunctions: 'e|ed|o|oppure',
    copulas: 'sono|sei|è|siamo|era|ero|essere',
    prepositions: 'di|con|per|da|in|a|come|su|tra|fra',
    clauseStarts: "io|ho|mi|il|lo|la|l['’]|i|gli|le|un|uno|una|mio|mia|si",
    emptyNouns: 'atteggiamento|approccio|profilo|personalità|mentalità|attitudine|ambiente|contesto',
    functionWords:
      "io|sono|è|un|uno|una|un['’]|il|lo|la|l['’]|i|gli|le|e|ed|o|di|del|della|a|al|alla|in|con|per|che|mio|mia|come",
    emptyPersons: 'persona|professionista',
  },
  pt: {
    articles: 'um|uma|uns|umas|o|os|as|do|da|dos|das|no|na|nos|nas|ao|aos|meu|minha|meus|minhas|este|esta',
    conjunctions: 'e|ou',
    copulas: 'sou|és|é|somos|são|era|fui|estou|está|ser',
    prepositions: 'de|com|para|por|em|como|sobre',
    clauseStarts: 'eu|tenho|me|o|a|os|as|um|uma|meu|minha|se',
    emptyNouns: 'atitude|postura|abordagem|perfil|personalidade|mentalidade|ambiente|contexto',
    functionWords: 'eu|sou|é|um|uma|o|a|os|as|e|ou|de|do|da|em|no|na|com|para|por|que|meu|minha|como',
    emptyPersons: 'pessoa|profissional',
  },
  nl: {
    articles: 'een|de|het|mijn|onze|deze|dit|die',
    conjunctions: 'en|of',
    copulas: 'ben|bent|is|zijn|was|waren',
    prepositions: 'met|van|voor|in|op|als|door|bij|aan|naar',
    clauseStarts: 'ik|wij|we|hij|zij|ze|het|de|een|mijn|daarbij|dan',
    emptyNouns:
      'houding|instelling|werkhouding|mentaliteit|profiel|persoonlijkheid|aanpak|omgeving|werkomgeving',
    functionWords: 'ik|ben|is|een|de|het|en|of|met|van|voor|in|als|die|dat|mijn|wij|we',
    emptyPersons: 'persoon|professional',
  },
  pl: {
    articles: 'mój|moja|moje|mojego|mojej|ten|ta|to|tego|tej',
    conjunctions: 'i|oraz|lub|albo',
    copulas: 'jestem|jesteś|jest|jesteśmy|są|byłem|byłam|był|była|być',
    prepositions: 'z|ze|w|we|na|do|dla|jako|przez|od|o|po|przy',
    clauseStarts: 'ja|jestem|mam|to|ten|ta|moja|mój|się|pracuję',
    emptyNouns:
      'podejście|podejściem|nastawienie|nastawieniem|postawa|postawą|osobowość|profil|środowisko|środowisku|otoczenie|otoczeniu',
    functionWords: 'jestem|jest|i|oraz|lub|z|w|na|do|dla|jako|który|która|mój|moja|to',
    emptyPersons: 'osoba|osobą|osobę|profesjonalista|profesjonalistą|profesjonalistka|profesjonalistką',
  },
}
