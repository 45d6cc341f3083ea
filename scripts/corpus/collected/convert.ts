// Step 1 of README.md, for CVs not written as JSON Resume: turns the other JSON layouts authors
// publish into a JSON Resume, so they enter the same pipeline (anonymise → print → expected JSON).
//  - Reactive Resume exports: v3 (`sections.work.items`, dates as { start, end }), v4
//    (`sections.experience.items`, `date` as one string) and v5 (`period`, `description`, `website`).
//  - Keyed layouts: a CV as an object whose keys name its parts in the author's language
//    (`curriculo.json`: `nome`, `experiencias[].empresa/cargo/periodo`, `formacao[].curso/instituicao`;
//    `lebenslauf.json`; `profile` + `experience[].role/company/period` …). Parts are recognised by
//    key synonyms in the 8 languages, never by a repository's own names.
// Only what the source states is carried over: a date that does not parse is left out (never guessed).
type Json = unknown
type Obj = Record<string, Json>
export type JsonResume = Record<string, unknown> & { basics: Obj }
export type Layout = 'json-resume' | 'reactive-resume' | 'keyed'

const isObj = (value: Json): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value)
const str = (value: Json): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '')
/** Lower case, no accents, no separators: `Histórico_Profissional` → `historicoprofissional`. */
const keyOf = (key: string): string => key.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]/g, '')
const stripHtml = (text: string): string =>
  text.replace(/<\/(p|li|div|h\d)>/gi, '\n').replace(/<br\s*\/?>/gi, '\n').replace(/<[^>]+>/g, '').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/\n{2,}/g, '\n').trim()

// ---------------------------------------------------------------- dates

const MONTHS: Array<[RegExp, number]> = [
  [/^(jan|janv|janeiro|januar|janvier|enero|ene|gennaio|gen|januari|styczen|stycznia|sty)/, 1],
  [/^(feb|fev|fevereiro|februar|fevrier|febrero|febbraio|februari|luty|lutego|lut)/, 2],
  [/^(mar|marco|marz|maerz|mars|marzo|maart|marzec|marca)/, 3],
  [/^(apr|abr|abril|april|avril|aprile|kwiecien|kwietnia|kwi)/, 4],
  [/^(mai|may|maio|mayo|maggio|mag|mei|maj|maja)/, 5],
  [/^(jun|juin|junho|juni|junio|giugno|giu|czerwiec|czerwca|cze)/, 6],
  [/^(jul|juil|julho|juli|julio|luglio|lug|lipiec|lipca|lip)/, 7],
  [/^(aug|ago|agosto|august|aout|augustus|sierpien|sierpnia|sie)/, 8],
  [/^(sep|set|setembro|september|septembre|septiembre|settembre|wrzesien|wrzesnia|wrz)/, 9],
  [/^(oct|out|outubro|oktober|octobre|octubre|ottobre|okt|pazdziernik|pazdziernika|paz)/, 10],
  [/^(nov|novembro|november|novembre|noviembre|listopad|listopada|lis)/, 11],
  [/^(dec|dez|dezembro|dezember|decembre|diciembre|dic|dicembre|december|grudzien|grudnia|gru)/, 12],
]
const ONGOING = /^(atual|atualmente|presente|present|current|currently|now|today|heute|aktuell|jetzt|bis heute|actualidad|actual|hoy|en cours|aujourd'?hui|oggi|attuale|in corso|heden|nu|obecnie|teraz|o momento|momento|ate o momento|até o momento|em andamento|cursando)$/i
const fold = (text: string): string => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim()

/** One side of a range as ISO (`2020`, `2020-03`, `2020-03-15`), or undefined when it does not parse. */
export function isoDate(text: string): string | undefined {
  const value = fold(text).replace(/^(de|desde|em|in|seit|von|from|since|dal|da|van|od|du|depuis)\s+/, '').replace(/\.$/, '')
  let match = /^(\d{4})(?:[-/.](\d{1,2})(?:[-/.](\d{1,2}))?)?(?:t.*)?$/.exec(value)
  if (match) return [match[1], match[2]?.padStart(2, '0'), match[3]?.padStart(2, '0')].filter(Boolean).join('-')
  match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(value)
  if (match && Number(match[2]) <= 12) return `${match[3]}-${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}`
  match = /^(\d{1,2})[-/.](\d{4})$/.exec(value)
  if (match && Number(match[1]) >= 1 && Number(match[1]) <= 12) return `${match[2]}-${match[1]!.padStart(2, '0')}`
  match = /^([a-z]+)\.?(?:\s+de|,)?\s*(?:\/\s*)?(\d{4})$/.exec(value)
  if (match) {
    const month = MONTHS.find(([pattern]) => pattern.test(match![1]!))?.[1]
    if (month) return `${match[2]}-${String(month).padStart(2, '0')}`
  }
  return undefined
}

/** A printed range (`03/2015 - 01/2025`, `janeiro de 2022 até o momento`, `2019 – heute`) as JSON Resume dates. */
export function range(text: string): { startDate?: string; endDate?: string } {
  const value = text.trim()
  if (!value) return {}
  const parts = value.split(/\s+(?:-|–|—|até|ate|a|to|bis|au|al|tot|do|hasta|until)\s+|\s*[–—]\s*|(?<=\d)\s*-\s*(?=\D|\d{1,2}[/.]|\d{4})/i).map((part) => part.trim()).filter(Boolean)
  if (parts.length === 1) {
    const date = isoDate(parts[0]!)
    return date ? { startDate: date, endDate: date } : {}
  }
  if (parts.length !== 2) return {}
  const start = isoDate(parts[0]!)
  if (!start) return {}
  if (ONGOING.test(fold(parts[1]!))) return { startDate: start }
  const end = isoDate(parts[1]!)
  return end ? { startDate: start, endDate: end } : {}
}

// ---------------------------------------------------------------- Reactive Resume

const visible = (item: Json): item is Obj => isObj(item) && item.visible !== false && item.hidden !== true
const itemsOf = (section: Json): Obj[] => (isObj(section) && section.visible !== false && section.hidden !== true && Array.isArray(section.items) ? section.items.filter(visible) : [])
const urlOf = (value: Json): string => (isObj(value) ? str(value.href) || str(value.url) : str(value))
const datesOf = (value: Json): { startDate?: string; endDate?: string } => {
  if (isObj(value)) {
    const start = isoDate(str(value.start))
    const end = str(value.end)
    return start ? { startDate: start, ...(end && isoDate(end) ? { endDate: isoDate(end) } : {}) } : {}
  }
  return range(str(value))
}
const compact = (value: Obj): Obj => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== '' && v !== undefined && !(Array.isArray(v) && v.length === 0)))

