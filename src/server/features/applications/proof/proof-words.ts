import type { ProofLanguage } from '#shared/api/application-proof'

// The words of the printed forms. They are the offices' words in the offices' languages (German for
// the Agentur für Arbeit and the AMS; German, French or Italian for the RAV), not interface texts,
// so they live here and not in the 8 interface catalogues.

export interface ProofWords {
  title: { DE: string; CH: string; AT: string }
  subtitle: { DE: string; CH: string; AT: string }
  name: string
  address: string
  number: { DE: string; CH: string; AT: string }
  period: string
  month: string
  target: string
  columns: {
    date: string
    employer: string
    /** The CSV's column of the employer alone (its address has a column of its own there). */
    employerName: string
    contact: string
    phone: string
    position: string
    assigned: string
    workload: string
    type: string
    typeWritten: string
    typeInPerson: string
    typePhone: string
    result: string
    timePlace: string
    amsProposal: string
  }
  yes: string
  no: string
  channel: { online: string; email: string; letter: string; phone: string; in_person: string }
  kind: { job_fair: string; recruiter_talk: string; information_event: string }
  result: {
    open: string
    interview: string
    offer: string
    hired: string
    rejected: string
    no_answer: string
    withdrew: string
    declined: string
  }
  fullTime: string
  partTime: string
  none: string
  count: string
  declaration: string
  placeDate: string
  signature: string
  footer: string
}

const de: ProofWords = {
  title: {
    DE: 'Nachweis der Eigenbemühungen',
    CH: 'Nachweis der persönlichen Arbeitsbemühungen',
    AT: 'Bewerbungsliste',
  },
  subtitle: {
    DE: 'für die Agentur für Arbeit / das Jobcenter',
    CH: 'für das RAV (Aufbau wie Formular 716.007)',
    AT: 'für das Arbeitsmarktservice (AMS)',
  },
  name: 'Name, Vorname',
  address: 'Anschrift',
  number: { DE: 'Kundennummer / BG-Nummer', CH: 'AHV-Nummer', AT: 'AMS-Nummer' },
  period: 'Zeitraum',
  month: 'Monat',
  target: 'Zahl der Bemühungen',
  columns: {
    date: 'Datum',
    employer: 'Arbeitgeber und Anschrift',
    employerName: 'Arbeitgeber',
    contact: 'Ansprechperson',
    phone: 'Telefon',
    position: 'Stelle',
    assigned: 'Zuweisung RAV',
    workload: 'Pensum',
    type: 'Art der Bewerbung',
    typeWritten: 'schriftlich / elektronisch',
    typeInPerson: 'persönlich',
    typePhone: 'telefonisch',
    result: 'Ergebnis',
    timePlace: 'Zeit und Ort',
    amsProposal: 'AMS-Vorschlag',
  },
  yes: 'ja',
  no: 'nein',
  channel: { online: 'online', email: 'per E-Mail', letter: 'schriftlich (Post)', phone: 'telefonisch', in_person: 'persönlich' },
  kind: { job_fair: 'Jobmesse', recruiter_talk: 'Gespräch mit Personalvermittlung', information_event: 'Informationsveranstaltung' },
  result: {
    open: 'offen',
    interview: 'Vorstellungsgespräch',
    offer: 'Angebot erhalten',
    hired: 'Anstellung',
    rejected: 'Absage',
    no_answer: 'keine Antwort',
    withdrew: 'Bewerbung zurückgezogen',
    declined: 'Angebot abgelehnt',
  },
  fullTime: 'Vollzeit',
  partTime: 'Teilzeit',
  none: '—',
  count: 'Anzahl',
  declaration: 'Ich bestätige, dass die Angaben vollständig sind und der Wahrheit entsprechen.',
  placeDate: 'Ort, Datum',
  signature: 'Unterschrift',
  footer: 'Erstellt mit ApplyKit aus den eigenen Angaben der Person. Es enthält nur erfasste Bemühungen.',
}

