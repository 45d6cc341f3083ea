import type { ZeugnisMessages } from './types'

export const nl: ZeugnisMessages = {
  gradeNames: ['zeer goed', 'goed', 'ruim voldoende', 'voldoende', 'onvoldoende', 'ruim onvoldoende'],
  dimensions: { performance: 'prestaties', behaviour: 'gedrag', engagement: 'inzet' },
  formulas: {
    satisfaction: 'tevredenheidsformule',
    expectations: 'verwachtingsformule',
    requirements: 'eisenformule',
    rating: 'prestatiebeoordeling',
    contentment: 'tevredenheidsverklaring',
    behaviour: 'gedragsformule',
  },
  items: {
    honesty: 'eerlijkheid en betrouwbaarheid',
    accident_free: 'schadevrij rijden',
    leadership: 'leidinggevende kwaliteiten',
    reliability: 'betrouwbaarheid',
    conscientiousness: 'zorgvuldigheid en nauwkeurigheid',
    creativity: 'creativiteit',
    performance: 'een beoordeling van de prestaties',
    behaviour: 'een beoordeling van het gedrag',
    engagement: 'een beoordeling van de inzet',
    closing_thanks: 'een dankwoord',
    closing_wishes: 'goede wensen voor de toekomst',
    closing_regret: 'spijt over het vertrek',
  },
  meanings: {
    effort: 'Inspanning zonder resultaat: een van de slechtste beoordelingen (cijfer 5–6).',
    broadly: '‘Over het geheel genomen’ neemt de lof terug: komt overeen met cijfer 5.',
    within_abilities: 'Beperkte capaciteiten: deed het weinige dat mogelijk was (ongeveer cijfer 4).',
    understanding: '‘Toonde begrip voor het werk’: gemakzuchtig, weinig resultaat.',
    sociability:
      'Gezelligheid die ‘de werksfeer verbeterde’: code voor alcohol op het werk (in Oostenrijk: praatzucht). Onrechtmatig volgens § 109 lid 2 GewO.',
    punctuality_model: 'Een voorbeeld van stiptheid, en verder niets om te prijzen.',
    secondary_virtues:
      'Alleen bijkomstige deugden (stipt, ijverig, netjes) worden geprezen: niets over kennis of resultaten.',
    self_promoter: '‘Wist zichzelf goed te verkopen’: een onaangename opschepper.',
    bureaucrat: 'Deed alles ‘volgens de regels’: een bureaucraat zonder initiatief.',
    diligence_interest: '‘Met grote ijver en belangstelling’: ijverig, maar niet bekwaam.',
    self_confidence: '‘Groot zelfvertrouwen’: een betweter.',
    workforce_concerns:
      '‘Zette zich in voor de belangen van het personeel’: een onruststoker. Een onrechtmatige code.',
    empathy_workforce:
      '‘Inlevingsvermogen voor de belangen van het personeel’: wijst op ongewenste toenaderingen. Een onrechtmatige code.',
    distancing: '‘Wij leerden hem/haar kennen als …’: afstand nemen; de eigenschap was slechts schijn.',
    contested_galt_als:
      '‘galt als …’ (‘gold als …’) wordt verschillend gelezen: sommige gidsen rekenen het tot de afstand nemende formules, terwijl een gepubliceerde lijst met formuleringen ‘galt als hervorragende Führungskraft’ voor het beste cijfer gebruikt. Vraag bij twijfel om een directe uitspraak (‘war eine hervorragende Führungskraft’).',
    contested_no_complaints:
      '‘kein Anlass zu Beanstandungen’ (‘geen reden tot klachten’) wordt verschillend gelezen: de meeste gidsen zien er een zwak compliment in (cijfer 4), een gepubliceerde decodeertabel een verhulde 2. Hier telt het als 4.',
    restriction_suited:
      'Alleen de taken die goed uitkwamen, met ‘voldoende’ doelgerichtheid: de beperkingstechniek.',
    conformist: '‘Kon goed overweg met leidinggevenden’: een meeloper zonder eigen mening.',
    nothing_adverse: '‘Er is niets nadeligs bekend’: mager lof dat slecht gedrag verbergt.',
    tolerant: '‘Tolerant’: lastig in de omgang, vooral voor leidinggevenden.',
    critical_demanding: '‘Veeleisend en kritisch’: een zeurpiet.',
    own_interest: '‘In eigen belang en in het belang van het bedrijf’: wijst op oneerlijkheid.',
    sociable_colleague: '‘Inschikkelijke collega’: sommigen konden moeilijk met hem/haar overweg.',
    health_wish: 'Gezondheid toewensen kan wijzen op frequent ziekteverzuim.',
    health_wish_emphasis:
      '‘Vooral gezondheid’ toewensen wijst op frequente ziekte; zo’n toespeling is onrechtmatig.',
    more_success_wish: '‘Meer succes’ toewensen betekent: hier was er geen.',
    issued_on_request:
      'Vermelden dat een eindgetuigschrift op verzoek is afgegeven, suggereert dat erom moest worden gevraagd.',
    restriction:
      'Een beperking (‘in wezen’, ‘grotendeels’): de lof geldt maar gedeeltelijk, een à twee cijfers lager.',
    weak_wording: 'Zwakke formulering: plaatst de uitspraak op cijfer 4 of lager.',
    negation: 'Ontkende lof: zegt openlijk dat niet (altijd) aan de verwachtingen werd voldaan.',
    superiors_missing: 'Leidinggevenden ontbreken in de gedragsbeoordeling: wijst op wrijving met hen.',
    colleagues_first:
      'Collega’s worden vóór leidinggevenden genoemd: een zwakke aanwijzing voor wrijving met leidinggevenden.',
    exit_own_request: 'Vertrokken op eigen verzoek: een goed teken.',
    exit_mutual_agreement: '‘In onderling overleg’ leest als een ontslag of een gedwongen vertrek.',
    exit_employer_termination: 'De werkgever heeft het dienstverband beëindigd.',
    exit_summary_dismissal: 'Ontslag op staande voet: zeer schadelijk.',
    exit_operational: 'Vertrek om bedrijfsredenen buiten de persoon: neutraal.',
    exit_fixed_term: 'Einde van een tijdelijk contract: neutraal.',
    exit_retirement: 'Pensioen: neutraal.',
    closing_regret: 'Spijt over het vertrek: onderdeel van een goede slotformule.',
    closing_thanks: 'Dankwoord: onderdeel van een goede slotformule.',
    closing_wishes: 'Goede wensen voor de toekomst: onderdeel van een goede slotformule.',
    closing_future:
      'Verheugt zich op de verdere samenwerking: de afsluiting van een tussentijds getuigschrift.',
    document_interim: 'Tussentijds getuigschrift (Zwischenzeugnis).',
    document_simple: 'Eenvoudig getuigschrift: bevestigt alleen de aard en duur van het dienstverband.',
  },
  phrase: {
    formula: '{formula}: cijfer {grade} ({name})',
    engagement: 'Formulering over de inzet: cijfer {grade} ({name})',
    itemPresent: 'Bevestigt {item}, wat deze functie vereist.',
    omission: 'Ontbreekt: {item}.',
    omissionPhrase: '[ontbreekt: {item}]',
  },
  headline: {
    positive:
      'Een goed getuigschrift: komt overeen met Duits cijfer {grade}, zonder verborgen negatieve codes.',
    borderline:
      'Een middelmatig getuigschrift (Duits cijfer {grade}): zwakker dan de meeste recruiters verwachten.',
    borderlineMixed: 'Gemengde signalen: {strong} wordt goed beoordeeld, maar {weak} blijft achter.',
    borderlineCode: 'Op het eerste gezicht goed, maar één formulering verzwakt het: ‘{phrase}’.',
    borderlineOmission: 'Goede formuleringen, maar niets over {item}: vraag om die aanvulling.',
    borderlineClosing: 'Goede formuleringen, maar de slotformule is onvolledig: vraag om aanvulling.',
    criticalGrade: 'Een zwak getuigschrift: komt overeen met Duits cijfer {grade}.',
    criticalCode: 'Een verborgen negatieve code ondermijnt dit getuigschrift: ‘{phrase}’.',
    criticalOmission: 'Veelzeggend zwijgen: niets over {item}, terwijl deze functie dat vereist.',
    criticalClosing:
      'Geen dankwoord en geen goede wensen: een ontbrekende slotformule geldt als ernstige kritiek.',
    criticalSilence: 'Veelzeggend zwijgen: het getuigschrift beoordeelt {dimension} helemaal niet.',
    unknown: {
      not_german:
        'Niet geanalyseerd: de tekst is niet in het Duits. ZeugnisCheck leest getuigschriften uit Duitsland, Zwitserland en Oostenrijk.',
      not_reference_letter: 'Niet geanalyseerd: dit lijkt geen werkgeversgetuigschrift.',
      too_short: 'Niet geanalyseerd: de tekst is te kort voor een getuigschrift.',
      simple_certificate:
        'Een eenvoudig getuigschrift: het bevestigt functie en data, maar beoordeelt niets.',
    },
  },
  explain: {
    overallSurface:
      'Op zichzelf komt de formulering overeen met Duits cijfer {grade} ({name}), maar wat erin verborgen zit, maakt het getuigschrift als geheel kritiek. Op de schaal van 1 tot 5: prestaties {performance}/5, gedrag {behaviour}/5, inzet {engagement}/5.',
    ask: 'Vraag uw werkgever om dit toe te voegen: {list}.',
    overall:
      'Alles bij elkaar komt het getuigschrift overeen met Duits cijfer {grade} ({name}). Op de schaal van 1 tot 5: prestaties {performance}/5, gedrag {behaviour}/5, inzet {engagement}/5.',
    formula: 'De {formula} ‘{phrase}’ staat voor cijfer {grade} ({name}).',
    noPerformanceFormula:
      'Er is geen tevredenheidsformule; de prestaties zijn beoordeeld op basis van {count} uitspraken.',
    noBehaviourFormula:
      'Er is geen gedragsformule; het gedrag is beoordeeld op basis van {count} uitspraken.',
    missingDimension:
      'Over {dimension} zegt het getuigschrift niets: veelzeggend zwijgen dat lezers als een slecht cijfer opvatten.',
    engagementFallback: 'De inzet wordt niet apart beoordeeld; het cijfer volgt dat van de prestaties.',
    codes: 'Verzwakkende of gecodeerde formuleringen: {list}',
    codeItem: '‘{phrase}’: {meaning}',
    omissions: 'Ontbreekt voor deze functie ({occupation}): {list}.',
    omissionsGeneric: 'Ontbreekt: {list}.',
    closingComplete: 'De slotformule is volledig: spijt, dank en goede wensen.',
    closingInterimComplete: 'De afsluiting is volledig: dank en een vooruitblik op de verdere samenwerking.',
    closingPartial: 'In de slotformule ontbreekt: {list}.',
    exit: 'Reden van vertrek: ‘{phrase}’. {meaning}',
    interim: 'Dit is een tussentijds getuigschrift (Zwischenzeugnis).',
    occupation: 'Gecontroleerd als getuigschrift voor: {occupation}.',
    lowConfidence:
      'Deze lezing is onzeker — controleer haar: de delen van het getuigschrift wijzen verschillende kanten op, of een deel van de formulering was onleesbaar of is ongebruikelijk.',
    simple:
      'Het vermeldt alleen de aard en duur van het dienstverband; prestaties en gedrag worden niet beoordeeld, dus er valt niets te becijferen.',
    notLetter:
      'Plak de volledige tekst van een Arbeitszeugnis, Zwischenzeugnis of Dienstzeugnis om het te laten analyseren.',
  },
  law: {
    DE: {
      basis:
        '§ 109 GewO: een getuigschrift moet waarheidsgetrouw en welwillend zijn en mag geen verborgen tekens bevatten (lid 2). ‘Zur vollen Zufriedenheit’ (cijfer 3) is het uitgangspunt: voor een beter cijfer moet de werknemer betere prestaties bewijzen, voor een slechter cijfer de werkgever (BAG 14.10.2003 – 9 AZR 12/03; BAG 18.11.2014 – 9 AZR 584/13).',
      fine: 'Niets aan te vechten: het getuigschrift ligt boven het wettelijke uitgangspunt en bevat geen verborgen codes.',
      baseline:
        'Cijfer 3 is het wettelijke uitgangspunt. U kunt om een beter cijfer vragen, maar voor de rechter zou u betere prestaties moeten bewijzen (BAG 9 AZR 12/03; 9 AZR 584/13).',
      below:
        'Het getuigschrift ligt onder cijfer 3: de werkgever moet de zwakkere prestaties bewijzen. Vraag schriftelijk om een correctie (Berichtigung) en stap bij weigering naar de arbeidsrechter.',
      codes:
        'Verborgen codes zijn onrechtmatig volgens § 109 lid 2 GewO; u kunt eisen dat ze worden geschrapt.',
      omissions:
        'Weglaten wat een lezer verwacht, kan zelf een onrechtmatig verborgen teken zijn (BAG 12.08.2008 – 9 AZR 632/07); vraag om de ontbrekende vermelding.',
      closing:
        'Er bestaat geen recht op een dankwoord en goede wensen (BAG 11.12.2012 – 9 AZR 227/11), maar de meeste werkgevers voegen ze op verzoek toe.',
      simple:
        'Dit is een eenvoudig getuigschrift. Op grond van § 109 lid 1 GewO kunt u een gekwalificeerd getuigschrift eisen dat ook prestaties en gedrag beoordeelt.',
    },
    CH: {
      basis:
        'Art. 330a OR: u kunt op elk moment een volledig getuigschrift (Vollzeugnis) vragen over aard en duur van het werk, prestaties en gedrag, of een bevestiging die beperkt blijft tot aard en duur (Arbeitsbestätigung). Waarheid gaat voor welwillendheid, het getuigschrift moet volledig zijn en gecodeerde formuleringen zijn niet toegestaan.',
      fine: 'Niets aan te vechten: het getuigschrift is duidelijk en volledig.',
      below:
        'De beoordeling ligt onder het gemiddelde. Als die uw werk niet weerspiegelt, vraag dan om een correctie; rechters hanteren een objectieve maatstaf. De vordering verjaart na 10 jaar.',
      codes:
        'Gecodeerde formuleringen zijn niet toegestaan volgens art. 330a OR; u kunt een duidelijke formulering eisen.',
      omissions: 'Een volledig getuigschrift moet compleet zijn; vraag om de ontbrekende vermelding.',
      closing: 'Een slotformule is gebruikelijk, maar niet wettelijk verplicht; vraag erom.',
      simple:
        'Dit is een werkbevestiging (Arbeitsbestätigung). Op grond van art. 330a OR kunt u op elk moment een volledig getuigschrift (Vollzeugnis) vragen.',
      ambiguous:
        'Het dubbelzinnige ‘zu meiner Zufriedenheit’ is niet toegestaan; vraag om een duidelijke beoordeling.',
    },
    AT: {
      basis:
        '§ 39 AngG (en § 1163 ABGB): alleen een eenvoudig getuigschrift (Dienstzeugnis) is verschuldigd. Een toegevoegde beoordeling mag het vinden van een nieuwe baan niet bemoeilijken (Erschwernisverbot), ook niet via indirecte formuleringen of standaardzinnen. Zelfs ‘zur vollen Zufriedenheit’ is daarmee in strijd (OGH 17.12.2008, 9 ObA 164/08w).',
      fine: 'Niets in het getuigschrift bemoeilijkt het zoeken naar werk; aanvechten is niet nodig.',
      below:
        'De formuleringen zijn in strijd met het Erschwernisverbot: ‘zur vollen Zufriedenheit’, ‘stets bemüht’ of ‘zu unserer Zufriedenheit’ bemoeilijken het zoeken naar werk (OGH 9 ObA 164/08w). Eis een gecorrigeerd Dienstzeugnis of een eenvoudig zonder beoordeling. De vordering verjaart pas na 30 jaar.',
      codes:
        'Gecodeerde of toespelende formuleringen zijn in strijd met het Erschwernisverbot en moeten worden geschrapt.',
      omissions:
        'Een opvallende leemte werkt als een toespeling en kan in strijd zijn met het Erschwernisverbot; vraag om de vermelding of om een eenvoudig Dienstzeugnis.',
      closing: 'Een slotformule is niet verschuldigd, maar het ontbreken ervan valt op; vraag erom.',
      simple:
        'Een eenvoudig Dienstzeugnis is precies wat § 39 AngG vereist; op een gekwalificeerd getuigschrift bestaat geen recht (OLG Wien 30.06.2015, 8 Ra 53/15w).',
    },
    interimNote:
      'Omdat dit een tussentijds getuigschrift is, laat het nu corrigeren: het eindgetuigschrift hoort zonder nieuwe redenen niet slechter uit te vallen.',
    unknown: 'Geen juridische beoordeling: de tekst is geen werkgeversgetuigschrift.',
  },
  list: { separator: ', ', lastSeparator: ' en ' },
}
