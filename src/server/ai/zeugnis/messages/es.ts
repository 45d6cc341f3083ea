import type { ZeugnisMessages } from './types'

export const es: ZeugnisMessages = {
  gradeNames: ['sobresaliente', 'notable', 'bien', 'suficiente', 'deficiente', 'muy deficiente'],
  dimensions: { performance: 'rendimiento', behaviour: 'comportamiento', engagement: 'compromiso' },
  formulas: {
    satisfaction: 'fórmula de satisfacción',
    expectations: 'fórmula de expectativas',
    requirements: 'fórmula de requisitos',
    rating: 'valoración del rendimiento',
    contentment: 'declaración de satisfacción',
    behaviour: 'fórmula de comportamiento',
  },
  items: {
    honesty: 'la honradez y la fiabilidad',
    accident_free: 'la conducción sin accidentes',
    leadership: 'la capacidad de liderazgo',
    reliability: 'la fiabilidad',
    conscientiousness: 'el cuidado y la precisión',
    creativity: 'la creatividad',
    performance: 'una valoración del rendimiento',
    behaviour: 'una valoración del comportamiento',
    engagement: 'una valoración del compromiso',
    closing_thanks: 'el agradecimiento',
    closing_wishes: 'los buenos deseos para el futuro',
    closing_regret: 'el pesar por la marcha',
  },
  meanings: {
    effort: 'Esfuerzo sin resultados: una de las peores valoraciones (nota 5–6).',
    broadly: '«En líneas generales» retira el elogio: equivale a la nota 5.',
    within_abilities: 'Capacidad limitada: hizo lo poco que podía (aproximadamente nota 4).',
    understanding: '«Mostró comprensión por su trabajo»: perezoso, con pocos resultados.',
    sociability:
      'Una sociabilidad que «mejoró el ambiente de trabajo»: código de consumo de alcohol (en Austria: charlatanería). Ilícito según el § 109 (2) GewO.',
    punctuality_model: 'Un modelo de puntualidad, y nada más digno de elogio.',
    secondary_virtues:
      'Solo se elogian virtudes secundarias (puntual, trabajador, ordenado): nada sobre conocimientos ni resultados.',
    self_promoter: '«Sabía venderse bien»: un fanfarrón desagradable.',
    bureaucrat: 'Lo hizo todo «debidamente»: un burócrata sin iniciativa.',
    diligence_interest: '«Con gran diligencia e interés»: voluntarioso, pero poco capaz.',
    self_confidence: '«Gran seguridad en sí mismo»: un sabelotodo.',
    workforce_concerns: '«Defendió los intereses de la plantilla»: un alborotador. Un código ilícito.',
    empathy_workforce:
      '«Empatía con los intereses de la plantilla»: alude a insinuaciones no deseadas. Un código ilícito.',
    distancing: '«Lo conocimos como …»: distanciamiento; la cualidad solo era aparente.',
    contested_galt_als:
      '«galt als …» («era considerado …») se lee de dos maneras: algunas guías lo cuentan entre las frases de distanciamiento, mientras que una lista de fórmulas publicada usa «galt als hervorragende Führungskraft» para la mejor nota. Si hay dudas, pida una afirmación directa («war eine hervorragende Führungskraft»).',
    contested_no_complaints:
      '«kein Anlass zu Beanstandungen» («ningún motivo de queja») se lee de dos maneras: la mayoría de las guías lo ven como un elogio débil (nota 4), una tabla de descodificación publicada como un 2 encubierto. Aquí se califica con un 4.',
    restriction_suited:
      'Solo las tareas que le convenían, con una determinación «suficiente»: técnica de restricción.',
    conformist: '«Se entendía bien con sus superiores»: un conformista sin opinión propia.',
    nothing_adverse: '«No nos consta nada negativo»: un elogio mínimo que oculta un mal comportamiento.',
    tolerant: '«Tolerante»: una persona difícil, sobre todo para sus superiores.',
    critical_demanding: '«Exigente y crítico»: un quejica.',
    own_interest: '«En interés propio y de la empresa»: alude a falta de honradez.',
    sociable_colleague: '«Compañero tratable»: a algunos les costaba entenderse con esa persona.',
    health_wish: 'Desear salud puede insinuar bajas frecuentes por enfermedad.',
    health_wish_emphasis:
      'Desear «sobre todo salud» insinúa enfermedades frecuentes; tal insinuación es ilícita.',
    more_success_wish: 'Desear «más éxito» equivale a decir que aquí no lo tuvo.',
    issued_on_request:
      'Indicar que el certificado final se expidió a petición sugiere que hubo que exigirlo.',
    restriction:
      'Una restricción («en lo esencial», «en gran medida»): el elogio vale solo en parte, una o dos notas menos.',
    weak_wording: 'Formulación débil: sitúa la afirmación en la nota 4 o peor.',
    negation: 'Elogio negado: dice abiertamente que no se cumplieron (siempre) las expectativas.',
    superiors_missing:
      'Los superiores no aparecen en la valoración del comportamiento: sugiere roces con ellos.',
    colleagues_first:
      'Se nombra a los compañeros antes que a los superiores: leve indicio de roces con la dirección.',
    exit_own_request: 'Se marchó por decisión propia: buena señal.',
    exit_mutual_agreement: '«De mutuo acuerdo» se lee como un despido o una salida forzada.',
    exit_employer_termination: 'La empresa puso fin a la relación laboral.',
    exit_summary_dismissal: 'Despido sin preaviso: muy perjudicial.',
    exit_operational: 'Salida por razones de la empresa ajenas a la persona: neutral.',
    exit_fixed_term: 'Fin de un contrato temporal: neutral.',
    exit_retirement: 'Jubilación: neutral.',
    closing_regret: 'Pesar por la marcha: parte de una buena fórmula de cierre.',
    closing_thanks: 'Agradecimiento: parte de una buena fórmula de cierre.',
    closing_wishes: 'Buenos deseos para el futuro: parte de una buena fórmula de cierre.',
    closing_future: 'Espera seguir colaborando: el cierre de un certificado intermedio.',
    document_interim: 'Certificado intermedio (Zwischenzeugnis).',
    document_simple: 'Certificado simple: solo confirma el tipo y la duración del empleo.',
  },
  phrase: {
    formula: '{formula}: nota {grade} ({name})',
    engagement: 'Formulación sobre el compromiso: nota {grade} ({name})',
    itemPresent: 'Confirma {item}, imprescindible en este puesto.',
    omission: 'Falta: {item}.',
    omissionPhrase: '[falta: {item}]',
  },
  headline: {
    positive: 'Un buen certificado: equivale a la nota alemana {grade}, sin códigos negativos ocultos.',
    borderline:
      'Un certificado mediocre (nota alemana {grade}): por debajo de lo que espera la mayoría de los reclutadores.',
    borderlineMixed:
      'Señales contradictorias: {strong} recibe una buena valoración, pero {weak} se queda atrás.',
    borderlineCode: 'Bueno en apariencia, pero una formulación lo debilita: «{phrase}».',
    borderlineOmission: 'Buenas formulaciones, pero nada sobre {item}: pida que se añada.',
    borderlineClosing:
      'Buenas formulaciones, pero la fórmula de cierre está incompleta: pida que se complete.',
    criticalGrade: 'Un certificado flojo: equivale a la nota alemana {grade}.',
    criticalCode: 'Un código negativo oculto desvaloriza este certificado: «{phrase}».',
    criticalOmission: 'Un silencio elocuente: nada sobre {item}, que este puesto exige.',
    criticalClosing:
      'Ni agradecimiento ni buenos deseos: la falta de fórmula de cierre se lee como una crítica seria.',
    criticalSilence: 'Un silencio elocuente: el certificado no valora en absoluto el {dimension}.',
    unknown: {
      not_german:
        'No analizado: el texto no está en alemán. ZeugnisCheck lee certificados de Alemania, Suiza y Austria.',
      not_reference_letter: 'No analizado: el texto no parece un certificado de trabajo.',
      too_short: 'No analizado: el texto es demasiado corto para ser un certificado de trabajo.',
      simple_certificate: 'Un certificado simple: confirma el puesto y las fechas, pero no valora nada.',
    },
  },
  explain: {
    overallSurface:
      'Por sí sola, la redacción equivale a la nota alemana {grade} ({name}), pero lo que esconde hace que el certificado en su conjunto sea crítico. En la escala de 1 a 5: rendimiento {performance}/5, comportamiento {behaviour}/5, compromiso {engagement}/5.',
    ask: 'Pida a su empleador que añada: {list}.',
    overall:
      'En conjunto, el certificado equivale a la nota alemana {grade} ({name}). En la escala de 1 a 5: rendimiento {performance}/5, comportamiento {behaviour}/5, compromiso {engagement}/5.',
    formula: 'La {formula} «{phrase}» equivale a la nota {grade} ({name}).',
    noPerformanceFormula:
      'No hay fórmula de satisfacción; el rendimiento se ha valorado a partir de {count} afirmaciones.',
    noBehaviourFormula:
      'No hay fórmula de comportamiento; el comportamiento se ha valorado a partir de {count} afirmaciones.',
    missingDimension:
      'El certificado no dice nada sobre el {dimension}: un silencio elocuente que los lectores interpretan como una mala nota.',
    engagementFallback: 'El compromiso no se valora por separado; su nota sigue a la del rendimiento.',
    codes: 'Formulaciones que debilitan o codifican: {list}',
    codeItem: '«{phrase}»: {meaning}',
    omissions: 'Falta para este puesto ({occupation}): {list}.',
    omissionsGeneric: 'Falta: {list}.',
    closingComplete: 'La fórmula de cierre está completa: pesar, agradecimiento y buenos deseos.',
    closingInterimComplete: 'El cierre está completo: agradecimiento y perspectiva de seguir colaborando.',
    closingPartial: 'En la fórmula de cierre falta: {list}.',
    exit: 'Motivo de la salida: «{phrase}». {meaning}',
    interim: 'Se trata de un certificado intermedio (Zwischenzeugnis).',
    occupation: 'Revisado como certificado de: {occupation}.',
    lowConfidence:
      'Esta lectura es incierta; por favor, revísela: las partes del certificado apuntan en direcciones distintas, o parte de su redacción no se pudo leer o es poco habitual.',
    simple:
      'Solo indica el tipo y la duración del empleo; no valora el rendimiento ni el comportamiento, así que no hay nada que calificar.',
    notLetter:
      'Pegue el texto completo de un Arbeitszeugnis, Zwischenzeugnis o Dienstzeugnis para analizarlo.',
  },
  law: {
    DE: {
      basis:
        '§ 109 GewO: el certificado debe ser veraz y benévolo y no puede contener señales ocultas (apdo. 2). «Zur vollen Zufriedenheit» (nota 3) es la referencia: para una nota mejor, el trabajador debe probar un rendimiento mejor; para una peor, debe probarlo la empresa (BAG 14.10.2003 – 9 AZR 12/03; BAG 18.11.2014 – 9 AZR 584/13).',
      fine: 'Nada que impugnar: el certificado supera la referencia legal y no contiene códigos ocultos.',
      baseline:
        'La nota 3 es la referencia legal. Puede pedir una nota mejor, pero ante el tribunal tendría que probar un rendimiento mejor (BAG 9 AZR 12/03; 9 AZR 584/13).',
      below:
        'El certificado está por debajo de la nota 3: la empresa debe probar el rendimiento inferior. Pida por escrito una rectificación (Berichtigung) y, si se niegan, demande ante el juzgado de lo social.',
      codes: 'Los códigos ocultos son ilícitos según el § 109 (2) GewO; puede exigir que se eliminen.',
      omissions:
        'Omitir lo que el lector espera puede ser en sí una señal oculta ilícita (BAG 12.08.2008 – 9 AZR 632/07); pida la mención que falta.',
      closing:
        'No existe derecho al agradecimiento ni a los buenos deseos (BAG 11.12.2012 – 9 AZR 227/11), pero la mayoría de las empresas los añaden si se les pide.',
      simple:
        'Es un certificado simple. Según el § 109 (1) GewO puede exigir uno cualificado que valore también el rendimiento y el comportamiento.',
    },
    CH: {
      basis:
        'Art. 330a OR: puede pedir en cualquier momento un certificado completo (Vollzeugnis) sobre el tipo y la duración del trabajo, el rendimiento y la conducta, o una confirmación limitada al tipo y la duración (Arbeitsbestätigung). La verdad prevalece sobre la benevolencia, el certificado debe ser completo y no se permiten formulaciones codificadas.',
      fine: 'Nada que impugnar: el certificado es claro y completo.',
      below:
        'La valoración está por debajo de la media. Si no refleja su trabajo, pida una rectificación; los tribunales aplican un criterio objetivo. El derecho prescribe a los 10 años.',
      codes:
        'Las formulaciones codificadas no se permiten según el art. 330a OR; puede exigir una redacción clara.',
      omissions: 'Un certificado completo debe ser exhaustivo; pida la mención que falta.',
      closing: 'La fórmula de cierre es habitual, pero la ley no la exige; solicítela.',
      simple:
        'Es una confirmación de empleo (Arbeitsbestätigung). Según el art. 330a OR puede pedir en cualquier momento un certificado completo (Vollzeugnis).',
      ambiguous: 'La fórmula ambigua «zu meiner Zufriedenheit» no está permitida; pida una valoración clara.',
    },
    AT: {
      basis:
        '§ 39 AngG (y § 1163 ABGB): solo se debe un certificado simple (Dienstzeugnis). Cualquier valoración añadida no puede dificultar la búsqueda de un nuevo empleo (Erschwernisverbot), tampoco mediante giros indirectos o frases hechas. Incluso «zur vollen Zufriedenheit» lo infringe (OGH 17.12.2008, 9 ObA 164/08w).',
      fine: 'Nada en el certificado dificulta la búsqueda de empleo; no hace falta impugnarlo.',
      below:
        'La redacción infringe el Erschwernisverbot: «zur vollen Zufriedenheit», «stets bemüht» o «zu unserer Zufriedenheit» dificultan la búsqueda de empleo (OGH 9 ObA 164/08w). Exija un Dienstzeugnis corregido o uno simple sin valoración. El derecho prescribe a los 30 años.',
      codes: 'Las formulaciones codificadas o insinuantes infringen el Erschwernisverbot y deben suprimirse.',
      omissions:
        'Una laguna llamativa funciona como una insinuación y puede infringir el Erschwernisverbot; pida la mención o un Dienstzeugnis simple.',
      closing: 'La fórmula de cierre no es obligatoria, pero su ausencia llama la atención; solicítela.',
      simple:
        'Un Dienstzeugnis simple es exactamente lo que exige el § 39 AngG; no existe derecho a uno cualificado (OLG Wien 30.06.2015, 8 Ra 53/15w).',
    },
    interimNote:
      'Al tratarse de un certificado intermedio, hágalo corregir ahora: el certificado final no debería ser peor sin nuevos motivos.',
    unknown: 'Sin valoración jurídica: el texto no es un certificado de trabajo.',
  },
  list: { separator: ', ', lastSeparator: ' y ' },
}
