import type { ZeugnisMessages } from './types'

export const de: ZeugnisMessages = {
  gradeNames: ['sehr gut', 'gut', 'befriedigend', 'ausreichend', 'mangelhaft', 'ungenügend'],
  dimensions: { performance: 'Leistung', behaviour: 'Verhalten', engagement: 'Engagement' },
  formulas: {
    satisfaction: 'Zufriedenheitsformel',
    expectations: 'Erwartungsformel',
    requirements: 'Anforderungsformel',
    rating: 'Leistungsbewertung',
    contentment: 'Zufriedenheitsaussage',
    behaviour: 'Verhaltensformel',
  },
  items: {
    honesty: 'Ehrlichkeit und Vertrauenswürdigkeit',
    accident_free: 'unfallfreies Fahren',
    leadership: 'Führungsleistung',
    reliability: 'Zuverlässigkeit',
    conscientiousness: 'Sorgfalt und Genauigkeit',
    creativity: 'Kreativität',
    performance: 'eine Leistungsbeurteilung',
    behaviour: 'eine Verhaltensbeurteilung',
    engagement: 'eine Beurteilung des Engagements',
    closing_thanks: 'Dank',
    closing_wishes: 'Zukunftswünsche',
    closing_regret: 'Bedauern über das Ausscheiden',
  },
  meanings: {
    effort: 'Bemühen ohne Erfolg: eine der schlechtesten Bewertungen (Note 5–6).',
    broadly: '„Im Großen und Ganzen“ nimmt das Lob zurück: entspricht Note 5.',
    within_abilities: 'Begrenzte Fähigkeiten: tat das Wenige, das möglich war (etwa Note 4).',
    understanding: '„Zeigte Verständnis für die Arbeit“: bequem, wenig Ergebnisse.',
    sociability:
      'Geselligkeit, die das Betriebsklima „verbesserte“: Code für Alkohol am Arbeitsplatz (in Österreich: Geschwätzigkeit). Nach § 109 Abs. 2 GewO unzulässig.',
    punctuality_model: 'Ein Vorbild an Pünktlichkeit – und sonst nichts Lobenswertes.',
    secondary_virtues:
      'Gelobt werden nur Sekundärtugenden (pünktlich, fleißig, ordentlich): nichts zu Fachwissen oder Ergebnissen.',
    self_promoter: '„Wusste sich gut zu verkaufen“: ein unangenehmer Selbstdarsteller.',
    bureaucrat: 'Alles „ordnungsgemäß“ erledigt: Bürokrat ohne Eigeninitiative.',
    diligence_interest: '„Mit großem Fleiß und Interesse“: eifrig, aber nicht fähig.',
    self_confidence: '„Großes Selbstvertrauen“: ein Besserwisser mit großem Mundwerk.',
    workforce_concerns:
      '„Setzte sich für die Belange der Belegschaft ein“: Unruhestifter. Ein unzulässiger Code.',
    empathy_workforce:
      '„Einfühlungsvermögen für die Belange der Belegschaft“: Hinweis auf Belästigung. Ein unzulässiger Code.',
    distancing: '„Wir lernten sie/ihn als … kennen“: Distanzierung, die Eigenschaft war nur Schein.',
    contested_galt_als:
      '„galt als …“ wird unterschiedlich gelesen: Manche Ratgeber zählen es zu den Distanzierungen, eine veröffentlichte Formulierungsliste verwendet „galt als hervorragende Führungskraft“ für die Bestnote. Im Zweifel um eine direkte Aussage bitten („war eine hervorragende Führungskraft“).',
    contested_no_complaints:
      '„kein Anlass zu Beanstandungen“ wird unterschiedlich gelesen: Die meisten Ratgeber sehen darin ein schwaches Lob (Note 4), eine veröffentlichte Decodier-Tabelle eine verklausulierte Note 2. Hier wird es als Note 4 gewertet.',
    restriction_suited:
      'Nur die „ihm/ihr gemäßen“ Aufgaben, mit „ausreichender“ Zielstrebigkeit: Einschränkungstechnik.',
    conformist: '„Kam mit den Vorgesetzten gut zurecht“: Mitläufer ohne eigene Meinung.',
    nothing_adverse: '„Nichts Nachteiliges bekannt“: dürftiges Lob, das schlechtes Verhalten verdeckt.',
    tolerant: '„Tolerant“: für Vorgesetzte ein schwieriger Mensch.',
    critical_demanding: '„Anspruchsvoll und kritisch“: ein Nörgler.',
    own_interest: '„Im eigenen und im Interesse des Unternehmens“: Hinweis auf Unredlichkeit.',
    sociable_colleague: '„Umgänglicher Kollege“: manche kamen schwer mit ihm/ihr aus.',
    health_wish: 'Gesundheitswünsche können auf häufige Krankheit hindeuten.',
    health_wish_emphasis:
      '„Vor allem Gesundheit“ deutet auf häufige Krankheit hin; solche Hinweise sind unzulässig.',
    more_success_wish: '„Mehr Erfolg“ zu wünschen heißt: hier gab es keinen.',
    issued_on_request:
      'Der Hinweis, das Endzeugnis sei auf Wunsch ausgestellt, legt nahe, dass es eingefordert werden musste.',
    restriction:
      'Einschränkung („im Wesentlichen“, „weitgehend“): das Lob gilt nur teilweise, ein bis zwei Noten schlechter.',
    weak_wording: 'Schwache Wortwahl: bewertet die Aussage mit Note 4 oder schlechter.',
    negation: 'Verneintes Lob: sagt offen, dass die Erwartungen nicht (immer) erfüllt wurden.',
    superiors_missing: 'Vorgesetzte fehlen in der Verhaltensbeurteilung: deutet auf Spannungen mit ihnen.',
    colleagues_first:
      'Kollegen werden vor Vorgesetzten genannt: schwacher Hinweis auf Spannungen mit Vorgesetzten.',
    exit_own_request: 'Ausscheiden auf eigenen Wunsch: ein gutes Zeichen.',
    exit_mutual_agreement: '„Im gegenseitigen Einvernehmen“ liest sich als Kündigung oder Hinausdrängen.',
    exit_employer_termination: 'Der Arbeitgeber hat das Arbeitsverhältnis beendet.',
    exit_summary_dismissal: 'Fristlose Kündigung: sehr schädlich.',
    exit_operational: 'Ausscheiden aus betrieblichen Gründen, die nicht bei der Person liegen: neutral.',
    exit_fixed_term: 'Ende eines befristeten Vertrags: neutral.',
    exit_retirement: 'Ruhestand: neutral.',
    closing_regret: 'Bedauern über das Ausscheiden: Teil einer guten Schlussformel.',
    closing_thanks: 'Dank: Teil einer guten Schlussformel.',
    closing_wishes: 'Zukunftswünsche: Teil einer guten Schlussformel.',
    closing_future: 'Freude auf die weitere Zusammenarbeit: die Schlussformel eines Zwischenzeugnisses.',
    document_interim: 'Zwischenzeugnis.',
    document_simple: 'Einfaches Zeugnis: bestätigt nur Art und Dauer der Beschäftigung.',
  },
  phrase: {
    formula: '{formula}: Note {grade} ({name})',
    engagement: 'Aussage zum Engagement: Note {grade} ({name})',
    itemPresent: 'Bestätigt {item}, wie es diese Tätigkeit verlangt.',
    omission: 'Es fehlt: {item}.',
    omissionPhrase: '[fehlt: {item}]',
  },
  headline: {
    positive: 'Ein gutes Zeugnis: entspricht der Note {grade}, ohne versteckte negative Codes.',
    borderline: 'Ein durchschnittliches Zeugnis (Note {grade}): schwächer, als Personaler es erwarten.',
    borderlineMixed: 'Gemischte Signale: {strong} wird gut bewertet, {weak} fällt ab.',
    borderlineCode: 'An der Oberfläche gut, aber eine Formulierung schwächt es: „{phrase}“.',
    borderlineOmission: 'Gute Formulierungen, aber nichts zu {item}: bitten Sie um diese Ergänzung.',
    borderlineClosing:
      'Gute Formulierungen, aber die Schlussformel ist unvollständig: bitten Sie um die Vervollständigung.',
    criticalGrade: 'Ein schwaches Zeugnis: entspricht der Note {grade}.',
    criticalCode: 'Ein versteckter negativer Code entwertet dieses Zeugnis: „{phrase}“.',
    criticalOmission: 'Beredtes Schweigen: kein Wort zu {item}, das diese Tätigkeit verlangt.',
    criticalClosing:
      'Kein Dank und keine Zukunftswünsche: eine fehlende Schlussformel gilt als deutliche Kritik.',
    criticalSilence: 'Beredtes Schweigen: Das Zeugnis beurteilt den Bereich {dimension} überhaupt nicht.',
    unknown: {
      not_german:
        'Nicht analysiert: der Text ist nicht deutsch. ZeugnisCheck liest Zeugnisse aus Deutschland, der Schweiz und Österreich.',
      not_reference_letter: 'Nicht analysiert: der Text ist kein Arbeitszeugnis.',
      too_short: 'Nicht analysiert: der Text ist zu kurz für ein Zeugnis.',
      simple_certificate: 'Ein einfaches Zeugnis: es bestätigt Tätigkeit und Dauer, bewertet aber nichts.',
    },
  },
  explain: {
    overallSurface:
      'Für sich genommen entspricht die Wortwahl der Note {grade} ({name}), doch was darin versteckt ist, macht das Zeugnis insgesamt kritisch. Auf der Skala 1–5: Leistung {performance}/5, Verhalten {behaviour}/5, Engagement {engagement}/5.',
    ask: 'Bitten Sie Ihren Arbeitgeber, Folgendes zu ergänzen: {list}.',
    overall:
      'Insgesamt entspricht das Zeugnis der Note {grade} ({name}). Auf der Skala 1–5: Leistung {performance}/5, Verhalten {behaviour}/5, Engagement {engagement}/5.',
    formula: '{formula} „{phrase}“: entspricht der Note {grade} ({name}).',
    noPerformanceFormula:
      'Eine Zufriedenheitsformel fehlt; die Leistung wurde aus {count} Aussagen beurteilt.',
    noBehaviourFormula: 'Eine Verhaltensformel fehlt; das Verhalten wurde aus {count} Aussagen beurteilt.',
    missingDimension:
      'Zum Bereich {dimension} sagt das Zeugnis nichts: beredtes Schweigen, das Leser als schlechte Note werten.',
    engagementFallback: 'Das Engagement wird nicht eigens beurteilt; seine Note folgt der Leistung.',
    codes: 'Abschwächende oder verschlüsselte Formulierungen: {list}',
    codeItem: '„{phrase}“: {meaning}',
    omissions: 'Für diese Tätigkeit ({occupation}) fehlt: {list}.',
    omissionsGeneric: 'Es fehlt: {list}.',
    closingComplete: 'Die Schlussformel ist vollständig: Bedauern, Dank und Zukunftswünsche.',
    closingInterimComplete: 'Der Schluss ist vollständig: Dank und Ausblick auf die weitere Zusammenarbeit.',
    closingPartial: 'In der Schlussformel fehlt: {list}.',
    exit: 'Austrittsgrund: „{phrase}“. {meaning}',
    interim: 'Es handelt sich um ein Zwischenzeugnis.',
    occupation: 'Geprüft als Zeugnis für: {occupation}.',
    lowConfidence:
      'Diese Einschätzung ist unsicher – bitte prüfen Sie sie: Die Teile des Zeugnisses weisen in verschiedene Richtungen, oder ein Teil der Formulierungen war nicht lesbar oder ist ungewöhnlich.',
    simple:
      'Es nennt nur Art und Dauer der Beschäftigung; Leistung und Verhalten werden nicht beurteilt, daher gibt es keine Note.',
    notLetter:
      'Fügen Sie den vollständigen Text eines Arbeits-, Zwischen- oder Dienstzeugnisses ein, um ihn analysieren zu lassen.',
  },
  law: {
    DE: {
      basis:
        '§ 109 GewO: Ein Zeugnis muss wahr und wohlwollend sein und darf keine versteckten Merkmale enthalten (Abs. 2). „Zur vollen Zufriedenheit“ (Note 3) ist der Ausgangspunkt: Für eine bessere Note muss die Arbeitnehmerin bzw. der Arbeitnehmer bessere Leistungen beweisen, für eine schlechtere der Arbeitgeber (BAG 14.10.2003 – 9 AZR 12/03; BAG 18.11.2014 – 9 AZR 584/13).',
      fine: 'Kein Anlass zur Beanstandung: Das Zeugnis liegt über dem gesetzlichen Ausgangspunkt und enthält keine versteckten Codes.',
      baseline:
        'Note 3 ist der rechtliche Ausgangspunkt. Sie können eine bessere Note verlangen, müssten vor Gericht aber bessere Leistungen beweisen (BAG 9 AZR 12/03; 9 AZR 584/13).',
      below:
        'Das Zeugnis liegt unter der Note 3; der Arbeitgeber muss die schwächere Leistung beweisen. Verlangen Sie schriftlich eine Berichtigung und klagen Sie notfalls vor dem Arbeitsgericht.',
      codes: 'Versteckte Codes sind nach § 109 Abs. 2 GewO unzulässig; Sie können ihre Streichung verlangen.',
      omissions:
        'Auch das Weglassen erwarteter Aussagen kann ein unzulässiges Geheimzeichen sein (BAG 12.08.2008 – 9 AZR 632/07); verlangen Sie die fehlende Aussage.',
      closing:
        'Einen Anspruch auf Dank und gute Wünsche gibt es nicht (BAG 11.12.2012 – 9 AZR 227/11), die meisten Arbeitgeber ergänzen sie aber auf Nachfrage.',
      simple:
        'Dies ist ein einfaches Zeugnis. Nach § 109 Abs. 1 GewO können Sie ein qualifiziertes Zeugnis verlangen, das auch Leistung und Verhalten beurteilt.',
    },
    CH: {
      basis:
        'Art. 330a OR: Sie können jederzeit ein Vollzeugnis über Art und Dauer der Arbeit, Leistung und Verhalten verlangen oder eine auf Art und Dauer beschränkte Arbeitsbestätigung. Wahrheit geht vor Wohlwollen, das Zeugnis muss vollständig sein, und Codes sind nicht erlaubt.',
      fine: 'Kein Anlass zur Beanstandung: Das Zeugnis ist klar und vollständig.',
      below:
        'Die Beurteilung liegt unter dem Durchschnitt. Entspricht sie nicht Ihrer Arbeit, verlangen Sie eine Berichtigung; Gerichte legen einen objektiven Massstab an. Der Anspruch verjährt nach 10 Jahren.',
      codes:
        'Verschlüsselte Formulierungen sind nach Art. 330a OR nicht erlaubt; Sie können eine klare Formulierung verlangen.',
      omissions: 'Ein Vollzeugnis muss vollständig sein; verlangen Sie die fehlende Aussage.',
      closing: 'Eine Schlussformel ist üblich, aber gesetzlich nicht vorgeschrieben; bitten Sie darum.',
      simple:
        'Dies ist eine Arbeitsbestätigung. Nach Art. 330a OR können Sie jederzeit ein Vollzeugnis verlangen.',
      ambiguous:
        'Das mehrdeutige „zu meiner Zufriedenheit“ ist nicht zulässig; verlangen Sie eine klare Beurteilung.',
    },
    AT: {
      basis:
        '§ 39 AngG (und § 1163 ABGB): Geschuldet ist nur ein einfaches Dienstzeugnis. Jede zusätzliche Beurteilung darf das Fortkommen nicht erschweren (Erschwernisverbot), auch nicht durch indirekte Formulierungen oder Floskeln. Schon „zur vollen Zufriedenheit“ verstößt dagegen (OGH 17.12.2008, 9 ObA 164/08w).',
      fine: 'Nichts im Zeugnis erschwert das berufliche Fortkommen; es muss nicht angefochten werden.',
      below:
        'Die Formulierungen verstoßen gegen das Erschwernisverbot: „zur vollen Zufriedenheit“, „stets bemüht“ oder „zu unserer Zufriedenheit“ erschweren das Fortkommen (OGH 9 ObA 164/08w). Verlangen Sie ein berichtigtes Dienstzeugnis oder ein einfaches ohne Beurteilung. Der Anspruch verjährt erst nach 30 Jahren.',
      codes:
        'Verschlüsselte oder andeutende Formulierungen verstoßen gegen das Erschwernisverbot und sind zu streichen.',
      omissions:
        'Eine auffällige Lücke wirkt wie ein Hinweis und kann gegen das Erschwernisverbot verstoßen; verlangen Sie die Aussage oder ein einfaches Dienstzeugnis.',
      closing: 'Eine Schlussformel ist nicht geschuldet, ihr Fehlen fällt aber auf; bitten Sie darum.',
      simple:
        'Ein einfaches Dienstzeugnis ist genau das, was § 39 AngG verlangt; einen Anspruch auf ein qualifiziertes gibt es nicht (OLG Wien 30.06.2015, 8 Ra 53/15w).',
    },
    interimNote:
      'Da es ein Zwischenzeugnis ist, lassen Sie es jetzt berichtigen: Das Endzeugnis sollte ohne neue Gründe nicht schlechter ausfallen.',
    unknown: 'Keine rechtliche Einschätzung: Der Text ist kein Arbeitszeugnis.',
  },
  list: { separator: ', ', lastSeparator: ' und ' },
}
