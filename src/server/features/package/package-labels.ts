import type { DocumentKind } from '#shared/api/documents'
import type { PackagePreset } from '#shared/api/package'
import type { Locale } from '#shared/i18n/locales'

// The words printed in an application package, in the CV's language (like the CV's own labels in
// src/documents/cv/labels.ts). Switzerland and Austria say "Beilagen"; Austria "Dienstzeugnis";
// Swiss German writes no ß (none of these words has one).

export interface PackageLabels {
  /** The file name's first word and the cover's heading. */
  application: string
  applicationAs: (position: string) => string
  at: (company: string) => string
  contents: string
  cover: string
  letter: string
  cv: string
  enclosures: string
  enclosureList: string
  /** The optional third page's title when the user gives none (docs/decisions/package-third-page.md). */
  thirdPage: string
  kinds: Record<DocumentKind, string>
  pages: (count: number) => string
}

const LABELS: Record<Locale, PackageLabels> = {
  de: {
    application: 'Bewerbung',
    applicationAs: (position) => `Bewerbung als ${position}`,
    at: (company) => `bei ${company}`,
    contents: 'Inhalt',
    cover: 'Deckblatt',
    letter: 'Anschreiben',
    cv: 'Lebenslauf',
    enclosures: 'Anlagen',
    enclosureList: 'Anlagenverzeichnis',
    thirdPage: 'Was Sie noch über mich wissen sollten',
    kinds: { zeugnis: 'Arbeitszeugnis', certificate: 'Zeugnis / Zertifikat', other: 'Nachweis' },
    pages: (count) => (count === 1 ? '1 Seite' : `${count} Seiten`),
  },
  en: {
    application: 'Application',
    applicationAs: (position) => `Application for the position of ${position}`,
    at: (company) => `at ${company}`,
    contents: 'Contents',
    cover: 'Cover page',
    letter: 'Cover letter',
    cv: 'CV',
    enclosures: 'Enclosures',
    enclosureList: 'List of enclosures',
    thirdPage: 'More about me',
    kinds: { zeugnis: 'Employer reference', certificate: 'Certificate', other: 'Document' },
    pages: (count) => (count === 1 ? '1 page' : `${count} pages`),
  },
  fr: {
    application: 'Candidature',
    applicationAs: (position) => `Candidature au poste de ${position}`,
    at: (company) => `chez ${company}`,
    contents: 'Sommaire',
    cover: 'Page de garde',
    letter: 'Lettre de motivation',
    cv: 'CV',
    enclosures: 'Pièces jointes',
    enclosureList: 'Liste des pièces jointes',
    thirdPage: 'Ce que vous devriez encore savoir sur moi',
    kinds: { zeugnis: 'Certificat de travail', certificate: 'Diplôme / certificat', other: 'Justificatif' },
    pages: (count) => (count === 1 ? '1 page' : `${count} pages`),
  },
  es: {
    application: 'Candidatura',
    applicationAs: (position) => `Candidatura al puesto de ${position}`,
    at: (company) => `en ${company}`,
    contents: 'Índice',
    cover: 'Portada',
    letter: 'Carta de presentación',
    cv: 'Currículum',
    enclosures: 'Anexos',
    enclosureList: 'Lista de anexos',
    thirdPage: 'Lo que aún debería saber de mí',
    kinds: { zeugnis: 'Certificado laboral', certificate: 'Título / certificado', other: 'Documento' },
    pages: (count) => (count === 1 ? '1 página' : `${count} páginas`),
  },
  it: {
    application: 'Candidatura',
    applicationAs: (position) => `Candidatura per la posizione di ${position}`,
    at: (company) => `presso ${company}`,
    contents: 'Indice',
    cover: 'Copertina',
    letter: 'Lettera di presentazione',
    cv: 'Curriculum vitae',
    enclosures: 'Allegati',
    enclosureList: 'Elenco degli allegati',
    thirdPage: 'Cosa dovreste ancora sapere di me',
    kinds: { zeugnis: 'Referenza del datore di lavoro', certificate: 'Diploma / certificato', other: 'Documento' },
    pages: (count) => (count === 1 ? '1 pagina' : `${count} pagine`),
  },
  pt: {
    application: 'Candidatura',
    applicationAs: (position) => `Candidatura ao cargo de ${position}`,
    at: (company) => `na ${company}`,
    contents: 'Índice',
    cover: 'Capa',
    letter: 'Carta de apresentação',
    cv: 'Currículo',
    enclosures: 'Anexos',
    enclosureList: 'Lista de anexos',
    thirdPage: 'O que ainda deve saber sobre mim',
    kinds: { zeugnis: 'Declaração do empregador', certificate: 'Diploma / certificado', other: 'Documento' },
    pages: (count) => (count === 1 ? '1 página' : `${count} páginas`),
  },
  nl: {
    application: 'Sollicitatie',
    applicationAs: (position) => `Sollicitatie als ${position}`,
    at: (company) => `bij ${company}`,
    contents: 'Inhoud',
    cover: 'Voorblad',
    letter: 'Sollicitatiebrief',
    cv: 'Cv',
    enclosures: 'Bijlagen',
    enclosureList: 'Lijst van bijlagen',
    thirdPage: 'Wat u nog over mij moet weten',
    kinds: { zeugnis: 'Werkgeversverklaring', certificate: 'Diploma / certificaat', other: 'Document' },
    pages: (count) => (count === 1 ? '1 pagina' : `${count} pagina’s`),
  },
  pl: {
    application: 'Aplikacja',
    applicationAs: (position) => `Aplikacja na stanowisko ${position}`,
    at: (company) => `w ${company}`,
    contents: 'Spis treści',
    cover: 'Strona tytułowa',
    letter: 'List motywacyjny',
    cv: 'CV',
    enclosures: 'Załączniki',
    enclosureList: 'Wykaz załączników',
    thirdPage: 'Co jeszcze warto o mnie wiedzieć',
    kinds: { zeugnis: 'Świadectwo pracy', certificate: 'Dyplom / certyfikat', other: 'Dokument' },
    pages: (count) => (count === 1 ? '1 strona' : count % 10 >= 2 && count % 10 <= 4 && (count % 100 < 10 || count % 100 >= 20) ? `${count} strony` : `${count} stron`),
  },
}

/** The labels of a language, with the Swiss and Austrian words where a German package is for there. */
export function packageLabels(language: Locale, preset: PackagePreset): PackageLabels {
  const labels = LABELS[language]
  if (language !== 'de' || preset === 'de-classic' || preset === 'de-online') return labels
  const enclosures = { enclosures: 'Beilagen', enclosureList: 'Beilagenverzeichnis' }
  if (preset === 'ch') return { ...labels, ...enclosures, application: 'Bewerbung', cover: 'Titelblatt' }
  return { ...labels, ...enclosures, kinds: { ...labels.kinds, zeugnis: 'Dienstzeugnis' } }
}