const fr: ProofWords = {
  title: {
    DE: 'Nachweis der Eigenbemühungen',
    CH: 'Preuves des recherches personnelles effectuées en vue de trouver un emploi',
    AT: 'Bewerbungsliste',
  },
  subtitle: { DE: '', CH: 'pour l’ORP (présentation du formulaire 716.007)', AT: '' },
  name: 'Nom, prénom',
  address: 'Adresse',
  number: { DE: 'Kundennummer / BG-Nummer', CH: 'Numéro AVS', AT: 'AMS-Nummer' },
  period: 'Période',
  month: 'Mois',
  target: 'Nombre de recherches',
  columns: {
    date: 'Date',
    employer: 'Entreprise et adresse',
    employerName: 'Entreprise',
    contact: 'Personne de contact',
    phone: 'Téléphone',
    position: 'Poste',
    assigned: 'Assignation ORP',
    workload: 'Taux',
    type: 'Type de candidature',
    typeWritten: 'écrite / électronique',
    typeInPerson: 'personnelle',
    typePhone: 'téléphonique',
    result: 'Résultat',
    timePlace: 'Heure et lieu',
    amsProposal: 'Proposition AMS',
  },
  yes: 'oui',
  no: 'non',
  channel: { online: 'en ligne', email: 'par e-mail', letter: 'par courrier', phone: 'par téléphone', in_person: 'en personne' },
  kind: { job_fair: 'Salon de l’emploi', recruiter_talk: 'Entretien avec une agence de placement', information_event: 'Séance d’information' },
  result: {
    open: 'en suspens',
    interview: 'entretien',
    offer: 'offre reçue',
    hired: 'engagement',
    rejected: 'refus',
    no_answer: 'pas de réponse',
    withdrew: 'candidature retirée',
    declined: 'offre refusée',
  },
  fullTime: 'plein temps',
  partTime: 'temps partiel',
  none: '—',
  count: 'Nombre',
  declaration: 'Je confirme que ces indications sont complètes et conformes à la vérité.',
  placeDate: 'Lieu, date',
  signature: 'Signature',
  footer: 'Établi avec ApplyKit à partir des indications de la personne. Il ne contient que les recherches saisies.',
}

const it: ProofWords = {
  title: {
    DE: 'Nachweis der Eigenbemühungen',
    CH: 'Prova delle ricerche personali d’impiego',
    AT: 'Bewerbungsliste',
  },
  subtitle: { DE: '', CH: 'per l’URC (struttura del modulo 716.007)', AT: '' },
  name: 'Cognome, nome',
  address: 'Indirizzo',
  number: { DE: 'Kundennummer / BG-Nummer', CH: 'Numero AVS', AT: 'AMS-Nummer' },
  period: 'Periodo',
  month: 'Mese',
  target: 'Numero di ricerche',
  columns: {
    date: 'Data',
    employer: 'Azienda e indirizzo',
    employerName: 'Azienda',
    contact: 'Persona di contatto',
    phone: 'Telefono',
    position: 'Posto',
    assigned: 'Assegnazione URC',
    workload: 'Grado',
    type: 'Tipo di candidatura',
    typeWritten: 'scritta / elettronica',
    typeInPerson: 'personale',
    typePhone: 'telefonica',
    result: 'Esito',
    timePlace: 'Ora e luogo',
    amsProposal: 'Proposta AMS',
  },
  yes: 'sì',
  no: 'no',
  channel: { online: 'online', email: 'per e-mail', letter: 'per posta', phone: 'per telefono', in_person: 'di persona' },
  kind: { job_fair: 'Fiera del lavoro', recruiter_talk: 'Colloquio con un’agenzia di collocamento', information_event: 'Incontro informativo' },
  result: {
    open: 'in sospeso',
    interview: 'colloquio',
    offer: 'offerta ricevuta',
    hired: 'assunzione',
    rejected: 'rifiuto',
    no_answer: 'nessuna risposta',
    withdrew: 'candidatura ritirata',
    declined: 'offerta rifiutata',
  },
  fullTime: 'tempo pieno',
  partTime: 'tempo parziale',
  none: '—',
  count: 'Numero',
  declaration: 'Confermo che le indicazioni sono complete e veritiere.',
  placeDate: 'Luogo, data',
  signature: 'Firma',
  footer: 'Redatto con ApplyKit in base alle indicazioni della persona. Contiene solo le ricerche registrate.',
}

export const PROOF_WORDS: Record<ProofLanguage, ProofWords> = { de, fr, it }