/** Reactive Resume v3, v4 or v5 export (with or without its `data` wrapper) as JSON Resume. */
export function fromReactiveResume(input: Obj): JsonResume | undefined {
  const data = isObj(input.data) && isObj((input.data as Obj).basics) ? (input.data as Obj) : input
  if (!isObj(data.basics) || !isObj(data.sections)) return undefined
  const basics = data.basics
  const sections = data.sections
  const summaryText = isObj(data.summary) ? str(data.summary.content) : isObj(sections.summary) ? str(sections.summary.content) : str(basics.summary)
  const location = isObj(basics.location) ? str(basics.location.city) || str(basics.location.address) : str(basics.location)
  const profiles = itemsOf(sections.profiles).map((item) => compact({ network: str(item.network), username: str(item.username), url: urlOf(item.url ?? item.website) }))
  if (Array.isArray(basics.profiles)) for (const item of basics.profiles.filter(isObj)) profiles.push(compact({ network: str(item.network), username: str(item.username), url: urlOf(item.url) }))
  const work = itemsOf(sections.experience ?? sections.work).map((item) =>
    compact({
      name: str(item.company) || str(item.name),
      position: str(item.position),
      location: str(item.location),
      url: urlOf(item.url ?? item.website),
      ...datesOf(item.date ?? item.period),
      summary: stripHtml(str(item.summary) || str(item.description)),
    }),
  )
  const education = itemsOf(sections.education).map((item) =>
    compact({
      institution: str(item.institution),
      studyType: str(item.studyType) || str(item.degree),
      area: str(item.area),
      score: str(item.score) || str(item.grade),
      ...datesOf(item.date ?? item.period),
    }),
  )
  const skills = itemsOf(sections.skills).map((item) =>
    compact({ name: str(item.name), level: str(item.description) || str(item.proficiency), keywords: Array.isArray(item.keywords) ? item.keywords.map(str).filter(Boolean) : [] }),
  )
  const languages = itemsOf(sections.languages).map((item) => compact({ language: str(item.name), fluency: str(item.description) || str(item.fluency) || str(item.level) }))
  const projects = itemsOf(sections.projects).map((item) => compact({ name: str(item.name), description: stripHtml(str(item.description) || str(item.summary)), url: urlOf(item.url ?? item.website), ...datesOf(item.date ?? item.period) }))
  const certificates = itemsOf(sections.certifications).map((item) => compact({ name: str(item.name) || str(item.title), issuer: str(item.issuer), date: isoDate(str(item.date)) ?? '' }))
  const awards = itemsOf(sections.awards).map((item) => compact({ title: str(item.title) || str(item.name), awarder: str(item.awarder), date: isoDate(str(item.date)) ?? '' }))
  const volunteer = itemsOf(sections.volunteer).map((item) => compact({ organization: str(item.organization), position: str(item.position), ...datesOf(item.date ?? item.period), summary: stripHtml(str(item.summary) || str(item.description)) }))
  const interests = itemsOf(sections.interests).map((item) => compact({ name: str(item.name), keywords: Array.isArray(item.keywords) ? item.keywords.map(str).filter(Boolean) : [] }))
  return compact({
    basics: compact({
      name: str(basics.name),
      label: str(basics.headline) || str(basics.label),
      email: str(basics.email),
      phone: str(basics.phone),
      url: urlOf(basics.url ?? basics.website),
      summary: stripHtml(summaryText),
      location: location ? { city: location } : '',
      profiles,
    }),
    work,
    education,
    skills,
    languages,
    projects,
    certificates,
    awards,
    volunteer,
    interests,
  }) as JsonResume
}

