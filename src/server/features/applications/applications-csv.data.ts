import type { ApplicationStage } from '#shared/api/applications'

// What people write at the top of their own application spreadsheets, in the 8 languages of the app
// (en de fr es it pt nl pl), folded (lower case, no accents, ß → ss, see #server/text/fold). The first
// alias of each column is the header the export writes, so an exported file imports again.

export const COLUMN_ALIASES = {
  company: ['company', 'employer', 'firma', 'arbeitgeber', 'unternehmen', 'entreprise', 'societe', 'employeur', 'empresa', 'azienda', 'societa', 'datore di lavoro', 'bedrijf', 'werkgever', 'organisation', 'pracodawca'],
  role: ['role', 'position', 'job', 'job title', 'title', 'stelle', 'beruf', 'stellenbezeichnung', 'poste', 'emploi', 'puesto', 'cargo', 'posizione', 'ruolo', 'funcao', 'functie', 'vacature', 'stanowisko'],
  location: ['location', 'city', 'ort', 'arbeitsort', 'stadt', 'lieu', 'ville', 'ubicacion', 'ciudad', 'luogo', 'citta', 'localizacao', 'cidade', 'locatie', 'plaats', 'lokalizacja', 'miasto'],
  appliedAt: ['applied at', 'date', 'datum', 'bewerbungsdatum', 'applied', 'date de candidature', 'fecha', 'data', 'data candidatura', 'datum sollicitatie', 'data aplikacji'],
  stage: ['stage', 'status', 'stand', 'ergebnis', 'statut', 'etat', 'estado', 'stato', 'esito', 'situacao', 'fase', 'etap'],
  closedReason: ['closed reason', 'reason', 'grund', 'absagegrund', 'raison', 'motivo', 'reden', 'powod'],
  channel: ['channel', 'type', 'art', 'bewerbungsart', 'art der bewerbung', 'kanal', 'canal', 'mode', 'tipo', 'canale', 'kanaal', 'wijze', 'sposob', 'forma'],
  origin: ['origin', 'herkunft', 'quelle', 'vermittlungsvorschlag', 'origine', 'origen', 'origem', 'herkomst', 'zrodlo'],
  workloadPercent: ['workload percent', 'workload', 'pensum', 'arbeitspensum', 'beschaftigungsgrad', 'taux', "taux d'activite", 'jornada', 'carico di lavoro', 'percentuale', 'carga horaria', 'omvang', 'etat %', 'wymiar etatu'],
  contactName: ['contact name', 'contact', 'contact person', 'kontakt', 'ansprechpartner', 'ansprechperson', 'interlocuteur', 'contacto', 'contatto', 'referente', 'contato', 'contactpersoon', 'kontakt osoba', 'osoba kontaktowa'],
  contactEmail: ['contact email', 'email', 'e-mail', 'mail', 'correo', 'courriel', 'adres e-mail'],
  contactPhone: ['contact phone', 'phone', 'telefon', 'telephone', 'telefono', 'telefone', 'telefoon'],
  employerAddress: ['employer address', 'address', 'adresse', 'anschrift', 'direccion', 'indirizzo', 'endereco', 'adres'],
  sourceUrl: ['source url', 'url', 'link', 'lien', 'enlace', 'collegamento'],
  followUpAt: ['follow up at', 'follow-up', 'follow up', 'nachfassen', 'wiedervorlage', 'relance', 'seguimiento', 'richiamo', 'acompanhamento', 'opvolging', 'przypomnienie'],
  interviewRound: ['interview round', 'round', 'runde', 'tour', 'ronda', 'turno', 'ronde', 'runda'],
  tags: ['tags', 'tag', 'schlagworte', 'etiquettes', 'etiquetas', 'etichette', 'labels', 'tagi'],
  notes: ['notes', 'note', 'comments', 'comment', 'notizen', 'bemerkung', 'bemerkungen', 'kommentar', 'remarques', 'notas', 'comentarios', 'observaciones', 'osservazioni', 'notities', 'opmerkingen', 'uwagi', 'notatki'],
  salaryMin: ['salary min'],
  salaryMax: ['salary max'],
  salaryCurrency: ['salary currency', 'currency', 'wahrung', 'devise', 'moneda', 'valuta', 'moeda', 'waluta'],
  salaryPeriod: ['salary period'],
  stageHistory: ['stage history', 'verlauf', 'historique', 'historial', 'cronologia', 'historico', 'geschiedenis', 'historia'],
} as const

export type CsvColumn = keyof typeof COLUMN_ALIASES

