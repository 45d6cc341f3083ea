import { CV_LABELS } from '#documents/cv/labels'
import { CV_SECTIONS, type CvSection } from '#shared/cv/sections'
import { LOCALES } from '#shared/i18n/locales'
import { foldText } from './fold'
import { CV_HEADINGS, type CvSectionKind } from './standard-headings.data'

// The one heading table of the server: section headings CVs use in the 8 product languages (en,
// de, fr, es, it, pt, nl, pl), with their common variants, and the standard ones the ATS check
// counts (standard-headings.data.ts, a subset). A line is a heading when, after folding (lower
// case, no accents, no punctuation), it equals one of these phrases, optionally with modifier
// words around it ("Relevant Work Experience", "Berufliche Stationen", "Compétences techniques"),
// or when its head word is one (German compounds "Praxiserfahrung", "Conhecimentos Gerais").

export const SECTION_KINDS = [
  'summary',
  'experience',
  'education',
  'skills',
  'languages',
  'certifications',
  'courses',
  'projects',
  'contact',
  'personal',
  'interests',
  'references',
  'awards',
  'volunteer',
  'publications',
  'other',
] as const
export type SectionKind = (typeof SECTION_KINDS)[number]

// prettier-ignore
const HEADINGS: Record<SectionKind, readonly string[]> = {
  summary: [
    // en
    'summary', 'profile', 'professional summary', 'career summary', 'executive summary', 'personal statement',
    'about me', 'about', 'objective', 'career objective', 'professional profile', 'overview', 'introduction',
    'career profile', 'personal profile', 'highlights', 'summary of qualifications',
    // de
    'profil', 'kurzprofil', 'berufsprofil', 'berufliches profil', 'über mich', 'zusammenfassung', 'persönliches profil', 'zur person',
    'karriereziel', 'qualifikationsprofil', 'kompetenzprofil',
    // fr
    'profil professionnel', 'résumé', 'à propos', 'à propos de moi', 'objectif', 'objectif professionnel',
    'présentation', 'synthèse',
    // es
    'perfil', 'perfil profesional', 'resumen', 'resumen profesional', 'sobre mí', 'acerca de mí', 'objetivo',
    'objetivo profesional', 'extracto',
    // it
    'profilo', 'profilo professionale', 'sommario', 'chi sono', 'su di me', 'obiettivo', 'obiettivo professionale',
    'presentazione',
    // pt
    'perfil', 'resumo', 'resumo profissional', 'sobre mim', 'objetivo', 'objetivo profissional', 'perfil profissional',
    // nl
    'profiel', 'samenvatting', 'over mij', 'persoonlijk profiel', 'doelstelling', 'profielschets',
    // pl
    'profil zawodowy', 'podsumowanie', 'o mnie', 'cel zawodowy', 'profil', 'streszczenie',
  ],
  experience: [
    // en
    'experience', 'work experience', 'professional experience', 'employment', 'employment history', 'work history',
    'career history', 'professional history', 'career', 'relevant experience', 'positions held', 'career highlights',
    'experience and internships', 'internships', 'internship', 'work', 'professional background', 'employment record',
    'clinical experience', 'teaching experience', 'research experience',
    // de
    'berufserfahrung', 'beruflicher werdegang', 'werdegang', 'praktische erfahrung', 'praktische erfahrungen',
    'berufliche erfahrung', 'berufliche erfahrungen', 'berufliche stationen', 'berufspraxis', 'berufstätigkeit',
    'erfahrung', 'tätigkeiten', 'praktika', 'praktikum', 'beschäftigungsverlauf', 'karriere', 'laufbahn',
    'berufliche laufbahn', 'beruflicher hintergrund', 'arbeitserfahrung', 'klinische erfahrung',
    // fr
    'expérience', 'expériences', 'expérience professionnelle', 'expériences professionnelles', 'parcours professionnel',
    'parcours', 'emplois', 'carrière', 'stages', 'expérience de travail', 'expérience clinique',
    // es
    'experiencia', 'experiencia laboral', 'experiencia profesional', 'trayectoria profesional', 'historial laboral',
    'trayectoria', 'prácticas', 'empleos', 'experiencia clínica', 'historial profesional',
    // it
    'esperienza', 'esperienze', 'esperienza lavorativa', 'esperienze lavorative', 'esperienza professionale',
    'esperienze professionali', 'percorso professionale', 'carriera', 'tirocini', 'esperienza clinica',
    'esperienze di lavoro', 'esperienza di lavoro', 'attività professionale', 'attività lavorativa', 'posizioni ricoperte',
    'storia lavorativa', 'occupazione', 'impieghi',
    // pt
    'experiência', 'experiências', 'experiência profissional', 'experiências profissionais', 'percurso profissional',
    'historial profissional', 'histórico profissional', 'carreira', 'estágios', 'experiência clínica',
    // nl
    'werkervaring', 'ervaring', 'professionele ervaring', 'loopbaan', 'arbeidsverleden', 'werkgeschiedenis',
    'beroepservaring', 'stages', 'klinische ervaring',
    // pl
    'doświadczenie', 'doświadczenie zawodowe', 'przebieg kariery', 'historia zatrudnienia', 'kariera zawodowa',
    'praktyki', 'zatrudnienie', 'przebieg pracy zawodowej', 'przebieg pracy', 'historia pracy', 'doświadczenie kliniczne',
  ],
  education: [
    // en
    'education', 'academic background', 'qualifications', 'academic qualifications', 'education and training',
    'studies', 'academic history', 'educational background', 'academic record',
    // de
    'ausbildung', 'bildungsweg', 'bildung', 'schulbildung', 'studium', 'akademischer werdegang', 'schulischer werdegang',
    'hochschulbildung', 'aus und weiterbildung', 'ausbildung und studium', 'bildungsgang', 'schul und berufsausbildung',
    'schule', 'schulausbildung', 'studium und schule', 'schule und studium',
    // fr
    'formation', 'formations', 'études', 'parcours académique', 'diplômes', 'formation académique', 'cursus',
    'diplômes et formations', 'formation initiale',
    // es
    'educación', 'formación', 'formación académica', 'estudios', 'titulación', 'formación reglada',
    // it
    'istruzione', 'formazione', 'istruzione e formazione', 'percorso formativo', 'studi', 'titoli di studio',
    'percorso di studi',
    // pt
    'educação', 'formação', 'formação académica', 'formação acadêmica', 'habilitações', 'habilitações literárias',
    'escolaridade',
    // nl
    'opleiding', 'opleidingen', 'onderwijs', 'scholing', 'studie', 'opleiding en cursussen',
    // pl
    'wykształcenie', 'edukacja', 'przebieg edukacji', 'wykształcenie i kursy',
  ],
  skills: [
    // en
    'skills', 'key skills', 'technical skills', 'core competencies', 'competencies', 'expertise', 'areas of expertise',
    'skills and competencies', 'tech stack', 'technologies', 'tools', 'it skills', 'computer skills', 'core skills',
    'hard skills', 'soft skills', 'abilities', 'strengths', 'skill set', 'skillset', 'technical expertise',
    'skills and tools', 'tools and technologies', 'software',
    // de
    'kenntnisse', 'fähigkeiten', 'kompetenzen', 'fachkenntnisse', 'it kenntnisse', 'edv kenntnisse', 'skills',
    'fertigkeiten', 'fachliche kompetenzen', 'technische kenntnisse', 'besondere kenntnisse', 'schwerpunkte',
    'kenntnisse und fähigkeiten', 'fähigkeiten und kenntnisse', 'sonstige kenntnisse', 'stärken', 'edv',
    'soziale kompetenzen', 'methodenkompetenz', 'technologien',
    // fr
    'compétences', 'compétences techniques', 'savoir faire', 'aptitudes', 'compétences clés', 'outils',
    'connaissances', 'compétences informatiques', 'savoir être', 'informatique', 'technologies',
    // es
    'habilidades', 'competencias', 'conocimientos', 'aptitudes', 'habilidades técnicas', 'conocimientos técnicos',
    'conocimientos informáticos', 'informática', 'herramientas', 'tecnologías',
    // it
    'competenze', 'competenze tecniche', 'capacità', 'conoscenze', 'abilità', 'competenze informatiche',
    'capacità e competenze', 'strumenti', 'tecnologie',
    // pt
    'competências', 'aptidões', 'conhecimentos', 'habilidades', 'competências técnicas', 'conhecimentos informáticos',
    'ferramentas', 'tecnologias',
    // nl
    'vaardigheden', 'competenties', 'kennis', 'kwaliteiten', 'technische vaardigheden', 'computervaardigheden',
    'ict vaardigheden', 'kennis en vaardigheden', 'tools', 'technologieën',
    // pl
    'umiejętności', 'kompetencje', 'umiejętności techniczne', 'znajomość programów', 'umiejętności komputerowe',
    'umiejętności miękkie', 'narzędzia', 'technologie',
  ],
  languages: [
    'languages', 'language skills', 'spoken languages',
    'sprachen', 'sprachkenntnisse', 'fremdsprachen', 'fremdsprachenkenntnisse',
    'langues', 'compétences linguistiques', 'langues étrangères', 'langues parlées',
    'idiomas', 'lenguas', 'conocimientos de idiomas',
    'lingue', 'lingue straniere', 'conoscenze linguistiche', 'competenze linguistiche',
    'línguas', 'idiomas', 'competências linguísticas',
    'talen', 'talenkennis', 'taalvaardigheid', 'taalvaardigheden',
    'języki', 'języki obce', 'znajomość języków', 'znajomość języków obcych',
  ],
  certifications: [
    'certifications', 'certificates', 'licenses and certifications', 'licenses', 'licences', 'certification',
    'training and certifications', 'courses and certifications', 'certifications and courses',
    'zertifikate', 'zertifizierungen', 'qualifikationen', 'zertifikate und weiterbildungen',
    'certifications', 'certificats',
    'certificaciones', 'certificados',
    'certificazioni', 'certificati',
    'certificações', 'certificados',
    'certificaten', 'certificeringen',
    'certyfikaty', 'kursy i certyfikaty', 'certyfikaty i kursy',
  ],
  // Courses and training ("Weiterbildung"): the builder's own section, dated like schooling.
  courses: [
    'courses', 'training', 'trainings', 'further education', 'further training', 'professional development',
    'continuing education', 'online courses', 'relevant coursework', 'coursework', 'seminars', 'workshops',
    'weiterbildung', 'weiterbildungen', 'fortbildungen', 'fortbildung', 'kurse', 'lehrgänge', 'seminare',
    'schulungen', 'fort und weiterbildung', 'fort und weiterbildungen', 'berufliche weiterbildung',
    'formations complémentaires', 'formation continue', 'cours', 'stages de formation',
    'cursos', 'formación complementaria', 'formación continua', 'cursos y seminarios', 'seminarios',
    'corsi', 'formazione continua', 'corsi di formazione', 'corsi e seminari', 'seminari',
    'formação complementar', 'formação contínua', 'formação continuada', 'cursos complementares',
    'cursussen', 'trainingen', 'bijscholing', 'cursussen en trainingen', 'nascholing',
    'kursy', 'szkolenia', 'kursy i szkolenia', 'kursy dodatkowe',
  ],
  projects: [
    'projects', 'key projects', 'selected projects', 'personal projects', 'side projects', 'portfolio',
    'projekte', 'ausgewählte projekte', 'projekterfahrung', 'referenzprojekte',
    'projets', 'projets personnels', 'réalisations',
    'proyectos', 'proyectos personales',
    'progetti', 'progetti personali',
    'projetos', 'projectos',
    'projecten', 'projectervaring',
    'projekty', 'projekty osobiste',
  ],
  contact: [
    'contact', 'contact information', 'contact details', 'contact info', 'get in touch',
    'kontakt', 'kontaktdaten', 'kontaktinformationen',
    'coordonnées', 'contact',
    'contacto', 'datos de contacto',
    'contatti', 'contatto', 'recapiti',
    'contacto', 'contactos', 'contato',
    'contactgegevens', 'contact',
    'kontakt', 'dane kontaktowe',
  ],
  personal: [
    'personal details', 'personal information', 'personal data', 'personal info', 'details',
    'persönliche daten', 'persönliche angaben', 'angaben zur person', 'daten', 'personalien',
    'informations personnelles', 'état civil', 'données personnelles',
    'datos personales', 'información personal',
    'dati personali', 'informazioni personali',
    'dados pessoais', 'informações pessoais',
    'persoonlijke gegevens', 'personalia', 'gegevens',
    'dane osobowe', 'informacje osobiste',
  ],
  interests: [
    'interests', 'hobbies', 'hobbies and interests', 'interests and hobbies', 'activities', 'leisure',
    'interessen', 'hobbys', 'hobbies', 'freizeit', 'freizeitaktivitäten', 'private interessen',
    "centres d'intérêt", "centres d intérêt", 'centres dintérêt', 'loisirs', 'intérêts', 'activités',
    'intereses', 'aficiones', 'pasatiempos',
    'interessi', 'hobby', 'tempo libero',
    'interesses', 'passatempos',
    'interesses', 'hobby', "hobby's", 'vrije tijd',
    'zainteresowania', 'hobby',
  ],
  references: [
    'references', 'referees', 'references available on request', 'references on request',
    'referenzen', 'referenzen auf anfrage', 'referenzpersonen',
    'références', 'références sur demande',
    'referencias', 'referencias disponibles a petición',
    'referenze', 'referenze su richiesta',
    'referências', 'referências mediante pedido',
    'referenties', 'referenties op aanvraag',
    'referencje', 'referencje na życzenie',
  ],
  awards: [
    'awards', 'honors', 'honours', 'achievements', 'awards and honors', 'key achievements', 'accomplishments',
    'auszeichnungen', 'erfolge', 'preise',
    'distinctions', 'prix', 'récompenses',
    'premios', 'logros', 'reconocimientos',
    'premi', 'riconoscimenti', 'risultati',
    'prémios', 'prêmios', 'conquistas',
    'prijzen', 'onderscheidingen', 'prestaties',
    'nagrody', 'osiągnięcia', 'wyróżnienia',
    'honors and awards', 'scholarships', 'grants', 'stipendien', 'bourses', 'becas', 'borse di studio', 'bolsas',
    'beurzen', 'stypendia', 'auszeichnungen und stipendien',
  ],
  volunteer: [
    'volunteering', 'volunteer experience', 'volunteer work', 'community involvement', 'extracurricular activities',
    'ehrenamt', 'ehrenamtliches engagement', 'engagement', 'soziales engagement',
    'bénévolat', 'engagement associatif', 'vie associative',
    'voluntariado', 'volontariato', 'vrijwilligerswerk', 'wolontariat',
    'ehrenamtliche tätigkeiten', 'bénévolat et engagement', 'trabajo voluntario', 'attività di volontariato',
    'trabalho voluntário', 'maatschappelijke betrokkenheid', 'działalność społeczna',
    'volunteer', 'volunteer work and community service', 'community service', 'ehrenamtliche tätigkeit',
    'ehrenamtliches', 'bénévole', 'engagement bénévole', 'expérience bénévole', 'voluntario', 'experiencia de voluntariado',
    'volontario', 'esperienze di volontariato', 'voluntário', 'experiência de voluntariado', 'vrijwilliger',
    'nevenactiviteiten', 'wolontariusz', 'działalność wolontariacka',
  ],
  publications: [
    'publications', 'publikationen', 'veröffentlichungen', 'publicaciones', 'pubblicazioni', 'publicações',
    'publicaties', 'publikacje', 'talks', 'vorträge', 'publications and talks', 'publikationen und vorträge',
    'selected publications', 'wissenschaftliche publikationen', 'articles', 'artículos', 'articoli', 'artigos',
    'artikelen', 'artykuły',
    // Talks are not jobs: they are listed with the publications.
    'presentations', 'conference talks', 'talks and presentations', 'speaking', 'public speaking', 'conferences',
    'vorträge und publikationen', 'konferenzen', 'präsentationen',
    'conférences', 'interventions', 'publications et conférences',
    'ponencias', 'conferencias', 'charlas', 'publicaciones y ponencias',
    'interventi', 'conferenze', 'pubblicazioni e conferenze', 'presentazioni',
    'palestras', 'apresentações', 'publicações e apresentações',
    'lezingen', 'presentaties', 'publicaties en lezingen',
    'wystąpienia', 'prelekcje', 'konferencje', 'publikacje i wystąpienia',
  ],
  other: [
    'additional information', 'other', 'miscellaneous', 'sonstiges', 'weitere angaben', 'divers', 'autres',
    'informations complémentaires', 'otros', 'altro', 'ulteriori informazioni', 'outros', 'overig', 'overige',
    'inne', 'dodatkowe informacje', 'otros datos de interés', 'otros datos', 'datos de interés', 'información adicional',
    'autres informations', 'altre informazioni', 'outras informações', 'aanvullende informatie', 'sonstige angaben',
  ],
}