// ---------------------------------------------------------------- keyed layouts

// Key synonyms (folded: lower case, no accents, no separators) in en de fr es it pt nl pl.
const K = {
  person: /^(perfil|pessoal|dadospessoais|informacoespessoais|profile|personal|personalinfo|personalinformation|person|about|header|contact|contato|kontakt|persoenlich|personalien|persoenlichedaten|datipersonali|datospersonales|personnel|informations|persoonlijk|persoonsgegevens|dane|daneosobowe|info|identity)$/,
  name: /^(nome|nomecompleto|name|fullname|nombre|nombrecompleto|nom|nomcomplet|naam|imie|imieinazwisko|vollername)$/,
  label: /^(cargo|cargoatual|role|headline|title|titulo|titel|beruf|position|label|profissao|occupation|poste|puesto|ruolo|functie|stanowisko|subtitle|jobtitle)$/,
  summary: /^(resumo|sobre|sobremim|summary|about|aboutme|profil|profile|perfil|objetivo|objective|resumen|resume|apropos|sommario|chisono|profiel|samenvatting|podsumowanie|omnie|kurzprofil|ueberMich|uebermich|zusammenfassung|quemsou|description|bio)$/,
  work: /^(experiencias?|experienciaprofissional|experienciasprofissionais|historicoprofissional|experience|experiences|work|workexperience|jobs|employment|career|carreira|berufserfahrung|erfahrung|berufslaufbahn|werdegang|beruflicherwerdegang|stationen|experiencia|experienciaslaborales|experiencialaboral|trayectoria|experiencesprofessionnelles|experienceprofessionnelle|parcours|esperienze|esperienza|esperienzelavorative|esperienzaprofessionale|werkervaring|ervaring|loopbaan|doswiadczenie|doswiadczeniezawodowe|historiazatrudnienia|professional)$/,
  education: /^(formacao|formacaoacademica|formacoes|educacao|escolaridade|education|schooling|studies|ausbildung|bildung|bildungsweg|schulbildung|studium|formacion|formacionacademica|educacion|estudios|formation|formations|etudes|istruzione|formazione|studi|opleiding|opleidingen|onderwijs|edukacja|wyksztalcenie|academic|academics)$/,
  skills: /^(habilidades|competencias|conhecimentos|skills|technicalskills|hardskills|tecnologias|technologies|techstack|stack|kenntnisse|faehigkeiten|fahigkeiten|kompetenzen|fertigkeiten|competences|competencestechniques|conocimientos|competenze|abilita|vaardigheden|competenties|umiejetnosci|kompetencje|habilidadeseconhecimento|habilidadesetecnologias)$/,
  languages: /^(idiomas|linguas|languages|sprachen|sprachkenntnisse|langues|lingue|talen|jezyki|talenkennis)$/,
  company: /^(empresa|companhia|company|employer|organization|organisation|organizacao|firma|unternehmen|arbeitgeber|entreprise|employeur|azienda|datoredilavoro|bedrijf|werkgever|pracodawca|enterprise|companyname|empresaname)$/,
  role: /^(cargo|funcao|role|position|title|jobtitle|funktion|rolle|stelle|poste|fonction|puesto|ruolo|mansione|functie|rol|stanowisko|titulo|titel)$/,
  institution: /^(instituicao|instituto|escola|universidade|faculdade|institution|school|university|college|hochschule|schule|universitaet|universitat|institut|ecole|etablissement|universidad|centro|istituto|scuola|universita|ateneo|onderwijsinstelling|instelling|uczelnia|szkola)$/,
  degree: /^(curso|grau|degree|studytype|diploma|qualification|abschluss|studiengang|fach|titulacion|titre|titolo|opleiding|kierunek|stopien|area|course|program|programme)$/,
  period: /^(periodo|period|duration|duracao|date|dates|data|datum|zeitraum|dauer|fecha|fechas|periode|okres|year|years|ano|anos|jahr|when|quando|time|timeframe|timespan|concluidoem|conclusao)$/,
  start: /^(inicio|start|startdate|from|von|desde|debut|dal|van|od|begin|datainicio|datadeinicio)$/,
  end: /^(fim|termino|end|enddate|to|bis|hasta|fin|al|tot|do|datafim|datadetermino)$/,
  tasks: /^(atividades|tarefas|responsabilidades|atribuicoes|highlights|achievements|tasks|responsibilities|duties|aufgaben|taetigkeiten|tatigkeiten|verantwortlichkeiten|actividades|logros|taches|missions|realisations|attivita|mansioni|taken|werkzaamheden|obowiazki|zadania|bullets|items)$/,
  description: /^(descricao|description|descripcion|beschreibung|summary|resumo|atuacao|details|detalhes|dettagli|omschrijving|opis|text|texto|content)$/,
  location: /^(local|localizacao|cidade|location|city|ort|standort|wohnort|ubicacion|ciudad|lieu|ville|luogo|citta|plaats|woonplaats|miejsce|miasto)$/,
  email: /^(email|mail|correo|courriel|emailpessoal)$/,
  phone: /^(telefone|telefon|phone|telephone|telefono|tel|celular|mobile|whatsapp|telefonewpp|handy|mobil|cellulare|numer)$/,
  languageName: /^(idioma|lingua|language|name|nome|sprache|langue|taal|jezyk)$/,
  languageLevel: /^(nivel|level|fluency|niveau|livello|proficiency|stufe|poziom)$/,
}