/** Words for a stage (and, for closed, its reason) as people write them in the status column. */
export const STAGE_WORDS: ReadonlyArray<{ words: readonly string[]; stage: ApplicationStage; closedReason?: 'rejected' | 'no_answer' | 'withdrew' | 'declined' | 'accepted' }> = [
  { stage: 'saved', words: ['saved', 'wishlist', 'to apply', 'gespeichert', 'gemerkt', 'offen', 'vorgemerkt', 'enregistre', 'a postuler', 'guardado', 'pendiente', 'salvato', 'da inviare', 'guardada', 'opgeslagen', 'zapisane', 'do wyslania'] },
  { stage: 'applied', words: ['applied', 'sent', 'submitted', 'beworben', 'gesendet', 'versendet', 'verschickt', 'abgeschickt', 'eingereicht', 'postule', 'candidature envoyee', 'envoye', 'envoyee', 'enviada', 'enviado', 'aplicado', 'postulado', 'candidatura inviata', 'inviata', 'inviato', 'candidatado', 'candidatura enviada', 'gesolliciteerd', 'verstuurd', 'wyslane', 'aplikowano', 'zaaplikowano'] },
  { stage: 'screening', words: ['screening', 'in review', 'in progress', 'eingangsbestatigung', 'in bearbeitung', 'in prufung', 'en cours', 'en cours d\'examen', 'en revision', 'en proceso', 'in valutazione', 'in corso', 'em analise', 'em andamento', 'in behandeling', 'w trakcie', 'w rozpatrzeniu'] },
  { stage: 'interview', words: ['interview', 'interviewing', 'vorstellungsgesprach', 'gesprach', 'bewerbungsgesprach', 'einladung', 'entretien', 'entrevue', 'entrevista', 'colloquio', 'sollicitatiegesprek', 'gesprek', 'rozmowa', 'rozmowa kwalifikacyjna'] },
  { stage: 'offer', words: ['offer', 'angebot', 'zusage erhalten', 'vertragsangebot', 'offre', 'proposition', 'oferta', 'offerta', 'proposta', 'aanbod', 'oferta pracy'] },
  // A closed stage without its reason: the reason column says why.
  { stage: 'closed', words: ['closed', 'geschlossen', 'abgeschlossen', 'erledigt', 'ferme', 'fermee', 'cerrado', 'cerrada', 'chiuso', 'chiusa', 'fechado', 'fechada', 'gesloten', 'afgesloten', 'zamkniete'] },
  { stage: 'closed', closedReason: 'rejected', words: ['rejected', 'rejection', 'declined by employer', 'absage', 'abgelehnt', 'refus', 'refuse', 'refusee', 'rechazado', 'rechazada', 'rifiutato', 'rifiutata', 'rifiuto', 'rejeitado', 'rejeitada', 'recusado', 'afgewezen', 'afwijzing', 'odrzucone', 'odmowa'] },
  { stage: 'closed', closedReason: 'no_answer', words: ['no answer', 'no response', 'ghosted', 'keine antwort', 'keine ruckmeldung', 'pas de reponse', 'sans reponse', 'sin respuesta', 'nessuna risposta', 'sem resposta', 'geen reactie', 'geen antwoord', 'brak odpowiedzi'] },
  { stage: 'closed', closedReason: 'withdrew', words: ['withdrew', 'withdrawn', 'zuruckgezogen', 'retire', 'retiree', 'desisti', 'retirada', 'ritirata', 'ritirato', 'desistencia', 'ingetrokken', 'wycofane'] },
  { stage: 'closed', closedReason: 'declined', words: ['declined', 'declined offer', 'abgesagt', 'selbst abgesagt', 'decline', 'declinee', 'rechace', 'rifiutata da me', 'recusei', 'afgeslagen', 'odrzucilem'] },
  { stage: 'closed', closedReason: 'accepted', words: ['accepted', 'hired', 'zusage', 'angenommen', 'eingestellt', 'accepte', 'acceptee', 'embauche', 'aceptado', 'aceptada', 'contratado', 'accettato', 'accettata', 'assunto', 'aceite', 'aangenomen', 'przyjete', 'zatrudniony'] },
]

/** Channel words (type of application, the RAV form's column). */
export const CHANNEL_WORDS = {
  online: ['online', 'portal', 'web', 'internet', 'elektronisch', 'electronique', 'en linea', 'in linea', 'em linha', 'elektronicznie'],
  email: ['email', 'e-mail', 'mail', 'courriel', 'correo', 'correio'],
  letter: ['letter', 'brief', 'schriftlich', 'post', 'lettre', 'courrier', 'carta', 'lettera', 'list', 'poczta'],
  phone: ['phone', 'telephone', 'telefon', 'telefonisch', 'telefono', 'telefone', 'telefonisch', 'telefonicznie'],
  in_person: ['in person', 'in_person', 'personlich', 'en personne', 'en persona', 'di persona', 'pessoalmente', 'persoonlijk', 'osobiscie'],
} as const

export const ORIGIN_WORDS = {
  own: ['own', 'own effort', 'eigenbemuhung', 'eigeninitiative', 'selbst', 'propre', 'propia', 'propria', 'eigen', 'wlasne'],
  agency: ['agency', 'rav', 'ams', 'arbeitsagentur', 'agentur', 'jobcenter', 'vermittlungsvorschlag', 'zuweisung', 'agence', 'agencia', 'agenzia', 'agencia de emprego', 'uwv', 'urzad pracy'],
} as const
