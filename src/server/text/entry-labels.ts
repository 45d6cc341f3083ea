import { foldHeading } from './headings'

// Labels that name the parts of a job or school entry in form-like CVs (Europass-style Word
// tables, "Período: … / Empresa: … / Cargo: …"), in the 8 product languages. Folded like headings.

export type EntryLabel = 'period' | 'employer' | 'role' | 'duties' | 'school' | 'degree' | 'grade' | 'place'

// prettier-ignore
const LABELS: Record<EntryLabel, readonly string[]> = {
  period: [
    'period', 'dates', 'date', 'duration', 'from to', 'time',
    'zeitraum', 'dauer', 'zeit', 'von bis', 'datum',
    'période', 'dates', 'du au', 'durée',
    'período', 'periodo', 'fechas', 'fecha', 'desde hasta', 'duración',
    'periodo', 'date', 'dal al', 'durata',
    'período', 'datas', 'duração',
    'periode', 'datum', 'van tot', 'duur',
    'okres', 'daty', 'od do', 'termin',
  ],
  employer: [
    'employer', 'company', 'organisation', 'organization', 'name of employer',
    'arbeitgeber', 'firma', 'unternehmen', 'betrieb', 'organisation',
    'employeur', 'entreprise', 'société', 'organisme',
    'empresa', 'empleador', 'organización', 'entidad',
    'azienda', 'datore di lavoro', 'società', 'ente',
    'empresa', 'empregador', 'entidade', 'organização',
    'werkgever', 'bedrijf', 'organisatie',
    'pracodawca', 'firma', 'zakład pracy', 'przedsiębiorstwo',
  ],
  role: [
    'position', 'job title', 'role', 'title', 'occupation', 'position held',
    'position', 'funktion', 'stelle', 'tätigkeit', 'berufsbezeichnung', 'rolle',
    'poste', 'fonction', 'intitulé du poste', 'emploi',
    'cargo', 'puesto', 'función', 'ocupación',
    'ruolo', 'posizione', 'mansione', 'qualifica', 'posizione ricoperta',
    'cargo', 'função', 'posição',
    'functie', 'rol', 'positie',
    'stanowisko', 'funkcja',
  ],
  duties: [
    'duties', 'responsibilities', 'tasks', 'main activities', 'activities', 'achievements',
    'aufgaben', 'tätigkeiten', 'verantwortung', 'aufgabenbereich', 'schwerpunkte',
    'missions', 'tâches', 'responsabilités', 'activités',
    'funciones', 'responsabilidades', 'tareas', 'logros',
    'mansioni', 'responsabilità', 'compiti', 'attività',
    'funções', 'tarefas', 'atividades', 'responsabilidades',
    'taken', 'werkzaamheden', 'verantwoordelijkheden',
    'obowiązki', 'zadania', 'zakres obowiązków',
  ],
  school: [
    'institution', 'school', 'university', 'college', 'institute',
    'schule', 'hochschule', 'universität', 'bildungseinrichtung', 'einrichtung', 'institut',
    'établissement', 'école', 'université', 'institut',
    'institución', 'centro', 'universidad', 'centro de estudios', 'escuela',
    'istituto', 'università', 'scuola', 'istituzione',
    'instituição', 'escola', 'universidade', 'estabelecimento de ensino',
    'instelling', 'school', 'onderwijsinstelling', 'universiteit', 'hogeschool',
    'uczelnia', 'szkoła', 'instytucja',
  ],
  degree: [
    'degree', 'qualification', 'diploma', 'course', 'programme', 'program',
    'abschluss', 'qualifikation', 'studiengang', 'ausbildung', 'bildungsgang',
    'diplôme', 'titre', 'formation', 'intitulé',
    'titulación', 'título', 'titulo', 'estudios',
    'titolo', 'titolo di studio', 'corso', 'qualifica conseguita',
    'grau', 'curso', 'habilitação',
    'diploma', 'opleiding', 'studie', 'graad',
    'tytuł', 'kierunek', 'specjalność', 'dyplom', 'tytuł zawodowy',
  ],
  grade: [
    'grade', 'gpa', 'final grade', 'note', 'abschlussnote', 'mention', 'nota', 'nota media', 'nota final', 'voto',
    'voto finale', 'média', 'classificação', 'cijfer', 'eindcijfer', 'ocena', 'ocena końcowa',
  ],
  place: ['place', 'location', 'city', 'ort', 'lieu', 'ville', 'lugar', 'ciudad', 'luogo', 'città', 'local', 'plaats', 'miejsce', 'miejscowość'],
}

const BY_PHRASE = new Map<string, EntryLabel>()
for (const [label, phrases] of Object.entries(LABELS) as Array<[EntryLabel, readonly string[]]>)
  for (const phrase of phrases) if (!BY_PHRASE.has(foldHeading(phrase))) BY_PHRASE.set(foldHeading(phrase), label)

const LABEL_LINE = /^([^:\t]{2,40}?)\s*:\s*(.*)$/su

/** "Empresa: Hospital La Fe" -> employer + "Hospital La Fe"; null when the text has no entry label. */
export function entryLabelOf(text: string): { label: EntryLabel; value: string } | null {
  const match = LABEL_LINE.exec(text.trim())
  if (!match?.[1]) return null
  // "Schule/Hochschule:", "Empresa / Entidad:": either part names the field.
  const parts = [match[1], ...match[1].split(/\s*\/\s*/)]
  const label = parts.map((part) => BY_PHRASE.get(foldHeading(part))).find((found) => found !== undefined)
  return label ? { label, value: (match[2] ?? '').trim() } : null
}

// Europass and form CVs state the job sought in a labelled row beside the personal details
// ("GEWÜNSCHTE BESCHÄFTIGUNG ⇥ Studienrätin …", "POSIZIONE RICOPERTA ⇥ Infermiere …").
// prettier-ignore
const DESIRED_JOB = [
  'position', 'job applied for', 'desired employment', 'desired position', 'preferred job', 'occupation desired',
  'gewünschte beschäftigung', 'gewünschte position', 'angestrebte position', 'angestrebte tätigkeit',
  'poste visé', 'emploi recherché', 'poste recherché', 'poste occupé',
  'puesto solicitado', 'empleo deseado', 'puesto deseado', 'ocupación deseada', 'empleo solicitado',
  'posizione ricoperta', 'occupazione desiderata', 'impiego desiderato', 'posizione desiderata',
  'emprego pretendido', 'cargo pretendido', 'posição pretendida', 'função pretendida',
  'gewenste functie', 'gewenste baan', 'beoogde functie',
  'stanowisko', 'preferowane stanowisko', 'zawód wykonywany', 'oczekiwane stanowisko',
].map(foldHeading)
const DESIRED_JOB_SET = new Set(DESIRED_JOB)
// A label wrapped in a narrow column keeps only its first word on the row ("GEWÜNSCHTE").
const DESIRED_JOB_FIRST_WORDS = new Set(
  DESIRED_JOB.filter((phrase) => phrase.includes(' ')).map((phrase) => phrase.split(' ')[0] ?? ''),
)
const GENERIC_FIRST_WORDS = new Set(['position', 'job'])

/** Whether a cell is the label of the job sought, whole or cut by a wrap. */
export function isDesiredJobLabel(cell: string): boolean {
  const folded = foldHeading(cell)
  return DESIRED_JOB_SET.has(folded) || (DESIRED_JOB_FIRST_WORDS.has(folded) && !GENERIC_FIRST_WORDS.has(folded))
}