const find = (obj: Obj, pattern: RegExp): Json => {
  for (const [key, value] of Object.entries(obj)) if (pattern.test(keyOf(key))) return value
  return undefined
}
const findStr = (obj: Obj, pattern: RegExp): string => {
  for (const [key, value] of Object.entries(obj)) if (pattern.test(keyOf(key)) && str(value)) return str(value)
  return ''
}
/** A list of entries written as an array, or as an object of entries (`{ atual: {…}, ultima: {…} }`). */
const entriesOf = (value: Json): Obj[] => (Array.isArray(value) ? value.filter(isObj) : isObj(value) && Object.values(value).every(isObj) ? (Object.values(value) as Obj[]) : [])
const textsOf = (value: Json): string[] =>
  Array.isArray(value) ? value.flatMap((item) => (isObj(item) ? [findStr(item, /^(text|texto|item|name|nome)$/)] : [str(item)])).filter(Boolean) : str(value) ? [str(value)] : []
const datesIn = (item: Obj): { startDate?: string; endDate?: string } => {
  const period = find(item, K.period)
  if (isObj(period)) return datesIn(period)
  const start = findStr(item, K.start)
  if (start && isoDate(start)) {
    const end = findStr(item, K.end)
    if (!end || ONGOING.test(fold(end))) return { startDate: isoDate(start) }
    return isoDate(end) ? { startDate: isoDate(start), endDate: isoDate(end) } : {}
  }
  return range(findStr(item, K.period))
}