// Words that may surround a heading phrase without changing its meaning.
// prettier-ignore
const MODIFIERS = new Set(
  [
    'my', 'key', 'core', 'relevant', 'selected', 'professional', 'additional', 'other', 'recent', 'technical', 'main',
    'and', 'academic', 'work', 'career', 'history', 'summary', 'overview', 'highlights', 'further', 'personal',
    'meine', 'berufliche', 'beruflicher', 'beruflichen', 'weitere', 'ausgewählte', 'wichtigste', 'und', 'persönliche',
    'fachliche', 'mein', 'praktische',
    'mes', 'professionnelle', 'professionnelles', 'principales', 'et', 'autres', 'mon', 'ma',
    'profesional', 'profesionales', 'principales', 'y', 'otras', 'otros', 'mi', 'mis',
    'professionale', 'professionali', 'principali', 'e', 'altre', 'mie',
    'profissional', 'profissionais', 'principais', 'outras', 'minha', 'minhas',
    'relevante', 'belangrijkste', 'en', 'overige', 'mijn',
    'zawodowe', 'zawodowy', 'najważniejsze', 'i', 'inne', 'moje',
  ].map(foldHeading),
)

/** foldText, then letters and digits only with single spaces ("IT-Kenntnisse:" -> "it kenntnisse"). */
export function foldHeading(text: string): string {
  return foldText(text)
    .replace(/ł/g, 'l')
    .replace(/&|\+/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

const PHRASES = new Map<string, SectionKind>()
for (const kind of SECTION_KINDS) {
  for (const phrase of HEADINGS[kind]) {
    const folded = foldHeading(phrase)
    // The first kind listed wins for phrases several languages share ("perfil", "stages").
    if (!PHRASES.has(folded)) PHRASES.set(folded, kind)
  }
}
// The ATS's standard headings are part of this table. It files personal details under contact;
// here they keep their own section (the importer reads them differently).
for (const [kind, phrases] of Object.entries(CV_HEADINGS) as Array<[SectionKind, readonly string[]]>) {
  for (const phrase of phrases) if (!PHRASES.has(foldHeading(phrase))) PHRASES.set(foldHeading(phrase), kind)
}

/** The importer's section for each section a CV prints: a "Links" heading heads contact data. */
export const PRINTED_SECTION_KINDS: Record<CvSection, SectionKind> = {
  profile: 'summary',
  experience: 'experience',
  education: 'education',
  skills: 'skills',
  languages: 'languages',
  certifications: 'certifications',
  projects: 'projects',
  links: 'contact',
  contact: 'contact',
  personal: 'personal',
  interests: 'interests',
  awards: 'awards',
  publications: 'publications',
  volunteering: 'volunteer',
  courses: 'courses',
  references: 'references',
}

// Every heading the templates print (documents/cv/labels.ts, 8 languages) is part of this table and
// counts as standard for the ATS: a CV made with ApplyKit reads back as written, and the ATS never
// asks a user to rename a heading ApplyKit chose. heading-round-trip.test.ts holds both to it.
const PRINTED_HEADINGS = LOCALES.flatMap((locale) =>
  CV_SECTIONS.map(
    (section) => [foldHeading(CV_LABELS[locale].sections[section]), PRINTED_SECTION_KINDS[section]] as const,
  ),
)
for (const [phrase, kind] of PRINTED_HEADINGS) if (!PHRASES.has(phrase)) PHRASES.set(phrase, kind)

// The ATS check knows fewer sections than the importer (standard-headings.data.ts): personal
// details count as contact data, and the sections it gives no advice about are 'other'. This is
// the one mapping between the two; the ATS reads headings with headingKind and maps the kind here.
const ATS_KINDS: Record<SectionKind, CvSectionKind> = {
  summary: 'summary',
  experience: 'experience',
  education: 'education',
  skills: 'skills',
  languages: 'languages',
  certifications: 'certifications',
  // The ATS counts courses and training with the certifications.
  courses: 'certifications',
  projects: 'projects',
  contact: 'contact',
  personal: 'contact',
  interests: 'other',
  references: 'other',
  awards: 'other',
  volunteer: 'other',
  publications: 'other',
  other: 'other',
}

/** The ATS check's section for an importer section kind. */
export function atsSectionKind(kind: SectionKind): CvSectionKind {
  return ATS_KINDS[kind]
}

/** Whether a heading is one the ATS counts as standard (a subset of what headingKind knows). */
export function isStandardHeading(line: string): boolean {
  const folded = foldHeading(line.trim().replace(SECTION_NUMBER, ''))
  return STANDARD_FOLDED.has(folded)
}
const STANDARD_FOLDED = new Set([
  ...Object.values(CV_HEADINGS).flat().map(foldHeading),
  ...PRINTED_HEADINGS.map(([phrase]) => phrase),
])

// Letter-spaced capitals can lose the gap between words ("WORKEXPERIENCE"): multi-word headings
// are also known with their spaces closed up, matched only for a single word in capitals.
const CLOSED_UP = new Map<string, SectionKind>()
for (const [phrase, kind] of PHRASES)
  if (phrase.includes(' ') && !CLOSED_UP.has(phrase.replace(/ /g, '')))
    CLOSED_UP.set(phrase.replace(/ /g, ''), kind)

const MAX_HEADING_CHARS = 60
const MAX_HEADING_WORDS = 6

/** The section a line opens, or null. `E X P E R I E N C E` and `Skills:` count. */
export function headingKind(line: string): SectionKind | null {
  return readHeading(line)?.kind ?? null
}

/** Whether a heading was recognised by its head word, its compound ending or its number only. */
export function isGuessedHeading(line: string): boolean {
  return readHeading(line)?.isGuessed === true
}

function readHeading(line: string): { kind: SectionKind; isGuessed: boolean } | null {
  // Numbered headings: "2 Opleiding", "II. Formación", "3.1 Berufserfahrung", "B. Skills".
  // A count after the heading ("Education(2)", "Experience (3)", "Idiomas [2]") says how many
  // entries follow; Word files converted from a theme's HTML keep it where the page hides it.
  const trimmed = line
    .trim()
    .replace(SECTION_NUMBER, '')
    .replace(/\s*(?:\(\d{1,3}\)|\[\d{1,3}\])$/u, '')
  if (trimmed === '' || trimmed.length > MAX_HEADING_CHARS) return null
  // A heading ends a thought: no sentence punctuation inside, no digits (dates, phone numbers).
  if (/\d|[.!?;,]\s|@|\/\//.test(trimmed)) return null
  const folded = foldHeading(collapseLetterSpacing(trimmed))
  if (folded === '' || folded.split(' ').length > MAX_HEADING_WORDS) return null
  const closedUp = /^[\p{Lu}-]{6,}$/u.test(trimmed.replace(/ /g, '')) && !folded.includes(' ')
  const known = matchPhrase(folded) ?? (closedUp ? (CLOSED_UP.get(folded) ?? null) : null)
  if (known) return { kind: known, isGuessed: trimmed !== line.trim() }
  const guessed = compoundKind(folded) ?? headWordKind(trimmed, folded)
  return guessed ? { kind: guessed, isGuessed: true } : null
}

/** A section number standing before a heading, in its own cell or not. */
export const SECTION_NUMBER_CELL = /^(?:\d{1,2}(?:\.\d{1,2})*\.?|[IVX]{1,4}\.|[A-H]\.)$/u
const SECTION_NUMBER = /^(?:\d{1,2}(?:\.\d{1,2})*\.?|[IVX]{1,4}\.|[A-H]\.)\s+(?=\p{L})/u

// German (and Dutch) compounds name the section by their last part: "Praxiserfahrung",
// "Sprachkenntnisse", "Kernkompetenzen", "Schulausbildung", "Werkervaring". Glued capitals
// ("AKADEMISCHEAUSBILDUNG") end the same way. Longer endings first.
// prettier-ignore
const COMPOUND_HEADS: ReadonlyArray<readonly [string, SectionKind]> = [
  ['sprachkenntnisse', 'languages'], ['sprachen', 'languages'], ['talenkennis', 'languages'],
  ['erfahrungen', 'experience'], ['erfahrung', 'experience'], ['werdegang', 'experience'], ['ervaring', 'experience'],
  ['ausbildung', 'education'], ['bildung', 'education'], ['studium', 'education'], ['opleiding', 'education'],
  ['opleidingen', 'education'],
  ['kenntnisse', 'skills'], ['kompetenzen', 'skills'], ['fahigkeiten', 'skills'], ['vaardigheden', 'skills'],
  ['kompetenties', 'skills'], ['competenties', 'skills'],
  ['projekte', 'projects'], ['zertifikate', 'certifications'], ['interessen', 'interests'],
  ['weiterbildungen', 'courses'], ['weiterbildung', 'courses'], ['fortbildungen', 'courses'], ['fortbildung', 'courses'],
  ['schulungen', 'courses'], ['publikationen', 'publications'], ['veroffentlichungen', 'publications'],
  ['auszeichnungen', 'awards'], ['ehrenamt', 'volunteer'],
]
const MIN_COMPOUND_LEFT = 3

// Levels, not headings: "Englisch: Grundkenntnisse".
const LEVEL_COMPOUNDS = new Set([
  'grundkenntnisse',
  'basiskenntnisse',
  'vorkenntnisse',
  'grundlagenkenntnisse',
])

function compoundKind(folded: string): SectionKind | null {
  if (folded.includes(' ') || LEVEL_COMPOUNDS.has(folded)) return null
  for (const [head, kind] of COMPOUND_HEADS)
    if (folded.length >= head.length + MIN_COMPOUND_LEFT && folded.endsWith(head)) return kind
  return null
}

// A heading phrase with a modifier the list does not know: "Akademische Ausbildung",
// "Pflegerische Kompetenzen" (head last: de, nl, en), "Conhecimentos Gerais", "Competenze
// digitali", "Formación académica" (head first: fr, es, it, pt, pl). The other words must be
// plain modifiers, not a preposition that makes it a degree or a job ("Ausbildung zum Koch").
const JOINING_WORDS = new Set(
  [
    'zum',
    'zur',
    'als',
    'bei',
    'im',
    'in',
    'an',
    'am',
    'fur',
    'for',
    'at',
    'as',
    'of',
    'de',
    'del',
    'di',
    'da',
    'do',
    'en',
    'em',
    'a',
    'al',
    'w',
    'na',
    'z',
    'u',
    'bij',
    'van',
    'voor',
    'op',
  ].map(foldHeading),
)
const MAX_HEAD_WORD_PHRASE = 3
// Head words of the languages that put the modifier before the noun (de, nl, en). A subject that
// is also a heading word elsewhere ("Informatica", "Software") is not one: "BSc Informatica",
// "Mestrado Engenharia Informática" are degrees.
// prettier-ignore
const HEAD_LAST = new Set(
  [
    'ausbildung', 'bildung', 'erfahrung', 'erfahrungen', 'kenntnisse', 'kompetenzen', 'fähigkeiten', 'sprachen',
    'projekte', 'zertifikate', 'interessen', 'daten', 'angaben', 'werdegang', 'laufbahn', 'stationen', 'praxis',
    'opleiding', 'opleidingen', 'ervaring', 'werkervaring', 'vaardigheden', 'talen', 'competenties', 'gegevens',
    'experience', 'education', 'skills', 'competencies', 'languages', 'projects', 'qualifications',
    'certifications', 'interests', 'training', 'history', 'profile', 'summary',
  ].map(foldHeading),
)

// Head words of the languages that put the modifier after the noun. English words are not here:
// "Software Engineer" and "Tools Manager" are jobs, not headings.
// prettier-ignore
const HEAD_FIRST = new Set(
  [
    'expérience', 'expériences', 'formation', 'formations', 'compétences', 'connaissances', 'langues', 'projets',
    'experiencia', 'formación', 'educación', 'estudios', 'competencias', 'conocimientos', 'habilidades', 'idiomas',
    'proyectos', 'cursos', 'datos',
    'esperienza', 'esperienze', 'formazione', 'istruzione', 'competenze', 'conoscenze', 'capacità', 'lingue',
    'progetti', 'corsi', 'dati',
    'experiência', 'experiências', 'formação', 'educação', 'competências', 'conhecimentos', 'línguas', 'projetos',
    'dados',
    'doświadczenie', 'wykształcenie', 'edukacja', 'umiejętności', 'kompetencje', 'języki', 'kursy', 'projekty', 'dane',
  ].map(foldHeading),
)

function headWordKind(original: string, folded: string): SectionKind | null {
  const words = folded.split(' ')
  if (words.length < 2 || words.length > MAX_HEAD_WORD_PHRASE) return null
  if (words.some((word) => JOINING_WORDS.has(word))) return null
  // Headings are set in capitals or start each word with one; a sentence fragment does not.
  const originalWords = original.split(/\s+/)
  const isHeadingCase =
    original === original.toUpperCase() || originalWords.every((word) => /^\p{Lu}/u.test(word))
  // A plural head word names the section as its singular does ("Experiências Acadêmicas").
  const head = words[0] ?? ''
  const first = HEAD_FIRST.has(head) ? (PHRASES.get(head) ?? PHRASES.get(head.replace(/s$/u, ''))) : undefined
  const lastWord = words[words.length - 1] ?? ''
  const last = (HEAD_LAST.has(lastWord) ? PHRASES.get(lastWord) : undefined) ?? compoundKind(lastWord)
  if (/[()[\]]/.test(original)) return null
  // "Projects Experience", "Project Experience": experience on projects is the projects section,
  // not a list of jobs.
  const modifier = words.slice(0, -1).join(' ')
  const isProjects = PHRASES.get(modifier) === 'projects' || PHRASES.get(`${modifier}s`) === 'projects'
  if (last === 'experience' && isProjects && isHeadingCase) return 'projects'
  if (last && isHeadingCase) return last
  if (first && /^\p{Lu}/u.test(original)) return first
  return null
}

function matchPhrase(folded: string): SectionKind | null {
  const exact = PHRASES.get(folded)
  if (exact) return exact
  const words = folded.split(' ')
  // Strip modifiers from both ends, then try again ("relevant work experience" -> "experience").
  let start = 0
  let end = words.length
  while (start < end && MODIFIERS.has(words[start] ?? '')) start += 1
  while (end > start && MODIFIERS.has(words[end - 1] ?? '')) end -= 1
  if (start === end) return null
  const core = words.slice(start, end).join(' ')
  const coreKind = PHRASES.get(core)
  if (coreKind) return coreKind
  // "Skills & Languages", "Ausbildung und Weiterbildung": the first part names the section.
  // "Praktika und Nebenjobs", "Uprawnienia i umiejętności": a known part with one more word
  // names the section too (the first known part when both are).
  const parts = folded.split(/ (?:and|und|et|y|e|en|i) /)
  const isKnownOrShort = (part: string): boolean =>
    PHRASES.has(part) || MODIFIERS.has(part) || !part.includes(' ')
  if (parts.length > 1 && parts.every((part) => PHRASES.has(part) || MODIFIERS.has(part))) {
    // "Weiterbildung und Zertifikate": a list of both, read as certifications (whose reader sends
    // the courses still running to the courses).
    const kinds = parts.map((part) => PHRASES.get(part))
    if (kinds.includes('courses') && kinds.includes('certifications')) return 'certifications'
    return PHRASES.get(parts[0] ?? '') ?? null
  }
  // With one unknown word the joiner must be a real "and": "en" is also "in" ("Master en Informatique").
  const known = parts.find((part) => PHRASES.has(part))
  if (parts.length === 2 && known !== undefined && !folded.includes(' en ') && parts.every(isKnownOrShort))
    return PHRASES.get(known) ?? null
  return null
}

/** Splits "Skills: Python, SQL" into the heading and the rest, when the part before ':' is a heading. */
export function splitInlineHeading(line: string): { kind: SectionKind; rest: string } | null {
  const colon = line.indexOf(':')
  if (colon <= 0 || colon > MAX_HEADING_CHARS) return null
  const head = line.slice(0, colon)
  const rest = line.slice(colon + 1).trim()
  if (rest === '') return null
  const folded = foldHeading(head)
  if (folded === '' || folded.split(' ').length > 4) return null
  const kind = matchPhrase(folded)
  return kind ? { kind, rest } : null
}

// "E X P E R I E N C E" or "E X P E R I E N C E   E D U" (word gaps of 2+ spaces) -> words.
// Kerning keeps some letters together and a hyphen may stand alone ("AU S - U N D W E I T E R"):
// runs of such short tokens are closed up, the words inside lost ("AUS-UNDWEITERBILDUNG").
function collapseLetterSpacing(text: string): string {
  const tokens = text.split(' ')
  const isSpacedRun =
    tokens.length >= 5 &&
    tokens.every((token) => /^(?:\p{Lu}{1,3}|-)$/u.test(token)) &&
    tokens.filter((token) => token.length === 1).length >= tokens.length / 2
  if (isSpacedRun && !/\s{2,}/.test(text)) return tokens.join('')
  if (!/^(?:\p{L} ){3,}\p{L}/u.test(text)) return text
  return text
    .split(/\s{2,}/)
    .map((word) => word.replace(/ /g, ''))
    .join(' ')
}
