// Where an ad names its employer and its position, in the 8 languages (issue 16): labels, the
// verbs of "X is hiring", the copulas of "About us: X is a…", the prepositions of "Bei X…",
// "apply to" lines, and the words that make a capitalised phrase a region, a department or a
// heading rather than an employer. Tested on tests/fixtures/ai/letters/ads.json.

/** "Company: X", "Empresa: X", "Firma: X"… */
export const COMPANY_LABEL =
  /^\s*(?:company|employer|organisation|organization|unternehmen|arbeitgeber|firma|entreprise|société|employeur|empresa|entidade|azienda|societ[àa]|bedrijf|organisatie|werkgever|pracodawca)\s*:\s*(.+)$/imu

/** The same label alone on its line with the name on the next, as job boards lay out their company block. */
export const COMPANY_LABEL_LINE =
  /^[ \t]*(?:company|employer|unternehmen|arbeitgeber|firma|entreprise|employeur|empresa|azienda|bedrijf|werkgever|pracodawca)[ \t]*:?[ \t]*\n[ \t]*([^\n]+)$/imu

/** A contract or working-time term is what the ad offers, never who offers it ("CDI", "Vollzeit"). */
export const CONTRACT_TERM_ONLY =
  /^(?:cdi|cdd|int[ée]rim|alternance|apprentissage|stage|freelance|full[- ]?time|part[- ]?time|permanent|temporary|vollzeit|teilzeit|festanstellung|minijob|befristet|unbefristet|indefinido|temporal|jornada\s+completa|tiempo\s+completo|tempo\s+pieno|tempo\s+indeterminato|tempo\s+determinato|contrato|voltijd|deeltijd|vast\s+contract|umowa\s+o\s+prac[ęe]|b2b|pe[łl]ny\s+etat)$/iu

/** "Job title: X", "Stelle: X", "Función: X"… */
export const TITLE_LABEL =
  /^\s*(?:job\s+title|position|role|stelle|position|poste|intitulé\s+du\s+poste|puesto|cargo|función|funcion|posizione|ruolo|mansione|função|funcao|functie|vacature|stanowisko)\s*:\s*(.+)$/imu

/** "Bewerbungen an: X, Straße 1", "Apply to: X, Unit 4", "Envía tu CV a: X, Calle 20"… */
export const APPLY_TO =
  /(?:bewerbungen?\s+(?:bitte\s+)?an|apply\s+to|send\s+(?:your\s+)?(?:cv|application)\s+to|envoyez\s+votre\s+candidature\s+à|candidatures?\s+à|envía\s+tu\s+cv\s+a|enviar\s+(?:el\s+)?cv\s+a|inviare\s+il\s+cv\s+a|invia\s+il\s+cv\s+a|enviar\s+cv\s+para|envie\s+o\s+cv\s+para|solliciteren\s+bij|stuur\s+je\s+cv\s+naar|cv\s+prosimy\s+przesyłać\s+do|aplikacje\s+prosimy\s+(?:przesyłać|kierować)\s+do)\s*:?\s*([^\n]+)/iu

/** Verbs that follow the employer as subject: "Acme sucht", "Acme is hiring", "Acme zatrudni". */
export const HIRING_VERBS =
  /(?:is\s+(?:hiring|looking\s+for|seeking|recruiting)|are\s+(?:hiring|looking\s+for)|sucht|suchen|stellt\s+ein|recherche|recrute|busca|selecciona|precisa|contrata|cerca|ricerca|seleziona|assume|procura|recruta|zoekt|werft\s+aan|poszukuje|zatrudni|szuka)\b/iu

/** "X is a…", "X ist ein…", "X est une…": the subject of the first sentence of "About us". */
export const ABOUT_COPULA =
  /^(.{2,70}?)\s+(?:is\s+an?|is\s+the|ist\s+(?:ein|eine|der|die|das)|est\s+(?:une?|le|la|l['’])|es\s+(?:una?|el|la)|è\s+(?:una?|il|la|l['’])|é\s+(?:uma?|o|a)|is\s+(?:een|de|het)|jest\s+\p{Ll}+)\b/u

