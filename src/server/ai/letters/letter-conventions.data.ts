import type { LetterTemplateType } from '#shared/api/ai'
import type { Locale } from '#shared/i18n/locales'

import type { ContactPerson } from '#server/ai/job-ad/detect-job-ad'

// The layout of a business letter in each language (docs/spec/domain/letters.md §4): what comes in which order,
// how the subject line is marked, how the reader is greeted and how the letter closes. The
// greeting follows the contact person of the ad when it names one.

export type BlockOrder = 'recipient-then-date' | 'date-then-recipient'

export type LetterConventions = {
  order: BlockOrder
  // UK block style puts the subject between salutation and body.
  subjectAfterSalutation: boolean
  subject: Record<LetterTemplateType, (title: string) => string>
  reference: (ref: string) => string
  department: string
  companyPrefix: string
  contactLine: (contact: ContactPerson) => string
  salutation: (contact: ContactPerson | undefined) => string
  closing: (salutation: string, contact: ContactPerson | undefined) => string
  // DIN 5008: two blank lines after the subject, three for the handwritten signature.
  blankAfterSubject: number
  signatureBlankLines: number
  // German continues in lower case after the comma of the salutation.
  lowerAfterSalutation: boolean
  signaturePlaceholder: string
}

const withTitle = (c: ContactPerson) => (c.academicTitle ? `${c.academicTitle} ${c.surname}` : c.surname)
const startsWithVowel = (text: string) => /^[aeiouyàâäéèêëîïôöùûüh]/iu.test(text)

