import type { ZeugnisMessages } from './types'

export const fr: ZeugnisMessages = {
  gradeNames: ['très bien', 'bien', 'satisfaisant', 'passable', 'insuffisant', 'très insuffisant'],
  dimensions: { performance: 'performance', behaviour: 'comportement', engagement: 'engagement' },
  formulas: {
    satisfaction: 'formule de satisfaction',
    expectations: 'formule des attentes',
    requirements: 'formule des exigences',
    rating: 'note de performance',
    contentment: 'déclaration de satisfaction',
    behaviour: 'formule de comportement',
  },
  items: {
    honesty: 'l’honnêteté et la fiabilité',
    accident_free: 'la conduite sans accident',
    leadership: 'les qualités de direction',
    reliability: 'la fiabilité',
    conscientiousness: 'le soin et la précision',
    creativity: 'la créativité',
    performance: 'une évaluation des performances',
    behaviour: 'une évaluation du comportement',
    engagement: 'une évaluation de l’engagement',
    closing_thanks: 'les remerciements',
    closing_wishes: 'les vœux pour l’avenir',
    closing_regret: 'le regret du départ',
  },
  meanings: {
    effort: 'Des efforts sans résultat : l’une des pires appréciations (note 5–6).',
    broadly: '« Dans l’ensemble » retire l’éloge : équivaut à la note 5.',
    within_abilities:
      'Capacités limitées : la personne a fait le peu dont elle était capable (environ note 4).',
    understanding: '« A fait preuve de compréhension pour son travail » : paresseux, peu de résultats.',
    sociability:
      'Une sociabilité qui « améliorait l’ambiance » : code pour l’alcool au travail (en Autriche : bavardage). Illicite selon le § 109 al. 2 GewO.',
    punctuality_model: 'Un modèle de ponctualité, et rien d’autre à louer.',
    secondary_virtues:
      'Seules des vertus secondaires (ponctuel, travailleur, ordonné) sont louées : rien sur les connaissances ni les résultats.',
    self_promoter: '« Savait bien se vendre » : un vantard désagréable.',
    bureaucrat: 'Tout a été fait « en bonne et due forme » : un bureaucrate sans initiative.',
    diligence_interest: '« Avec beaucoup d’application et d’intérêt » : zélé, mais pas compétent.',
    self_confidence: '« Une grande confiance en soi » : un je-sais-tout.',
    workforce_concerns:
      '« S’est engagé pour les intérêts du personnel » : un fauteur de troubles. Un code illicite.',
    empathy_workforce:
      '« De l’empathie pour les intérêts du personnel » : allusion à des avances déplacées. Un code illicite.',
    distancing: '« Nous l’avons connu comme … » : prise de distance ; la qualité n’était qu’apparente.',
    contested_galt_als:
      '« galt als … » (« passait pour … ») se lit de deux façons : certains guides le rangent parmi les formules de distance, alors qu’une liste de formulations publiée emploie « galt als hervorragende Führungskraft » pour la meilleure note. En cas de doute, demandez une affirmation directe (« war eine hervorragende Führungskraft »).',
    contested_no_complaints:
      '« kein Anlass zu Beanstandungen » (« aucun motif de réclamation ») se lit de deux façons : la plupart des guides y voient un éloge faible (note 4), une table de décodage publiée une note 2 voilée. Il est noté ici 4.',
    restriction_suited:
      'Seulement les tâches qui lui convenaient, avec une détermination « suffisante » : technique de restriction.',
    conformist: '« S’entendait bien avec ses supérieurs » : un suiveur sans opinion propre.',
    nothing_adverse:
      '« Rien de défavorable n’est connu » : un éloge minimal qui masque un mauvais comportement.',
    tolerant: '« Tolérant » : difficile à vivre, surtout pour les supérieurs.',
    critical_demanding: '« Exigeant et critique » : un râleur.',
    own_interest: '« Dans son propre intérêt et celui de l’entreprise » : allusion à une malhonnêteté.',
    sociable_colleague: '« Collègue accommodant » : certains avaient du mal à s’entendre avec lui ou elle.',
    health_wish: 'Souhaiter une bonne santé peut suggérer des absences fréquentes pour maladie.',
    health_wish_emphasis:
      'Souhaiter « surtout la santé » suggère des maladies fréquentes ; une telle allusion est illicite.',
    more_success_wish: 'Souhaiter « plus de succès » revient à dire qu’il n’y en a pas eu ici.',
    issued_on_request:
      'Préciser qu’un certificat final a été délivré sur demande laisse entendre qu’il a fallu l’exiger.',
    restriction:
      'Une restriction (« pour l’essentiel », « en grande partie ») : l’éloge ne vaut qu’en partie, une à deux notes plus bas.',
    weak_wording: 'Formulation faible : elle situe l’affirmation à la note 4 ou moins.',
    negation: 'Éloge nié : dit ouvertement que les attentes n’ont pas (toujours) été remplies.',
    superiors_missing:
      'Les supérieurs sont absents de l’évaluation du comportement : suggère des tensions avec eux.',
    colleagues_first:
      'Les collègues sont cités avant les supérieurs : faible indice de tensions avec la hiérarchie.',
    exit_own_request: 'Départ à sa propre demande : bon signe.',
    exit_mutual_agreement: '« D’un commun accord » se lit comme un licenciement ou un départ forcé.',
    exit_employer_termination: 'L’employeur a mis fin au contrat.',
    exit_summary_dismissal: 'Licenciement sans préavis : très préjudiciable.',
    exit_operational: 'Départ pour des raisons d’entreprise indépendantes de la personne : neutre.',
    exit_fixed_term: 'Fin d’un contrat à durée déterminée : neutre.',
    exit_retirement: 'Départ à la retraite : neutre.',
    closing_regret: 'Regret du départ : élément d’une bonne formule finale.',
    closing_thanks: 'Remerciements : élément d’une bonne formule finale.',
    closing_wishes: 'Vœux pour l’avenir : élément d’une bonne formule finale.',
    closing_future:
      'Se réjouit de la poursuite de la collaboration : la conclusion d’un certificat intermédiaire.',
    document_interim: 'Certificat de travail intermédiaire (Zwischenzeugnis).',
    document_simple: 'Certificat simple : confirme seulement la nature et la durée de l’emploi.',
  },
  phrase: {
    formula: '{formula} : note {grade} ({name})',
    engagement: 'Formulation sur l’engagement : note {grade} ({name})',
    itemPresent: 'Confirme {item} : un point que ce poste exige.',
    omission: 'Manque : {item}.',
    omissionPhrase: '[manque : {item}]',
  },
  headline: {
    positive: 'Un bon certificat : il correspond à la note allemande {grade}, sans code négatif caché.',
    borderline:
      'Un certificat moyen (note allemande {grade}) : en dessous de ce qu’attendent la plupart des recruteurs.',
    borderlineMixed: 'Signaux contradictoires : {strong} est bien évalué, mais {weak} est en retrait.',
    borderlineCode: 'Bon en apparence, mais affaibli par une formulation : « {phrase} ».',
    borderlineOmission: 'Bonnes formulations, mais rien sur {item} : demandez qu’on l’ajoute.',
    borderlineClosing:
      'Bonnes formulations, mais la formule finale est incomplète : demandez qu’on la complète.',
    criticalGrade: 'Un certificat faible : il correspond à la note allemande {grade}.',
    criticalCode: 'Un code négatif caché dévalorise ce certificat : « {phrase} ».',
    criticalOmission: 'Un silence éloquent : rien sur {item}, alors que ce poste l’exige.',
    criticalClosing:
      'Ni remerciements ni vœux : l’absence de formule finale est lue comme une critique sérieuse.',
    criticalSilence: 'Un silence éloquent : le certificat n’évalue pas du tout le domaine {dimension}.',
    unknown: {
      not_german:
        'Non analysé : le texte n’est pas en allemand. ZeugnisCheck lit les certificats allemands, suisses et autrichiens.',
      not_reference_letter: 'Non analysé : ce texte ne ressemble pas à un certificat de travail.',
      too_short: 'Non analysé : le texte est trop court pour être un certificat de travail.',
      simple_certificate: 'Un certificat simple : il confirme le poste et les dates, mais n’évalue rien.',
    },
  },
  explain: {
    overallSurface:
      'Prise isolément, la formulation correspond à la note allemande {grade} ({name}), mais ce qu’elle dissimule rend le certificat critique dans son ensemble. Sur l’échelle de 1 à 5 : performance {performance}/5, comportement {behaviour}/5, engagement {engagement}/5.',
    ask: 'Demandez à votre employeur d’ajouter : {list}.',
    overall:
      'Dans l’ensemble, le certificat correspond à la note allemande {grade} ({name}). Sur l’échelle de 1 à 5 : performance {performance}/5, comportement {behaviour}/5, engagement {engagement}/5.',
    formula: 'La {formula} « {phrase} » correspond à la note {grade} ({name}).',
    noPerformanceFormula:
      'Il n’y a pas de formule de satisfaction ; la performance a été jugée d’après {count} affirmations.',
    noBehaviourFormula:
      'Il n’y a pas de formule de comportement ; le comportement a été jugé d’après {count} affirmations.',
    missingDimension:
      'Le certificat ne dit rien sur {dimension} : un silence éloquent que les lecteurs interprètent comme une mauvaise note.',
    engagementFallback: 'L’engagement n’est pas évalué séparément ; sa note suit celle de la performance.',
    codes: 'Formulations affaiblissantes ou codées : {list}',
    codeItem: '« {phrase} » : {meaning}',
    omissions: 'Manque pour ce poste ({occupation}) : {list}.',
    omissionsGeneric: 'Manque : {list}.',
    closingComplete: 'La formule finale est complète : regret, remerciements et vœux.',
    closingInterimComplete:
      'La conclusion est complète : remerciements et perspective de collaboration future.',
    closingPartial: 'Il manque dans la formule finale : {list}.',
    exit: 'Motif du départ : « {phrase} ». {meaning}',
    interim: 'Il s’agit d’un certificat intermédiaire (Zwischenzeugnis).',
    occupation: 'Vérifié comme certificat pour : {occupation}.',
    lowConfidence:
      'Cette lecture est incertaine — veuillez la vérifier : les parties du certificat vont dans des sens différents, ou une partie de sa formulation était illisible ou inhabituelle.',
    simple:
      'Il n’indique que la nature et la durée de l’emploi ; la performance et le comportement ne sont pas évalués, il n’y a donc rien à noter.',
    notLetter:
      'Collez le texte complet d’un Arbeitszeugnis, Zwischenzeugnis ou Dienstzeugnis pour le faire analyser.',
  },
  law: {
    DE: {
      basis:
        '§ 109 GewO : le certificat doit être véridique et bienveillant et ne doit contenir aucun signe caché (al. 2). « Zur vollen Zufriedenheit » (note 3) est la référence : pour une meilleure note, le salarié doit prouver de meilleures performances ; pour une moins bonne, c’est à l’employeur de le prouver (BAG 14.10.2003 – 9 AZR 12/03 ; BAG 18.11.2014 – 9 AZR 584/13).',
      fine: 'Rien à contester : le certificat est au-dessus de la référence légale et ne contient aucun code caché.',
      baseline:
        'La note 3 est la référence légale. Vous pouvez demander une meilleure note, mais devant le tribunal vous devriez prouver de meilleures performances (BAG 9 AZR 12/03 ; 9 AZR 584/13).',
      below:
        'Le certificat est en dessous de la note 3 : l’employeur doit prouver la performance plus faible. Demandez une rectification (Berichtigung) par écrit et, en cas de refus, saisissez le tribunal du travail.',
      codes:
        'Les codes cachés sont illicites selon le § 109 al. 2 GewO ; vous pouvez exiger leur suppression.',
      omissions:
        'Omettre ce qu’un lecteur attend peut constituer en soi un signe caché illicite (BAG 12.08.2008 – 9 AZR 632/07) ; demandez la mention manquante.',
      closing:
        'Il n’existe pas de droit aux remerciements ni aux vœux (BAG 11.12.2012 – 9 AZR 227/11), mais la plupart des employeurs les ajoutent sur demande.',
      simple:
        'Il s’agit d’un certificat simple. Selon le § 109 al. 1 GewO, vous pouvez exiger un certificat qualifié qui évalue aussi la performance et le comportement.',
    },
    CH: {
      basis:
        'Art. 330a CO : vous pouvez demander à tout moment un certificat complet (Vollzeugnis) portant sur la nature et la durée des rapports de travail, la qualité du travail et la conduite, ou une attestation limitée à la nature et à la durée (Arbeitsbestätigung). La vérité prime sur la bienveillance, le certificat doit être complet et les formulations codées ne sont pas admises.',
      fine: 'Rien à contester : le certificat est clair et complet.',
      below:
        'L’évaluation est inférieure à la moyenne. Si elle ne reflète pas votre travail, demandez une rectification ; les tribunaux appliquent un critère objectif. La prétention se prescrit par 10 ans.',
      codes:
        'Les formulations codées ne sont pas admises selon l’art. 330a CO ; vous pouvez exiger une formulation claire.',
      omissions: 'Un certificat complet doit être exhaustif ; demandez la mention manquante.',
      closing: 'Une formule finale est d’usage, mais la loi ne l’exige pas ; demandez-la.',
      simple:
        'Il s’agit d’une attestation de travail (Arbeitsbestätigung). Selon l’art. 330a CO, vous pouvez demander à tout moment un certificat complet (Vollzeugnis).',
      ambiguous:
        'La formule ambiguë « zu meiner Zufriedenheit » n’est pas admise ; demandez une évaluation claire.',
    },
    AT: {
      basis:
        '§ 39 AngG (et § 1163 ABGB) : seul un certificat de travail simple (Dienstzeugnis) est dû. Toute évaluation ajoutée ne doit pas compliquer la recherche d’un nouvel emploi (Erschwernisverbot), pas même par des tournures indirectes ou des formules toutes faites. Même « zur vollen Zufriedenheit » l’enfreint (OGH 17.12.2008, 9 ObA 164/08w).',
      fine: 'Rien dans le certificat ne complique la recherche d’emploi ; il n’y a pas lieu de le contester.',
      below:
        'Les formulations enfreignent l’Erschwernisverbot : « zur vollen Zufriedenheit », « stets bemüht » ou « zu unserer Zufriedenheit » compliquent la recherche d’emploi (OGH 9 ObA 164/08w). Exigez un Dienstzeugnis rectifié, ou un certificat simple sans évaluation. La prétention se prescrit par 30 ans.',
      codes:
        'Les formulations codées ou allusives enfreignent l’Erschwernisverbot et doivent être supprimées.',
      omissions:
        'Une lacune visible agit comme une allusion et peut enfreindre l’Erschwernisverbot ; demandez la mention ou un Dienstzeugnis simple.',
      closing: 'Une formule finale n’est pas due, mais son absence se remarque ; demandez-la.',
      simple:
        'Un Dienstzeugnis simple est exactement ce qu’exige le § 39 AngG ; il n’existe pas de droit à un certificat qualifié (OLG Wien 30.06.2015, 8 Ra 53/15w).',
    },
    interimNote:
      'Comme il s’agit d’un certificat intermédiaire, faites-le corriger dès maintenant : le certificat final ne devrait pas être moins bon sans raison nouvelle.',
    unknown: 'Pas d’évaluation juridique : le texte n’est pas un certificat de travail.',
  },
  list: { separator: ', ', lastSeparator: ' et ' },
}
