import type { Cv, Lang } from './model'

// The labels people put before personal details, in each language, and the lines built from them.

type Labels = {
  fullName: string
  firstName: string
  lastName: string
  birth: string
  nationality: string
  phone: string
  mobile: string
  email: string
  address: string
  institution: string
  period: string
  position: string
  employer: string
  degree: string
  tasks: string
  /** Before a grade: "Note: 1,6". */
  grade: string
}

// prettier-ignore
export const LABELS: Record<Lang, Labels> = {
  de: { fullName: 'Name', firstName: 'Vorname', lastName: 'Name', birth: 'Geburtsdatum', nationality: 'Staatsangehörigkeit', phone: 'Telefon', mobile: 'Mobil', email: 'E-Mail', address: 'Anschrift', institution: 'Schule/Hochschule', period: 'Zeitraum', position: 'Position', employer: 'Arbeitgeber', degree: 'Abschluss', tasks: 'Aufgaben', grade: 'Note' },
  en: { fullName: 'Name', firstName: 'First name', lastName: 'Surname', birth: 'Date of birth', nationality: 'Nationality', phone: 'Phone', mobile: 'Mobile', email: 'Email', address: 'Address', institution: 'Institution', period: 'Period', position: 'Position', employer: 'Employer', degree: 'Qualification', tasks: 'Responsibilities', grade: 'Grade' },
  fr: { fullName: 'Nom complet', firstName: 'Prénom', lastName: 'Nom', birth: 'Date de naissance', nationality: 'Nationalité', phone: 'Tél', mobile: 'Portable', email: 'E-mail', address: 'Adresse', institution: 'Établissement', period: 'Période', position: 'Poste', employer: 'Employeur', degree: 'Diplôme', tasks: 'Missions', grade: 'Mention' },
  es: { fullName: 'Nombre completo', firstName: 'Nombre', lastName: 'Apellidos', birth: 'Fecha de nacimiento', nationality: 'Nacionalidad', phone: 'Teléfono', mobile: 'Móvil', email: 'Correo electrónico', address: 'Dirección', institution: 'Institución', period: 'Período', position: 'Cargo', employer: 'Empresa', degree: 'Titulación', tasks: 'Funciones', grade: 'Nota media' },
  it: { fullName: 'Nome e cognome', firstName: 'Nome', lastName: 'Cognome', birth: 'Data di nascita', nationality: 'Nazionalità', phone: 'Telefono', mobile: 'Cellulare', email: 'E-mail', address: 'Indirizzo', institution: 'Istituto', period: 'Periodo', position: 'Ruolo', employer: 'Datore di lavoro', degree: 'Titolo', tasks: 'Mansioni', grade: 'Voto' },
  pt: { fullName: 'Nome completo', firstName: 'Nome próprio', lastName: 'Apelido', birth: 'Data de nascimento', nationality: 'Nacionalidade', phone: 'Telefone', mobile: 'Telemóvel', email: 'E-mail', address: 'Morada', institution: 'Instituição', period: 'Período', position: 'Função', employer: 'Entidade empregadora', degree: 'Grau', tasks: 'Atividades', grade: 'Média' },
  nl: { fullName: 'Naam', firstName: 'Voornaam', lastName: 'Achternaam', birth: 'Geboortedatum', nationality: 'Nationaliteit', phone: 'Telefoon', mobile: 'Mobiel', email: 'E-mail', address: 'Adres', institution: 'Onderwijsinstelling', period: 'Periode', position: 'Functie', employer: 'Werkgever', degree: 'Diploma', tasks: 'Taken', grade: 'Cijfer' },
  pl: { fullName: 'Imię i nazwisko', firstName: 'Imię', lastName: 'Nazwisko', birth: 'Data urodzenia', nationality: 'Obywatelstwo', phone: 'Telefon', mobile: 'Tel. kom.', email: 'E-mail', address: 'Adres', institution: 'Uczelnia', period: 'Okres', position: 'Stanowisko', employer: 'Pracodawca', degree: 'Tytuł', tasks: 'Obowiązki', grade: 'Ocena' },
}

const BIRTH_PLACE: Record<Lang, string> = { de: 'in', en: 'in', fr: 'à', es: 'en', it: 'a', pt: 'em', nl: 'te', pl: 'w' }

export const fullName = (cv: Cv): string => `${cv.firstName} ${cv.lastName}`

/** "14.06.1989 in Rostock" */
export const birthLine = (cv: Cv): string =>
  cv.birth ? `${cv.birth.date}${cv.birth.place ? ` ${BIRTH_PLACE[cv.lang]} ${cv.birth.place}` : ''}` : ''

/** "Lindenstraße 4, 18055 Rostock" */
export const addressLine = (cv: Cv): string =>
  [cv.street, [cv.postcode, cv.city].filter(Boolean).join(' '), cv.country].filter(Boolean).join(', ')

/** "B.Sc. Wirtschaftsinformatik": the content writes degree and field so that they read as one. */
export const degreeLine = (school: { degree: string; field: string }): string => `${school.degree} ${school.field}`.trim()

/** The place and date line above the signature. */
export const signatureLine = (cv: Cv): string => (cv.signature ? `${cv.signature.place}, ${cv.signature.date}` : '')
