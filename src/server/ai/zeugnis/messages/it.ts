import type { ZeugnisMessages } from './types'

export const it: ZeugnisMessages = {
  gradeNames: ['ottimo', 'buono', 'discreto', 'sufficiente', 'insufficiente', 'gravemente insufficiente'],
  dimensions: { performance: 'rendimento', behaviour: 'comportamento', engagement: 'impegno' },
  formulas: {
    satisfaction: 'formula di soddisfazione',
    expectations: 'formula delle aspettative',
    requirements: 'formula dei requisiti',
    rating: 'valutazione del rendimento',
    contentment: 'dichiarazione di soddisfazione',
    behaviour: 'formula di comportamento',
  },
  items: {
    honesty: 'onestà e affidabilità',
    accident_free: 'guida senza incidenti',
    leadership: 'capacità di guida del personale',
    reliability: 'affidabilità',
    conscientiousness: 'cura e precisione',
    creativity: 'creatività',
    performance: 'una valutazione del rendimento',
    behaviour: 'una valutazione del comportamento',
    engagement: 'una valutazione dell’impegno',
    closing_thanks: 'i ringraziamenti',
    closing_wishes: 'gli auguri per il futuro',
    closing_regret: 'il rammarico per la partenza',
  },
  meanings: {
    effort: 'Impegno senza risultati: uno dei giudizi peggiori (voto 5–6).',
    broadly: '«Nel complesso» ritira l’elogio: equivale al voto 5.',
    within_abilities: 'Capacità limitate: ha fatto quel poco che poteva (circa voto 4).',
    understanding: '«Ha mostrato comprensione per il suo lavoro»: pigro, pochi risultati.',
    sociability:
      'Una socievolezza che «migliorava il clima aziendale»: codice per l’alcol sul lavoro (in Austria: loquacità). Illecito ai sensi del § 109 co. 2 GewO.',
    punctuality_model: 'Un modello di puntualità, e nient’altro da lodare.',
    secondary_virtues:
      'Si lodano solo virtù secondarie (puntuale, diligente, ordinato): nulla su competenze o risultati.',
    self_promoter: '«Sapeva vendersi bene»: un fanfarone sgradevole.',
    bureaucrat: 'Ha svolto tutto «regolarmente»: un burocrate senza iniziativa.',
    diligence_interest: '«Con grande diligenza e interesse»: volenteroso, ma poco capace.',
    self_confidence: '«Grande fiducia in sé»: un saccente.',
    workforce_concerns:
      '«Si è impegnato per gli interessi del personale»: un piantagrane. Un codice illecito.',
    empathy_workforce:
      '«Empatia per gli interessi del personale»: allude ad avances indesiderate. Un codice illecito.',
    distancing: '«Lo abbiamo conosciuto come …»: presa di distanza; la qualità era solo apparente.',
    contested_galt_als:
      '«galt als …» («era considerato …») viene letto in modi diversi: alcune guide lo contano tra le frasi di presa di distanza, mentre un elenco di formule pubblicato usa «galt als hervorragende Führungskraft» per il voto migliore. Nel dubbio, chieda un’affermazione diretta («war eine hervorragende Führungskraft»).',
    contested_no_complaints:
      '«kein Anlass zu Beanstandungen» («nessun motivo di lamentela») viene letto in modi diversi: la maggior parte delle guide lo considera una lode debole (voto 4), una tabella di decodifica pubblicata un 2 velato. Qui è valutato 4.',
    restriction_suited:
      'Solo i compiti a lui congeniali, con determinazione «sufficiente»: tecnica della restrizione.',
    conformist: '«Andava d’accordo con i superiori»: un conformista senza opinioni proprie.',
    nothing_adverse:
      '«Non ci risulta nulla di negativo»: un elogio minimo che nasconde un cattivo comportamento.',
    tolerant: '«Tollerante»: una persona difficile, soprattutto per i superiori.',
    critical_demanding: '«Esigente e critico»: un brontolone.',
    own_interest: '«Nel proprio interesse e in quello dell’azienda»: allude a disonestà.',
    sociable_colleague: '«Collega alla mano»: alcuni faticavano ad andarci d’accordo.',
    health_wish: 'Augurare salute può alludere a frequenti assenze per malattia.',
    health_wish_emphasis:
      'Augurare «soprattutto salute» allude a malattie frequenti; un’allusione del genere è illecita.',
    more_success_wish: 'Augurare «più successo» significa che qui non ne ha avuto.',
    issued_on_request:
      'Precisare che il certificato finale è stato rilasciato su richiesta fa pensare che sia stato preteso.',
    restriction:
      'Una restrizione («in sostanza», «in gran parte»): l’elogio vale solo in parte, uno o due voti in meno.',
    weak_wording: 'Formulazione debole: colloca l’affermazione al voto 4 o peggio.',
    negation: 'Elogio negato: dice apertamente che le aspettative non sono state (sempre) soddisfatte.',
    superiors_missing:
      'I superiori non compaiono nella valutazione del comportamento: fa pensare a contrasti con loro.',
    colleagues_first:
      'I colleghi sono citati prima dei superiori: debole indizio di contrasti con i superiori.',
    exit_own_request: 'Uscita su propria richiesta: buon segno.',
    exit_mutual_agreement: '«Di comune accordo» si legge come un licenziamento o un’uscita forzata.',
    exit_employer_termination: 'Il datore di lavoro ha posto fine al rapporto.',
    exit_summary_dismissal: 'Licenziamento senza preavviso: molto dannoso.',
    exit_operational: 'Uscita per motivi aziendali indipendenti dalla persona: neutro.',
    exit_fixed_term: 'Scadenza di un contratto a termine: neutro.',
    exit_retirement: 'Pensionamento: neutro.',
    closing_regret: 'Rammarico per la partenza: parte di una buona formula finale.',
    closing_thanks: 'Ringraziamenti: parte di una buona formula finale.',
    closing_wishes: 'Auguri per il futuro: parte di una buona formula finale.',
    closing_future: 'Si rallegra di continuare la collaborazione: la chiusura di un certificato intermedio.',
    document_interim: 'Certificato intermedio (Zwischenzeugnis).',
    document_simple: 'Certificato semplice: conferma solo tipo e durata dell’impiego.',
  },
  phrase: {
    formula: '{formula}: voto {grade} ({name})',
    engagement: 'Formulazione sull’impegno: voto {grade} ({name})',
    itemPresent: 'Conferma {item}, indispensabile per questo ruolo.',
    omission: 'Manca: {item}.',
    omissionPhrase: '[manca: {item}]',
  },
  headline: {
    positive: 'Un buon certificato: corrisponde al voto tedesco {grade}, senza codici negativi nascosti.',
    borderline:
      'Un certificato mediocre (voto tedesco {grade}): al di sotto di ciò che si aspettano i selezionatori.',
    borderlineMixed: 'Segnali contrastanti: {strong} è valutato bene, ma {weak} resta indietro.',
    borderlineCode: 'Buono in apparenza, ma indebolito da una formulazione: «{phrase}».',
    borderlineOmission: 'Buone formulazioni, ma nulla su {item}: chieda di aggiungerlo.',
    borderlineClosing: 'Buone formulazioni, ma la formula finale è incompleta: chieda di completarla.',
    criticalGrade: 'Un certificato debole: corrisponde al voto tedesco {grade}.',
    criticalCode: 'Un codice negativo nascosto svaluta questo certificato: «{phrase}».',
    criticalOmission: 'Un silenzio eloquente: nulla su {item}, che questo ruolo richiede.',
    criticalClosing:
      'Né ringraziamenti né auguri: la mancanza della formula finale viene letta come una critica seria.',
    criticalSilence: 'Un silenzio eloquente: il certificato non valuta affatto l’ambito {dimension}.',
    unknown: {
      not_german:
        'Non analizzato: il testo non è in tedesco. ZeugnisCheck legge certificati di Germania, Svizzera e Austria.',
      not_reference_letter: 'Non analizzato: il testo non sembra un certificato di lavoro.',
      too_short: 'Non analizzato: il testo è troppo breve per essere un certificato di lavoro.',
      simple_certificate: 'Un certificato semplice: conferma mansione e date, ma non valuta nulla.',
    },
  },
  explain: {
    overallSurface:
      'Di per sé la formulazione corrisponde al voto tedesco {grade} ({name}), ma ciò che nasconde rende critico il certificato nel suo complesso. Sulla scala da 1 a 5: rendimento {performance}/5, comportamento {behaviour}/5, impegno {engagement}/5.',
    ask: 'Chieda al datore di lavoro di aggiungere: {list}.',
    overall:
      'Nel complesso il certificato corrisponde al voto tedesco {grade} ({name}). Sulla scala da 1 a 5: rendimento {performance}/5, comportamento {behaviour}/5, impegno {engagement}/5.',
    formula: 'La {formula} «{phrase}» corrisponde al voto {grade} ({name}).',
    noPerformanceFormula:
      'Manca la formula di soddisfazione; il rendimento è stato valutato in base a {count} affermazioni.',
    noBehaviourFormula:
      'Manca la formula di comportamento; il comportamento è stato valutato in base a {count} affermazioni.',
    missingDimension:
      'Il certificato non dice nulla su {dimension}: un silenzio eloquente che i lettori interpretano come un brutto voto.',
    engagementFallback: 'L’impegno non è valutato a parte; il suo voto segue quello del rendimento.',
    codes: 'Formulazioni che indeboliscono o in codice: {list}',
    codeItem: '«{phrase}»: {meaning}',
    omissions: 'Manca per questo ruolo ({occupation}): {list}.',
    omissionsGeneric: 'Manca: {list}.',
    closingComplete: 'La formula finale è completa: rammarico, ringraziamenti e auguri.',
    closingInterimComplete:
      'La chiusura è completa: ringraziamenti e prospettiva di ulteriore collaborazione.',
    closingPartial: 'Nella formula finale manca: {list}.',
    exit: 'Motivo dell’uscita: «{phrase}». {meaning}',
    interim: 'Si tratta di un certificato intermedio (Zwischenzeugnis).',
    occupation: 'Verificato come certificato per: {occupation}.',
    lowConfidence:
      'Questa lettura è incerta: la verifichi. Le parti del certificato vanno in direzioni diverse, oppure una parte della formulazione non era leggibile o è insolita.',
    simple:
      'Indica solo tipo e durata dell’impiego; rendimento e comportamento non sono valutati, quindi non c’è nulla da giudicare.',
    notLetter:
      'Incolli il testo completo di un Arbeitszeugnis, Zwischenzeugnis o Dienstzeugnis per farlo analizzare.',
  },
  law: {
    DE: {
      basis:
        '§ 109 GewO: il certificato deve essere veritiero e benevolo e non può contenere segni nascosti (co. 2). «Zur vollen Zufriedenheit» (voto 3) è il punto di riferimento: per un voto migliore il lavoratore deve provare un rendimento migliore, per uno peggiore deve provarlo il datore di lavoro (BAG 14.10.2003 – 9 AZR 12/03; BAG 18.11.2014 – 9 AZR 584/13).',
      fine: 'Nulla da contestare: il certificato è sopra il riferimento di legge e privo di codici nascosti.',
      baseline:
        'Il voto 3 è il riferimento di legge. Può chiedere un voto migliore, ma in giudizio dovrebbe provare un rendimento migliore (BAG 9 AZR 12/03; 9 AZR 584/13).',
      below:
        'Il certificato è sotto il voto 3: il datore di lavoro deve provare il rendimento inferiore. Chieda per iscritto una rettifica (Berichtigung) e, in caso di rifiuto, si rivolga al tribunale del lavoro.',
      codes:
        'I codici nascosti sono illeciti ai sensi del § 109 co. 2 GewO; può pretenderne la cancellazione.',
      omissions:
        'Omettere ciò che il lettore si aspetta può essere di per sé un segno nascosto illecito (BAG 12.08.2008 – 9 AZR 632/07); chieda la dichiarazione mancante.',
      closing:
        'Non esiste un diritto a ringraziamenti e auguri (BAG 11.12.2012 – 9 AZR 227/11), ma la maggior parte dei datori di lavoro li aggiunge su richiesta.',
      simple:
        'Si tratta di un certificato semplice. Ai sensi del § 109 co. 1 GewO può pretendere un certificato qualificato che valuti anche rendimento e comportamento.',
    },
    CH: {
      basis:
        'Art. 330a CO: può chiedere in qualsiasi momento un certificato completo (Vollzeugnis) sulla natura e durata del rapporto di lavoro, sulla qualità del lavoro e sulla condotta, oppure un’attestazione limitata a natura e durata (Arbeitsbestätigung). La verità prevale sulla benevolenza, il certificato deve essere completo e le formulazioni in codice non sono ammesse.',
      fine: 'Nulla da contestare: il certificato è chiaro e completo.',
      below:
        'La valutazione è sotto la media. Se non rispecchia il suo lavoro, chieda una rettifica; i tribunali applicano un criterio oggettivo. Il diritto si prescrive in 10 anni.',
      codes:
        'Le formulazioni in codice non sono ammesse ai sensi dell’art. 330a CO; può pretendere una formulazione chiara.',
      omissions: 'Un certificato completo deve essere esauriente; chieda la dichiarazione mancante.',
      closing: 'Una formula finale è d’uso, ma la legge non la prescrive; la richieda.',
      simple:
        'Si tratta di un’attestazione di lavoro (Arbeitsbestätigung). Ai sensi dell’art. 330a CO può chiedere in qualsiasi momento un certificato completo (Vollzeugnis).',
      ambiguous: 'L’ambiguo «zu meiner Zufriedenheit» non è ammesso; chieda una valutazione chiara.',
    },
    AT: {
      basis:
        '§ 39 AngG (e § 1163 ABGB): è dovuto solo un certificato di servizio semplice (Dienstzeugnis). Ogni valutazione aggiunta non deve ostacolare la ricerca di un nuovo impiego (Erschwernisverbot), nemmeno con formulazioni indirette o frasi fatte. Perfino «zur vollen Zufriedenheit» lo viola (OGH 17.12.2008, 9 ObA 164/08w).',
      fine: 'Nulla nel certificato ostacola la ricerca di lavoro; non occorre contestarlo.',
      below:
        'Le formulazioni violano l’Erschwernisverbot: «zur vollen Zufriedenheit», «stets bemüht» o «zu unserer Zufriedenheit» ostacolano la ricerca di lavoro (OGH 9 ObA 164/08w). Pretenda un Dienstzeugnis rettificato oppure uno semplice senza valutazione. Il diritto si prescrive in 30 anni.',
      codes: 'Le formulazioni in codice o allusive violano l’Erschwernisverbot e vanno eliminate.',
      omissions:
        'Una lacuna vistosa funziona come un’allusione e può violare l’Erschwernisverbot; chieda la dichiarazione o un Dienstzeugnis semplice.',
      closing: 'La formula finale non è dovuta, ma la sua assenza si nota; la richieda.',
      simple:
        'Un Dienstzeugnis semplice è esattamente ciò che richiede il § 39 AngG; non esiste un diritto a uno qualificato (OLG Wien 30.06.2015, 8 Ra 53/15w).',
    },
    interimNote:
      'Trattandosi di un certificato intermedio, lo faccia correggere subito: il certificato finale non dovrebbe risultare peggiore senza nuovi motivi.',
    unknown: 'Nessuna valutazione giuridica: il testo non è un certificato di lavoro.',
  },
  list: { separator: ', ', lastSeparator: ' e ' },
}