/**
 * What an "X is a…" sentence calls a product, not an organisation: "Notify est une plateforme SaaS",
 * "Alerte COVID est un système d'avis", "X is an open-source tool" (an adjective may come first).
 */
export const PRODUCT_NOUN =
  /^\s*(?:[\p{L}-]+\s+)?(?:platform|plateforme|plataforma|piattaforma|plattform|platforma|system|système|sistema|systeem|app|application|applicatie|aplicación|aplicação|applicazione|aplikacja|anwendung|tool|outil|herramienta|ferramenta|strumento|werkzeug|narzędzie|software|logiciel|library|bibliothèque|framework|website|site\s+web|portail|portal|service\s+en\s+ligne|online[- ]service)\b/iu

/** "À propos du SNC", "About Kestrel", "Über die X", "Sobre la X", "Over X", "O firmie X": a heading naming the employer. */
export const ABOUT_HEADING =
  /^(?:à\s+propos\s+(?:du|de\s+la|de\s+l['’]|des|de|d['’])\s*|about\s+(?:the\s+)?|über\s+(?:die|den|das)?\s*|acerca\s+de(?:l|\s+la)?\s+|sobre\s+(?:el|la|o|a)?\s*|informazioni\s+su(?:ll['’]|lla|l)?\s*|over\s+(?:de|het)?\s*|o\s+(?:firmie\s+)?)(\p{Lu}.{1,60})$/iu

/** A subject ending in a function word is no name: "Analyste de (recherche)", "Head of (Research)". */
export const FUNCTION_WORD_END =
  /(?:^|\s)(?:de|du|des|d['’]|la|le|les|l['’]|et|en|of|the|and|für|und|der|die|das|von|van|di|della|da|do|dos|del|y|e|i|w|na|dla|voor|het)$/iu

/**
 * The Polish copula "to" ("Acme to firma…"): read only in Polish text, where English has the same
 * word before a verb or a noun ("Subject to background check.", "Open to U.S. citizens").
 */
export const ABOUT_COPULA_PL = /^(.{2,70}?)\s+to\s+\p{Ll}+\b/u

/** "Bei der X …", "Join X in…", "W firmie X …", "Rejoignez l'équipe … d'X": a capitalised name follows. */
export const AT_EMPLOYER =
  /(?:^|[.!?:]\s+|\n)(?:bei\s+(?:der|dem|den)?|at|join|chez|rejoignez\s+(?:l['’]équipe\s+\p{L}+\s+)?(?:de|d['’])?|en|na|no|bij|w\s+firmie|w\s+spółce|presso|entra\s+in|únete\s+a|junta-te\s+à|dołącz\s+do)\s*/giu

/** Leading words that are not part of the name: articles, "La société", "Wir, die". */
export const NAME_PREFIX =
  /^(?:(?:wir,?\s+)?(?:die|der|das)\s+|the\s+|la\s+société\s+|la\s+|le\s+|les\s+|l['’]\s*|el\s+|il\s+|lo\s+|o\s+|a\s+|het\s+|de\s+|bei\s+(?:der|dem|den)\s+|en\s+|na\s+|no\s+|w\s+firmie\s+|firmie\s+|firma\s+|spółka\s+)/iu

/** A capitalised phrase with these words is a region, a department or a heading, not an employer. */
export const NOT_AN_EMPLOYER =
  /(?:^|\s)(?:region|regione|région|comunidad|comunidade|provincie|provincia|województw\p{L}*|bundesland|abteilung|bereich|department|team|service|servicio|departamento|reparto|afdeling|dział\p{L}*|personalabteilung|human\s+resources|ressources\s+humaines|recursos\s+humanos|risorse\s+umane|personeelszaken|kadr\p{L}*|über\s+uns|about\s+us|qui\s+sommes|sobre\s+nosotros|chi\s+siamo|quem\s+somos|over\s+ons|o\s+nas|standort|location|lieu|ubicación|sede|local|locatie|lokalizacja)(?:\s|$|[,.:;])/iu

/** Words that join the capitalised words of a name ("Quinta do Vale Verde", "Jansen & Zn."). */
export const NAME_JOINERS = [
  '&',
  '+',
  'und',
  'and',
  'of',
  'et',
  'y',
  'e',
  'i',
  'am',
  'an',
  'der',
  'des',
  'de',
  'del',
  'della',
  'di',
  'do',
  'da',
  'dos',
  'das',
  'du',
  'van',
  'von',
  'den',
  'het',
  'la',
  'le',
  'pod',
  'w',
  'z',
  'zu',
  'med.',
] as const

/**
 * Regions by name (issue 25: "Auvergne-Rhône-Alpes" was taken for the employer): French regions,
 * German, Austrian and Swiss states, Spanish communities, Italian regions, Polish voivodeships,
 * Dutch provinces, Portuguese regions. A candidate that is only one of these is a place.
 */
export const REGIONS: readonly string[] = [
  'Auvergne-Rhône-Alpes',
  'Bourgogne-Franche-Comté',
  'Bretagne',
  'Centre-Val de Loire',
  'Corse',
  'Grand Est',
  'Hauts-de-France',
  'Île-de-France',
  'Normandie',
  'Nouvelle-Aquitaine',
  'Occitanie',
  'Pays de la Loire',
  "Provence-Alpes-Côte d'Azur",
  'Baden-Württemberg',
  'Bayern',
  'Bavaria',
  'Brandenburg',
  'Hessen',
  'Hesse',
  'Mecklenburg-Vorpommern',
  'Niedersachsen',
  'Lower Saxony',
  'Nordrhein-Westfalen',
  'North Rhine-Westphalia',
  'NRW',
  'Rheinland-Pfalz',
  'Saarland',
  'Sachsen',
  'Saxony',
  'Sachsen-Anhalt',
  'Schleswig-Holstein',
  'Thüringen',
  'Burgenland',
  'Kärnten',
  'Niederösterreich',
  'Oberösterreich',
  'Salzburg',
  'Steiermark',
  'Tirol',
  'Vorarlberg',
  'Aargau',
  'Graubünden',
  'Thurgau',
  'Wallis',
  'Valais',
  'Vaud',
  'Waadt',
  'Tessin',
  'Ticino',
  'Andalucía',
  'Aragón',
  'Asturias',
  'Islas Baleares',
  'Canarias',
  'Cantabria',
  'Castilla y León',
  'Castilla-La Mancha',
  'Cataluña',
  'Catalunya',
  'Comunidad Valenciana',
  'Extremadura',
  'Galicia',
  'La Rioja',
  'Comunidad de Madrid',
  'Región de Murcia',
  'Navarra',
  'País Vasco',
  'Euskadi',
  'Abruzzo',
  'Basilicata',
  'Calabria',
  'Campania',
  'Emilia-Romagna',
  'Friuli-Venezia Giulia',
  'Lazio',
  'Liguria',
  'Lombardia',
  'Marche',
  'Molise',
  'Piemonte',
  'Puglia',
  'Sardegna',
  'Sicilia',
  'Toscana',
  'Trentino-Alto Adige',
  'Umbria',
  "Valle d'Aosta",
  'Veneto',
  'Dolnośląskie',
  'Kujawsko-Pomorskie',
  'Lubelskie',
  'Lubuskie',
  'Łódzkie',
  'Małopolskie',
  'Mazowieckie',
  'Opolskie',
  'Podkarpackie',
  'Podlaskie',
  'Pomorskie',
  'Śląskie',
  'Świętokrzyskie',
  'Warmińsko-Mazurskie',
  'Wielkopolskie',
  'Zachodniopomorskie',
  'Drenthe',
  'Flevoland',
  'Friesland',
  'Fryslân',
  'Gelderland',
  'Groningen',
  'Limburg',
  'Noord-Brabant',
  'Noord-Holland',
  'Overijssel',
  'Zuid-Holland',
  'Zeeland',
  'Alentejo',
  'Algarve',
  'Açores',
  'Madeira',
  'Área Metropolitana de Lisboa',
  'Região Norte',
  'Região Centro',
  // Countries, in the languages of the ads ("Enfermera/o … en Noruega"): a place, never an employer.
  ...[
    'Deutschland', 'Germany', 'Allemagne', 'Alemania', 'Germania', 'Alemanha', 'Duitsland', 'Niemcy',
    'Österreich', 'Austria', 'Autriche', 'Áustria', 'Oostenrijk',
    'Schweiz', 'Switzerland', 'Suisse', 'Suiza', 'Svizzera', 'Suíça', 'Zwitserland', 'Szwajcaria',
    'Frankreich', 'France', 'Francia', 'França', 'Frankrijk', 'Francja',
    'Spanien', 'Spain', 'Espagne', 'España', 'Spagna', 'Espanha', 'Spanje', 'Hiszpania',
    'Italien', 'Italy', 'Italie', 'Italia', 'Itália', 'Italië', 'Włochy',
    'Portugal', 'Portogallo', 'Portugalia',
    'Niederlande', 'Netherlands', 'Pays-Bas', 'Países Bajos', 'Paesi Bassi', 'Países Baixos', 'Nederland', 'Holandia',
    'Belgien', 'Belgium', 'Belgique', 'Bélgica', 'Belgio', 'België', 'Belgia',
    'Polen', 'Poland', 'Pologne', 'Polonia', 'Polónia', 'Polska',
    'Norwegen', 'Norway', 'Norvège', 'Noruega', 'Norvegia', 'Noorwegen', 'Norwegia',
    'Schweden', 'Sweden', 'Suède', 'Suecia', 'Svezia', 'Suécia', 'Zweden', 'Szwecja',
    'Dänemark', 'Denmark', 'Danemark', 'Dinamarca', 'Danimarca', 'Denemarken', 'Dania',
    'Irland', 'Ireland', 'Irlande', 'Irlanda', 'Ierland', 'Irlandia',
    'Luxemburg', 'Luxembourg', 'Luxemburgo', 'Lussemburgo', 'Luksemburg',
    'Vereinigtes Königreich', 'United Kingdom', 'Royaume-Uni', 'Reino Unido', 'Regno Unito', 'Verenigd Koninkrijk', 'Wielka Brytania',
    'Europa', 'Europe', 'Europe centrale',
  ],
]

/**
 * A candidate whose every word ends like an abstract noun ("Intubation", "Beatmung", "Sauberkeit") is a
 * term of the ad, not a company name (issue 25).
 */
export const ABSTRACT_NOUN_ONLY = /^\p{L}{3,}(?:ung|tion|heit|keit|ität|ismus)$/u

/** "(m/w/d)"-less region or department tails of a title: "Junior Accountant (Finance Department)". */
export const TITLE_QUALIFIER_TAIL =
  /\s*\((?:[^)]*\b(?:department|abteilung|bereich|service|servicio|departamento|reparto|afdeling|dział|region|regione|région|comunidad|comunidade|provincie|województwo|valenciana|andaluc\p{L}*|catalu\p{L}*)\b[^)]*)\)\s*$/iu

/**
 * What an ad says before its title, in the 8 languages: "We're hiring!", "Stellenangebot:", "Vaga (de)"
 * ("Vaga Data Engineer", "Vaga de estágio em …": the label of a post, not the role's first word).
 */
export const TITLE_LEAD =
  /^(?:we['’]re\s+hiring!?|we\s+are\s+hiring!?|now\s+hiring:?|job\s+(?:offer|opening):?|stellenangebot:?|stellenanzeige:?|stellenausschreibung:?|jobangebot:?|offre\s+d['’]emploi:?|oferta\s+de\s+empleo:?|vacante:?|offerta\s+di\s+lavoro:?|vaga(?:\s+de)?:?(?=\s)|oferta\s+de\s+emprego:?|vacature:?|oferta\s+pracy:?)\s*/iu

/** "Teamassistenz (m/w/d) gesucht!", "Developer gezocht!": the word that says the role is wanted closes the line. */
export const WANTED_TAIL = /\s+(?:dringend\s+)?(?:gesucht|gezocht|wanted)\s*!*\s*$/iu

/**
 * "Praktikant*in Kommunikation ab Oktober 2025", "… ab sofort", "… zum 01.09.": the start after a title
 * is no part of it (German, Dutch, English).
 */
export const START_TAIL =
  /\s+(?:ab|zum|per|vanaf|from)\s+(?:sofort|direkt|per\s+direct|(?:dem\s+)?\d{1,2}\.\s*(?:\d{1,2}\.?)?(?:\s*\d{2,4})?|(?:januar|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember|januari|februari|maart|mei|juni|juli|augustus|oktober|january|february|march|may|june|july|october|december)(?:\s+\d{4})?)\s*$/iu

/**
 * "Komm in unser Team als Werkstudent*in …", "Starte bei uns als …", "Join our team as a …", "Kom ons team
 * versterken als …": an imperative headline names the role after "als/as".
 */
export const JOIN_AS =
  /^(?:komm(?:en\s+sie)?|starte|steig|join|kom|word)\b[^.!?:]*?\s(?:als|as)\s+(?:(?:a|an|eine?[nr]?|een)\s+)?(\S.*)$/iu

/** The verb phrases that name the position after the employer: "X sucht eine Y", "X zoekt een Y". */
export const TITLE_AFTER_VERB =
  /\b(?:is\s+(?:hiring|looking\s+for|seeking|recruiting)|sucht(?:\s+(?:ab\s+sofort|zum\s+nächstmöglichen\s+zeitpunkt))?|suchen\s+wir(?:\s+(?:ab\s+sofort|zum\s+\S+(?:\s+\S+)?|zum\s+nächstmöglichen\s+zeitpunkt))?|recherche|recrute|busca|selecciona|precisamos|contrata|cerca|ricerca|seleziona|procura|recrutamos|zoekt|zatrudni|poszukujemy:?)\s+(?:(?:an?|eine[nrm]?|einen|un(?:\(e\))?|une|una|uno|um|uma|een)\s+)?(.+?)(?=\s+(?:to|for|who|in|at|für|zur|zum|im|mit|pour|afin|qui|para|con|que|per|che|em|com|voor|die|om|do|w|na|z)\b|\s*[(.,;:!]|$)/iu

/**
 * "Jugend hackt ist ein gemeinsames Programm der …", "Code for Germany ist ein Projekt des …", "X is a
 * project of Y": the ad speaks as the project X that an association carries, and X is who hires.
 */
export const PROJECT_OF =
  /^(.{2,50}?)\s+(?:ist|is)\s+(?:ein|eine|a|an)\s+(?:[\p{L}-]+\s+){0,2}?(?:projekt|programm|program|programme|project|initiative)\s+(?:des|der|von|vom|of)\s/iu

/** "Trägerverein von FragDenStaat ist …": the carrier is named after the project that hires. */
export const CARRIER_OF = /^(?:trägerverein|träger|trägerin)\s+(?:von|des|der)\s+(.{2,50}?)\s+ist\b/iu

/**
 * A headline that announces the post before a colon: "Neue Stelle bei X: …", "Der Prototype Fund sucht
 * Verstärkung: …", "Gesucht: …", "Stellenausschreibung: …". What follows the colon names the role.
 */
export const HEADLINE_ANNOUNCEMENT =
  /\b(?:sucht|suchen|gesucht|stelle|job|ausschreibung|stellenausschreibung|stellenangebot|stellen\s+ein|is\s+hiring|vacancy|vacature|offre\s+d['’]emploi|oferta\s+de\s+empleo)\b/iu

/**
 * The hiring verb in a headline and the article after it: "X sucht eine:n …", "Wir suchen eine eine*n …",
 * "X is looking for a …". Gender-inclusive articles ("eine*n", "eine:n", "ein*e") included.
 */
export const HEADLINE_HIRING =
  /\b(?:sucht|wir\s+suchen|suchen\s+wir|is\s+(?:hiring|looking\s+for|seeking)|we\s+are\s+(?:hiring|looking\s+for))\s+(?:(?:ab\s+sofort|zum\s+nächstmöglichen\s+zeitpunkt|(?:zum|ab)\s+\d{1,2}\.\s*(?:\d{1,2}\.(?:\s*\d{2,4})?|\p{L}+(?:\s+\d{4})?))\s+)?(?:(?:sie|dich|euch|verstärkung|unterstützung)\s+als\s+)?(?:(?:eine?[*:/]?n|ein[*:/]e|eine[nrm]?|ein|an?)\s+){0,2}/iu

/** "eine Person für (das) Eventmanagement": the role is the field of work after "Person für". */
export const PERSON_FOR =
  /^(?:person|persona|personne|persoon)\s+(?:für|for|pour|para|voor)\s+(?:(?:das|die|den|the)\s+)?/iu

/** What closes a headline's role: a call ("!"), the hours or dates in brackets, a deadline after a comma. */
export const HEADLINE_ROLE_END =
  /\s*(?:!|\s\(|,\s+(?:bewerbungsfrist|bewerbungsschluss|deadline|ab\s|bis\s|\d)).*$/iu

/** "… im Projekt OpenEnergy": the project a role works in, not part of the role. */
export const IN_PROJECT_TAIL = /\s+(?:im|beim|für\s+das|in\s+the|for\s+the)\s+(?:projekt|project)\s+\S+$/iu

/**
 * A public body named in sentence case as the subject of the hiring sentence ("Il dipartimento per la
 * trasformazione digitale è alla ricerca di…", "Das Bundesamt für …"): the head noun of a ministry, an
 * agency or an Italian ministerial department, then its field after a preposition, all in lower case.
 * A name with a capital in its field ("dipartimento di ingegneria dell'Università di Pisa") is read by
 * the other rules; a company's department is named with the company and never matches alone, and a
 * "dipartimento" only with the ministerial "per la / della" (a university's is "dipartimento di …").
 * Matched on the subject with its first letter in lower case (no i flag: \p{Ll} must stay lower case).
 */
export const PUBLIC_BODY_SUBJECT =
  /^(?:(?:i?l|lo|la|l['’]|le|el|o|a|the|de|het|die|der|das)\s+)?((?:dipartimento\s+(?:per\s+(?:la|il|lo|l['’]|i|le|gli)|della|dello|delle|degli|dell['’])|(?:ministero|agenzia|autorit[àa]|ministry|agency|minist[èe]re|agence|ministerio|agencia|minist[ée]rio|ag[êe]ncia|ministerie|agentschap|ministerstwo|agencja|ministerium|bundesamt|landesamt)\s+(?:per\s+(?:la|il|lo|l['’]|i|le|gli)|della|dello|delle|degli|dell['’]|del|di|for(?:\s+the)?|of(?:\s+the)?|de\s+la|de\s+l['’]|des|du|de|para\s+(?:la|el|a|o)|da|do|dos|das|van|voor|für|der))\s*[\p{Ll}'’-]+(?:\s+[\p{Ll}'’-]+){0,6})$/u

/** The auxiliary before the hiring verb ("è alla ricerca", "is looking for"), not part of the subject. */
export const HIRING_AUXILIARY = /\s+(?:è(?:\s+alla)?|sta|is|are|est|ist|está|jest)\s*$/iu
