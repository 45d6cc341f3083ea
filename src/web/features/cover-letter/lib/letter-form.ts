import {
  type LetterLayout,
  type LetterRecord,
  type LetterSalary,
  type NOTICE_ENDS,
  type NOTICE_UNITS,
} from '#shared/api/letters'
import type { Locale } from '#shared/i18n/locales'

// The letter document's form: what the writer fills in beside the text, to and from the API's fields.

export interface Form {
  cvId: string
  layout: LetterLayout
  company: string
  department: string
  contactName: string
  street: string
  postalCode: string
  city: string
  reference: string
  subject: string
  place: string
  salaryMin: string
  salaryMax: string
  currency: LetterSalary['currency']
  period: LetterSalary['period']
  noticeAmount: string
  noticeUnit: (typeof NOTICE_UNITS)[number]
  noticeEnds: (typeof NOTICE_ENDS)[number]
  startDate: string
  enclosures: string
  foldMarks: boolean
  senderName: string
  senderStreet: string
  senderPostalCode: string
  senderCity: string
  senderEmail: string
  senderPhone: string
}

const SENDER_KEYS = ['senderName', 'senderStreet', 'senderPostalCode', 'senderCity', 'senderEmail', 'senderPhone'] as const

const LAYOUT_FOR_LANGUAGE: Record<Locale, LetterLayout> = {
  de: 'din5008-a',
  en: 'uk',
  fr: 'fr',
  es: 'es',
  it: 'it',
  pt: 'pt',
  nl: 'din5008-a',
  pl: 'pl',
}

export function emptyForm(language: Locale, company: string): Form {
  return {
    cvId: '',
    layout: LAYOUT_FOR_LANGUAGE[language],
    company,
    department: '',
    contactName: '',
    street: '',
    postalCode: '',
    city: '',
    reference: '',
    subject: '',
    place: '',
    salaryMin: '',
    salaryMax: '',
    currency: language === 'pl' ? 'PLN' : 'EUR',
    period: 'year',
    noticeAmount: '',
    noticeUnit: 'months',
    noticeEnds: 'end-of-month',
    startDate: '',
    enclosures: '',
    foldMarks: false,
    senderName: '',
    senderStreet: '',
    senderPostalCode: '',
    senderCity: '',
    senderEmail: '',
    senderPhone: '',
  }
}

export function formOf(letter: LetterRecord): Form {
  return {
    cvId: letter.cvId ?? '',
    layout: letter.layout,
    company: letter.recipient.company,
    department: letter.recipient.department,
    contactName: letter.recipient.contactName,
    street: letter.recipient.street,
    postalCode: letter.recipient.postalCode,
    city: letter.recipient.city,
    reference: letter.reference,
    subject: letter.subject,
    place: letter.place,
    salaryMin: letter.salary ? String(letter.salary.min) : '',
    salaryMax: letter.salary?.max != null ? String(letter.salary.max) : '',
    currency: letter.salary?.currency ?? 'EUR',
    period: letter.salary?.period ?? 'year',
    noticeAmount: letter.notice ? String(letter.notice.amount) : '',
    noticeUnit: letter.notice?.unit ?? 'months',
    noticeEnds: letter.notice?.ends ?? 'end-of-month',
    startDate: letter.startDate ?? '',
    enclosures: letter.enclosures.join('\n'),
    foldMarks: letter.foldMarks,
    senderName: letter.sender?.name ?? '',
    senderStreet: letter.sender?.street ?? '',
    senderPostalCode: letter.sender?.postalCode ?? '',
    senderCity: letter.sender?.city ?? '',
    senderEmail: letter.sender?.email ?? '',
    senderPhone: letter.sender?.phone ?? '',
  }
}

export const whole = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : null)

/** The fields the API takes, from the form (empty numbers leave salary and notice out). */
export function fieldsOf(form: Form, content: string, language: Locale) {
  const min = whole(form.salaryMin)
  const amount = whole(form.noticeAmount)
  return {
    cvId: form.cvId,
    content,
    language,
    layout: form.layout,
    recipient: {
      company: form.company,
      department: form.department,
      contactName: form.contactName,
      street: form.street,
      postalCode: form.postalCode,
      city: form.city,
    },
    reference: form.reference,
    subject: form.subject,
    place: form.place,
    salary: min === null ? null : { min, max: whole(form.salaryMax), currency: form.currency, period: form.period },
    notice: amount === null ? null : { amount, unit: form.noticeUnit, ends: form.noticeEnds },
    startDate: form.startDate || null,
    enclosures: form.enclosures.split('\n').map((line) => line.trim()).filter(Boolean),
    foldMarks: form.foldMarks,
    // Only what the writer typed overrides the CV; nothing typed keeps the CV's details.
    sender: SENDER_KEYS.some((key) => form[key].trim() !== '')
      ? {
          name: form.senderName,
          street: form.senderStreet,
          postalCode: form.senderPostalCode,
          city: form.senderCity,
          email: form.senderEmail,
          phone: form.senderPhone,
        }
      : null,
  }
}