/** A keyed CV (its own layout, keys in the author's language) as JSON Resume, or undefined. */
export function fromKeyed(input: Obj): JsonResume | undefined {
  const people = [input, ...Object.entries(input).filter(([key, value]) => K.person.test(keyOf(key)) && isObj(value)).map(([, value]) => value as Obj)]
  const name = people.map((obj) => findStr(obj, K.name)).find(Boolean) ?? ''
  if (!name || name.length > 60) return undefined
  const fromPeople = (pattern: RegExp): string => people.map((obj) => findStr(obj, pattern)).find(Boolean) ?? ''
  const sectionOf = (pattern: RegExp): Json => find(input, pattern)
  const work = entriesOf(sectionOf(K.work))
    .map((item) => {
      const tasks = textsOf(find(item, K.tasks))
      const description = str(find(item, K.description))
      return compact({
        name: findStr(item, K.company) || findStr(item, /^(nome|name|nombre|nom|naam|nazwa)$/),
        position: findStr(item, K.role),
        location: findStr(item, K.location),
        ...datesIn(item),
        summary: description,
        highlights: tasks.length > 1 || !description ? tasks : [],
      })
    })
    .filter((item) => item.name && item.position)
  const education = entriesOf(sectionOf(K.education))
    .map((item) => compact({ institution: findStr(item, K.institution), studyType: findStr(item, K.degree) || findStr(item, /^(title|titulo|titel|titre|titolo|tytul|name|nome)$/), ...datesIn(item) }))
    .filter((item) => item.institution && item.studyType)
  const skillsValue = sectionOf(K.skills)
  let skills: Obj[] = []
  if (Array.isArray(skillsValue) && skillsValue.every((item) => typeof item === 'string')) skills = [{ name: '', keywords: skillsValue.map(str).filter(Boolean) }]
  else if (Array.isArray(skillsValue))
    skills = skillsValue.filter(isObj).map((item) => {
      const keywords = Object.values(item).find((value) => Array.isArray(value))
      return compact({ name: findStr(item, /^(categoria|category|kategorie|categorie|kategoria|name|nome|titulo|title|tech|skill)$/), keywords: Array.isArray(keywords) ? keywords.map(str).filter(Boolean) : [] })
    })
  else if (isObj(skillsValue))
    skills = Object.entries(skillsValue)
      .filter(([, value]) => Array.isArray(value) && value.every((item) => typeof item === 'string'))
      .map(([key, value]) => ({ name: key, keywords: (value as Json[]).map(str).filter(Boolean) }))
  skills = skills.filter((item) => item.name || (Array.isArray(item.keywords) && item.keywords.length > 0))
  const languagesValue = sectionOf(K.languages)
  const languages = Array.isArray(languagesValue)
    ? languagesValue.map((item) => (isObj(item) ? compact({ language: findStr(item, K.languageName), fluency: findStr(item, K.languageLevel) }) : { language: str(item) })).filter((item) => item.language)
    : isObj(languagesValue)
      ? Object.entries(languagesValue).filter(([, value]) => str(value)).map(([key, value]) => ({ language: key, fluency: str(value) }))
      : []
  const summary = str(sectionOf(K.summary)) || fromPeople(K.summary)
  const location = fromPeople(K.location)
  return compact({
    basics: compact({
      name,
      label: fromPeople(K.label),
      email: fromPeople(K.email),
      phone: fromPeople(K.phone),
      summary: summary.length < 2000 ? summary : '',
      location: location ? { city: location } : '',
    }),
    work,
    education,
    skills,
    languages,
  }) as JsonResume
}

/** Any CV JSON this collects, as JSON Resume with the layout it came in; undefined when it is none. */
export function toJsonResume(value: Json): { resume: JsonResume; layout: Layout } | undefined {
  if (!isObj(value)) return undefined
  const entries = (resume: Obj): number => (Array.isArray(resume.work) ? resume.work.length : 0) + (Array.isArray(resume.education) ? resume.education.length : 0)
  const basics = value.basics
  if (isObj(basics) && str(basics.name) && entries(value) >= 1 && !isObj(value.sections)) return { resume: value as JsonResume, layout: 'json-resume' }
  if (isObj(value.sections) || (isObj(value.data) && isObj((value.data as Obj).sections))) {
    const resume = fromReactiveResume(value)
    return resume && str(resume.basics.name) && entries(resume) >= 1 ? { resume, layout: 'reactive-resume' } : undefined
  }
  const resume = fromKeyed(value)
  return resume && entries(resume) >= 2 ? { resume, layout: 'keyed' } : undefined
}