export const LETTER_CONVENTIONS: Record<Locale, LetterConventions> = {
  de: {
    order: 'recipient-then-date',
    subjectAfterSalutation: false,
    subject: {
      cover: (t) => `Bewerbung als ${t}`,
      motivation: (t) => `Motivationsschreiben – Bewerbung als ${t}`,
    },
    reference: (r) => ` – Kennziffer ${r}`,
    department: 'Personalabteilung',
    companyPrefix: '',
    contactLine: (c) =>
      `${c.gender === 'f' ? 'Frau ' : c.gender === 'm' ? 'Herrn ' : ''}${c.academicTitle ? `${c.academicTitle} ` : ''}${c.name}`,
    salutation: (c) =>
      c?.gender === 'f'
        ? `Sehr geehrte Frau ${withTitle(c)},`
        : c?.gender === 'm'
          ? `Sehr geehrter Herr ${withTitle(c)},`
          : 'Sehr geehrte Damen und Herren,',
    closing: () => 'Mit freundlichen Grüßen',
    blankAfterSubject: 2,
    signatureBlankLines: 3,
    lowerAfterSalutation: true,
    signaturePlaceholder: '[Ihr Name]',
  },
  en: {
    order: 'date-then-recipient',
    subjectAfterSalutation: true,
    subject: {
      cover: (t) => `Application for the position of ${t}`,
      motivation: (t) => `Motivation letter – ${t}`,
    },
    reference: (r) => ` (ref. ${r})`,
    department: 'Human Resources',
    companyPrefix: '',
    contactLine: (c) =>
      `${c.academicTitle ? 'Dr ' : c.gender === 'f' ? 'Ms ' : c.gender === 'm' ? 'Mr ' : ''}${c.name}`,
    // UK: no full stop after Ms, Mr or Dr.
    salutation: (c) =>
      !c
        ? 'Dear Hiring Manager,'
        : c.academicTitle
          ? `Dear Dr ${c.surname},`
          : c.gender === 'f'
            ? `Dear Ms ${c.surname},`
            : c.gender === 'm'
              ? `Dear Mr ${c.surname},`
              : `Dear ${c.name},`,
    // "Yours sincerely" when the reader is named, "Yours faithfully" otherwise.
    closing: (_s, c) => (c ? 'Yours sincerely,' : 'Yours faithfully,'),
    blankAfterSubject: 1,
    signatureBlankLines: 2,
    lowerAfterSalutation: false,
    signaturePlaceholder: '[Your name]',
  },
  fr: {
    order: 'recipient-then-date',
    subjectAfterSalutation: false,
    subject: {
      cover: (t) => `Objet : Candidature au poste ${startsWithVowel(t) ? 'd’' : 'de '}${t}`,
      motivation: (t) => `Objet : Lettre de motivation – poste ${startsWithVowel(t) ? 'd’' : 'de '}${t}`,
    },
    reference: (r) => ` (réf. ${r})`,
    department: 'Service des ressources humaines',
    companyPrefix: '',
    contactLine: (c) =>
      `À l’attention de ${c.gender === 'f' ? 'Madame ' : c.gender === 'm' ? 'Monsieur ' : ''}${c.name}`,
    salutation: (c) =>
      c?.gender === 'f' ? 'Madame,' : c?.gender === 'm' ? 'Monsieur,' : 'Madame, Monsieur,',
    closing: (s) => `Veuillez agréer, ${s.replace(/,$/, '')}, l’expression de mes salutations distinguées.`,
    blankAfterSubject: 1,
    signatureBlankLines: 2,
    lowerAfterSalutation: false,
    signaturePlaceholder: '[Votre nom]',
  },
  es: {
    order: 'recipient-then-date',
    subjectAfterSalutation: false,
    subject: {
      cover: (t) => `Asunto: Candidatura al puesto de ${t}`,
      motivation: (t) => `Asunto: Carta de motivación – puesto de ${t}`,
    },
    reference: (r) => ` (ref. ${r})`,
    department: 'Departamento de Recursos Humanos',
    companyPrefix: '',
    contactLine: (c) =>
      `A la atención de ${c.gender === 'f' ? 'Sra. ' : c.gender === 'm' ? 'Sr. ' : ''}${c.name}`,
    salutation: (c) =>
      c?.gender === 'f'
        ? `Estimada Sra. ${c.surname}:`
        : c?.gender === 'm'
          ? `Estimado Sr. ${c.surname}:`
          : 'Estimado/a Sr./Sra.:',
    closing: () => 'Atentamente,',
    blankAfterSubject: 1,
    signatureBlankLines: 2,
    lowerAfterSalutation: false,
    signaturePlaceholder: '[Su nombre]',
  },
  it: {
    order: 'recipient-then-date',
    subjectAfterSalutation: false,
    subject: {
      cover: (t) => `Oggetto: Candidatura per la posizione di ${t}`,
      motivation: (t) => `Oggetto: Lettera motivazionale – posizione di ${t}`,
    },
    reference: (r) => ` (rif. ${r})`,
    department: 'Ufficio Risorse Umane',
    companyPrefix: 'Spett.le ',
    contactLine: (c) =>
      `Alla c.a. ${c.gender === 'f' ? 'della Sig.ra ' : c.gender === 'm' ? 'del Sig. ' : 'di '}${c.name}`,
    salutation: (c) =>
      c?.gender === 'f'
        ? `Gentile Sig.ra ${c.surname},`
        : c?.gender === 'm'
          ? `Gentile Sig. ${c.surname},`
          : 'Gentile Responsabile della selezione,',
    closing: () => 'Distinti saluti,',
    blankAfterSubject: 1,
    signatureBlankLines: 2,
    lowerAfterSalutation: false,
    signaturePlaceholder: '[Il Suo nome]',
  },
  pt: {
    order: 'recipient-then-date',
    subjectAfterSalutation: false,
    subject: {
      cover: (t) => `Assunto: Candidatura ao cargo de ${t}`,
      motivation: (t) => `Assunto: Carta de motivação – cargo de ${t}`,
    },
    reference: (r) => ` (ref.ª ${r})`,
    department: 'Departamento de Recursos Humanos',
    companyPrefix: '',
    contactLine: (c) =>
      `A/C ${c.gender === 'f' ? 'Exma. Sra. ' : c.gender === 'm' ? 'Exmo. Sr. ' : ''}${c.name}`,
    salutation: (c) =>
      c?.gender === 'f'
        ? `Exma. Sra. ${c.name},`
        : c?.gender === 'm'
          ? `Exmo. Sr. ${c.name},`
          : 'Exmos. Senhores,',
    closing: () => 'Com os melhores cumprimentos,',
    blankAfterSubject: 1,
    signatureBlankLines: 2,
    lowerAfterSalutation: false,
    signaturePlaceholder: '[O seu nome]',
  },
  nl: {
    order: 'recipient-then-date',
    subjectAfterSalutation: false,
    subject: {
      cover: (t) => `Betreft: sollicitatie naar de functie van ${t}`,
      motivation: (t) => `Betreft: motivatiebrief – functie van ${t}`,
    },
    reference: (r) => ` (ref. ${r})`,
    department: 't.a.v. de afdeling HR',
    companyPrefix: '',
    contactLine: (c) =>
      `t.a.v. ${c.gender === 'f' ? 'mevrouw ' : c.gender === 'm' ? 'de heer ' : ''}${c.name}`,
    salutation: (c) =>
      c?.gender === 'f'
        ? `Geachte mevrouw ${c.surname},`
        : c?.gender === 'm'
          ? `Geachte heer ${c.surname},`
          : 'Geachte heer/mevrouw,',
    closing: () => 'Met vriendelijke groet,',
    blankAfterSubject: 1,
    signatureBlankLines: 2,
    lowerAfterSalutation: false,
    signaturePlaceholder: '[Uw naam]',
  },
  pl: {
    // Place and date stand at the top right, before the recipient.
    order: 'date-then-recipient',
    subjectAfterSalutation: false,
    subject: {
      cover: (t) => `Dotyczy: oferty pracy na stanowisko ${t}`,
      motivation: (t) => `Dotyczy: list motywacyjny – stanowisko ${t}`,
    },
    reference: (r) => ` (nr ref. ${r})`,
    department: 'Dział Kadr',
    companyPrefix: '',
    contactLine: (c) => `${c.gender === 'f' ? 'Pani ' : c.gender === 'm' ? 'Pan ' : ''}${c.name}`,
    salutation: (c) =>
      c?.gender === 'f' ? 'Szanowna Pani,' : c?.gender === 'm' ? 'Szanowny Panie,' : 'Szanowni Państwo,',
    closing: () => 'Z poważaniem,',
    blankAfterSubject: 1,
    signatureBlankLines: 2,
    lowerAfterSalutation: false,
    signaturePlaceholder: '[Imię i nazwisko]',
  },
}
