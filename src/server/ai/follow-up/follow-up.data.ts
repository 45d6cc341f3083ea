import type { Locale } from '#shared/i18n/locales'

// The follow-up e-mail in the 8 languages: formal, gender-neutral where the language allows
// (no "interessiert/a", Polish in the passive), built only from what the tracker holds. Each
// sentence takes the facts it names; a fact the person did not give has its own sentence without it.

export type FollowUpPhrases = {
  subject: (role: string) => string
  greeting: (contact: string) => string
  applied: (facts: { company: string; role: string; date: string }) => string
  interest: string
  offer: string
  closing: string
}

const pick = (value: string, withIt: string, without: string) => (value ? withIt : without)

export const FOLLOW_UP: Record<Locale, FollowUpPhrases> = {
  en: {
    subject: (role) => pick(role, `Follow-up on my application as ${role}`, 'Follow-up on my application'),
    greeting: (contact) => pick(contact, `Dear ${contact},`, 'Dear Sir or Madam,'),
    applied: ({ company, role, date }) =>
      `${date ? `On ${date} I` : 'I recently'} ${role ? `applied for the position of ${role} at ${company}` : `sent my application to ${company}`}.`,
    interest: 'I am still very interested in the position and would like to ask how the selection process is going and when I may expect to hear from you.',
    offer: 'I will gladly send any further documents or information you need.',
    closing: 'Kind regards',
  },
  de: {
    subject: (role) => pick(role, `Nachfrage zu meiner Bewerbung als ${role}`, 'Nachfrage zu meiner Bewerbung'),
    greeting: (contact) => pick(contact, `Guten Tag ${contact},`, 'Sehr geehrte Damen und Herren,'),
    applied: ({ company, role, date }) =>
      `${date ? `am ${date}` : 'vor Kurzem'} habe ich ${role ? `mich bei ${company} um die Stelle als ${role} beworben` : `meine Bewerbung an ${company} gesendet`}.`,
    interest: 'Ich interessiere mich weiterhin sehr für die Stelle und möchte mich erkundigen, wie der Stand des Auswahlverfahrens ist und wann ich mit einer Rückmeldung rechnen kann.',
    offer: 'Gerne sende ich Ihnen weitere Unterlagen oder Informationen, falls Sie diese benötigen.',
    closing: 'Mit freundlichen Grüßen',
  },
  fr: {
    subject: (role) => pick(role, `Suivi de ma candidature au poste de ${role}`, 'Suivi de ma candidature'),
    greeting: (contact) => pick(contact, `Bonjour ${contact},`, 'Madame, Monsieur,'),
    applied: ({ company, role, date }) =>
      `${date ? `Le ${date}, j’ai` : 'J’ai récemment'} ${role ? `posé ma candidature au poste de ${role} chez ${company}` : `envoyé ma candidature à ${company}`}.`,
    interest: 'Ce poste m’intéresse toujours vivement et je me permets de vous demander où en est le processus de sélection et quand je peux espérer une réponse.',
    offer: 'Je vous transmettrai volontiers tout document ou renseignement complémentaire.',
    closing: 'Cordialement',
  },
  es: {
    subject: (role) => pick(role, `Seguimiento de mi candidatura al puesto de ${role}`, 'Seguimiento de mi candidatura'),
    greeting: (contact) => pick(contact, `Buenos días, ${contact}:`, 'Estimados señores:'),
    applied: ({ company, role, date }) =>
      `${date ? `El ${date} envié` : 'Hace poco envié'} ${role ? `mi candidatura para el puesto de ${role} en ${company}` : `mi candidatura a ${company}`}.`,
    interest: 'El puesto me sigue interesando mucho y quisiera saber en qué fase se encuentra el proceso de selección y cuándo puedo esperar una respuesta.',
    offer: 'Con gusto les enviaré cualquier documento o información adicional que necesiten.',
    closing: 'Atentamente',
  },
  it: {
    subject: (role) => pick(role, `Aggiornamento sulla mia candidatura per il ruolo di ${role}`, 'Aggiornamento sulla mia candidatura'),
    greeting: (contact) => pick(contact, `Gentile ${contact},`, 'Buongiorno,'),
    applied: ({ company, role, date }) =>
      `${date ? `Il ${date} ho inviato` : 'Di recente ho inviato'} ${role ? `la mia candidatura per il ruolo di ${role} presso ${company}` : `la mia candidatura a ${company}`}.`,
    interest: 'Il ruolo continua a interessarmi molto e vorrei sapere a che punto è il processo di selezione e quando posso attendermi un riscontro.',
    offer: 'Resto volentieri a disposizione per ulteriori documenti o informazioni.',
    closing: 'Cordiali saluti',
  },
  pt: {
    subject: (role) => pick(role, `Seguimento da minha candidatura à função de ${role}`, 'Seguimento da minha candidatura'),
    greeting: (contact) => pick(contact, `Bom dia, ${contact},`, 'Exmos. Senhores,'),
    applied: ({ company, role, date }) =>
      `${date ? `Em ${date},` : 'Recentemente,'} ${role ? `candidatei-me à função de ${role} na empresa ${company}` : `enviei a minha candidatura à empresa ${company}`}.`,
    interest: 'A função continua a interessar-me muito e gostaria de saber em que fase se encontra o processo de seleção e quando poderei esperar uma resposta.',
    offer: 'Terei todo o gosto em enviar quaisquer documentos ou informações adicionais de que necessitem.',
    closing: 'Com os melhores cumprimentos',
  },
  nl: {
    subject: (role) => pick(role, `Navraag over mijn sollicitatie als ${role}`, 'Navraag over mijn sollicitatie'),
    greeting: (contact) => pick(contact, `Geachte ${contact},`, 'Geachte heer, mevrouw,'),
    applied: ({ company, role, date }) =>
      `${date ? `Op ${date} heb ik` : 'Onlangs heb ik'} ${role ? `gesolliciteerd naar de functie van ${role} bij ${company}` : `mijn sollicitatie naar ${company} gestuurd`}.`,
    interest: 'Ik ben nog steeds zeer geïnteresseerd in de functie en wil graag weten hoe het selectieproces verloopt en wanneer ik een reactie kan verwachten.',
    offer: 'Als u nog documenten of informatie nodig hebt, stuur ik die graag toe.',
    closing: 'Met vriendelijke groet',
  },
  pl: {
    subject: (role) => pick(role, `Pytanie o moją aplikację na stanowisko ${role}`, 'Pytanie o moją aplikację'),
    greeting: (contact) => pick(contact, 'Dzień dobry,', 'Szanowni Państwo,'),
    applied: ({ company, role, date }) =>
      `Moja aplikacja ${role ? `na stanowisko ${role} w firmie ${company}` : `do firmy ${company}`} została wysłana ${date ? date : 'niedawno'}.`,
    interest: 'Stanowisko nadal bardzo mnie interesuje. Uprzejmie proszę o informację, na jakim etapie jest proces rekrutacji i kiedy mogę spodziewać się odpowiedzi.',
    offer: 'Chętnie prześlę dodatkowe dokumenty lub informacje, jeśli będą potrzebne.',
    closing: 'Z poważaniem',
  },
}
