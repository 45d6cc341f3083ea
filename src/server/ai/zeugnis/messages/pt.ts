import type { ZeugnisMessages } from './types'

export const pt: ZeugnisMessages = {
  gradeNames: ['muito bom', 'bom', 'satisfatório', 'suficiente', 'insuficiente', 'muito insuficiente'],
  dimensions: { performance: 'desempenho', behaviour: 'comportamento', engagement: 'empenho' },
  formulas: {
    satisfaction: 'fórmula de satisfação',
    expectations: 'fórmula das expectativas',
    requirements: 'fórmula dos requisitos',
    rating: 'avaliação do desempenho',
    contentment: 'declaração de satisfação',
    behaviour: 'fórmula de comportamento',
  },
  items: {
    honesty: 'a honestidade e a confiança',
    accident_free: 'a condução sem acidentes',
    leadership: 'a capacidade de liderança',
    reliability: 'a fiabilidade',
    conscientiousness: 'o cuidado e o rigor',
    creativity: 'a criatividade',
    performance: 'uma avaliação do desempenho',
    behaviour: 'uma avaliação do comportamento',
    engagement: 'uma avaliação do empenho',
    closing_thanks: 'os agradecimentos',
    closing_wishes: 'os votos para o futuro',
    closing_regret: 'o pesar pela saída',
  },
  meanings: {
    effort: 'Esforço sem resultados: uma das piores avaliações (nota 5–6).',
    broadly: '«De um modo geral» retira o elogio: equivale à nota 5.',
    within_abilities: 'Capacidade limitada: fez o pouco de que era capaz (cerca de nota 4).',
    understanding: '«Mostrou compreensão pelo seu trabalho»: preguiçoso, com poucos resultados.',
    sociability:
      'Uma sociabilidade que «melhorou o ambiente de trabalho»: código para álcool no trabalho (na Áustria: tagarelice). Ilícito segundo o § 109 (2) GewO.',
    punctuality_model: 'Um modelo de pontualidade, e nada mais digno de elogio.',
    secondary_virtues:
      'Só se elogiam virtudes secundárias (pontual, trabalhador, arrumado): nada sobre conhecimentos ou resultados.',
    self_promoter: '«Sabia vender-se bem»: um fanfarrão desagradável.',
    bureaucrat: 'Fez tudo «devidamente»: um burocrata sem iniciativa.',
    diligence_interest: '«Com grande diligência e interesse»: esforçado, mas pouco capaz.',
    self_confidence: '«Grande autoconfiança»: um sabichão.',
    workforce_concerns: '«Defendeu os interesses do pessoal»: um agitador. Um código ilícito.',
    empathy_workforce:
      '«Empatia pelos interesses do pessoal»: alude a investidas indesejadas. Um código ilícito.',
    distancing: '«Conhecemo-lo como …»: distanciamento; a qualidade era apenas aparente.',
    contested_galt_als:
      '«galt als …» («era considerado …») é lido de formas diferentes: alguns guias contam-no entre as frases de distanciamento, enquanto uma lista de fórmulas publicada usa «galt als hervorragende Führungskraft» para a melhor nota. Em caso de dúvida, peça uma afirmação direta («war eine hervorragende Führungskraft»).',
    contested_no_complaints:
      '«kein Anlass zu Beanstandungen» («nenhum motivo de queixa») é lido de formas diferentes: a maioria dos guias vê nele um elogio fraco (nota 4), uma tabela de descodificação publicada um 2 velado. Aqui é avaliado como 4.',
    restriction_suited:
      'Só as tarefas que lhe convinham, com determinação «suficiente»: técnica de restrição.',
    conformist: '«Dava-se bem com os superiores»: um conformista sem opinião própria.',
    nothing_adverse: '«Nada de desfavorável nos consta»: um elogio mínimo que esconde mau comportamento.',
    tolerant: '«Tolerante»: uma pessoa difícil, sobretudo para os superiores.',
    critical_demanding: '«Exigente e crítico»: um resmungão.',
    own_interest: '«No seu próprio interesse e no da empresa»: alude a desonestidade.',
    sociable_colleague: '«Colega acessível»: alguns tinham dificuldade em entender-se com essa pessoa.',
    health_wish: 'Desejar saúde pode insinuar faltas frequentes por doença.',
    health_wish_emphasis: 'Desejar «sobretudo saúde» insinua doenças frequentes; tal insinuação é ilícita.',
    more_success_wish: 'Desejar «mais sucesso» significa que aqui não o teve.',
    issued_on_request: 'Indicar que o certificado final foi emitido a pedido sugere que teve de ser exigido.',
    restriction:
      'Uma restrição («no essencial», «em grande parte»): o elogio só vale em parte, uma ou duas notas abaixo.',
    weak_wording: 'Formulação fraca: coloca a afirmação na nota 4 ou pior.',
    negation: 'Elogio negado: diz abertamente que as expectativas não foram (sempre) cumpridas.',
    superiors_missing: 'Os superiores não constam da avaliação do comportamento: sugere atritos com eles.',
    colleagues_first: 'Os colegas são referidos antes dos superiores: indício fraco de atritos com a chefia.',
    exit_own_request: 'Saída por iniciativa própria: bom sinal.',
    exit_mutual_agreement: '«Por mútuo acordo» lê-se como um despedimento ou uma saída forçada.',
    exit_employer_termination: 'A entidade empregadora pôs termo ao contrato.',
    exit_summary_dismissal: 'Despedimento sem aviso prévio: muito prejudicial.',
    exit_operational: 'Saída por razões da empresa alheias à pessoa: neutro.',
    exit_fixed_term: 'Fim de um contrato a termo: neutro.',
    exit_retirement: 'Reforma: neutro.',
    closing_regret: 'Pesar pela saída: parte de uma boa fórmula final.',
    closing_thanks: 'Agradecimento: parte de uma boa fórmula final.',
    closing_wishes: 'Votos para o futuro: parte de uma boa fórmula final.',
    closing_future: 'Espera continuar a colaboração: o fecho de um certificado intercalar.',
    document_interim: 'Certificado intercalar (Zwischenzeugnis).',
    document_simple: 'Certificado simples: confirma apenas o tipo e a duração do emprego.',
  },
  phrase: {
    formula: '{formula}: nota {grade} ({name})',
    engagement: 'Formulação sobre o empenho: nota {grade} ({name})',
    itemPresent: 'Confirma {item}, indispensável nesta função.',
    omission: 'Falta: {item}.',
    omissionPhrase: '[falta: {item}]',
  },
  headline: {
    positive: 'Um bom certificado: corresponde à nota alemã {grade}, sem códigos negativos ocultos.',
    borderline:
      'Um certificado mediano (nota alemã {grade}): abaixo do que a maioria dos recrutadores espera.',
    borderlineMixed: 'Sinais contraditórios: {strong} é bem avaliado, mas {weak} fica atrás.',
    borderlineCode: 'Bom à primeira vista, mas enfraquecido por uma formulação: «{phrase}».',
    borderlineOmission: 'Boas formulações, mas nada sobre {item}: peça que seja acrescentado.',
    borderlineClosing: 'Boas formulações, mas a fórmula final está incompleta: peça que seja completada.',
    criticalGrade: 'Um certificado fraco: corresponde à nota alemã {grade}.',
    criticalCode: 'Um código negativo oculto desvaloriza este certificado: «{phrase}».',
    criticalOmission: 'Um silêncio eloquente: nada sobre {item}, que esta função exige.',
    criticalClosing: 'Nem agradecimentos nem votos: a falta da fórmula final é lida como uma crítica séria.',
    criticalSilence: 'Um silêncio eloquente: o certificado não avalia de todo o {dimension}.',
    unknown: {
      not_german:
        'Não analisado: o texto não está em alemão. O ZeugnisCheck lê certificados da Alemanha, Suíça e Áustria.',
      not_reference_letter: 'Não analisado: o texto não parece um certificado de trabalho.',
      too_short: 'Não analisado: o texto é demasiado curto para ser um certificado de trabalho.',
      simple_certificate: 'Um certificado simples: confirma a função e as datas, mas não avalia nada.',
    },
  },
  explain: {
    overallSurface:
      'Por si só, a redação corresponde à nota alemã {grade} ({name}), mas o que nela se esconde torna o certificado, no seu conjunto, crítico. Na escala de 1 a 5: desempenho {performance}/5, comportamento {behaviour}/5, empenho {engagement}/5.',
    ask: 'Peça ao seu empregador que acrescente: {list}.',
    overall:
      'No conjunto, o certificado corresponde à nota alemã {grade} ({name}). Na escala de 1 a 5: desempenho {performance}/5, comportamento {behaviour}/5, empenho {engagement}/5.',
    formula: 'A {formula} «{phrase}» corresponde à nota {grade} ({name}).',
    noPerformanceFormula:
      'Não há fórmula de satisfação; o desempenho foi avaliado a partir de {count} afirmações.',
    noBehaviourFormula:
      'Não há fórmula de comportamento; o comportamento foi avaliado a partir de {count} afirmações.',
    missingDimension:
      'O certificado nada diz sobre o {dimension}: um silêncio eloquente que os leitores interpretam como uma má nota.',
    engagementFallback: 'O empenho não é avaliado à parte; a sua nota acompanha a do desempenho.',
    codes: 'Formulações que enfraquecem ou codificam: {list}',
    codeItem: '«{phrase}»: {meaning}',
    omissions: 'Falta para esta função ({occupation}): {list}.',
    omissionsGeneric: 'Falta: {list}.',
    closingComplete: 'A fórmula final está completa: pesar, agradecimento e votos.',
    closingInterimComplete: 'O fecho está completo: agradecimento e perspetiva de continuar a colaboração.',
    closingPartial: 'Na fórmula final falta: {list}.',
    exit: 'Motivo da saída: «{phrase}». {meaning}',
    interim: 'Trata-se de um certificado intercalar (Zwischenzeugnis).',
    occupation: 'Verificado como certificado de: {occupation}.',
    lowConfidence:
      'Esta leitura é incerta — por favor, verifique-a: as partes do certificado apontam em direções diferentes, ou parte da redação não pôde ser lida ou é invulgar.',
    simple:
      'Indica apenas o tipo e a duração do emprego; o desempenho e o comportamento não são avaliados, por isso não há nada a classificar.',
    notLetter:
      'Cole o texto completo de um Arbeitszeugnis, Zwischenzeugnis ou Dienstzeugnis para o analisar.',
  },
  law: {
    DE: {
      basis:
        '§ 109 GewO: o certificado deve ser verdadeiro e benevolente e não pode conter sinais ocultos (n.º 2). «Zur vollen Zufriedenheit» (nota 3) é a referência: para uma nota melhor, o trabalhador tem de provar um desempenho melhor; para uma pior, cabe à entidade empregadora prová-lo (BAG 14.10.2003 – 9 AZR 12/03; BAG 18.11.2014 – 9 AZR 584/13).',
      fine: 'Nada a contestar: o certificado está acima da referência legal e não contém códigos ocultos.',
      baseline:
        'A nota 3 é a referência legal. Pode pedir uma nota melhor, mas em tribunal teria de provar um desempenho melhor (BAG 9 AZR 12/03; 9 AZR 584/13).',
      below:
        'O certificado está abaixo da nota 3: a entidade empregadora tem de provar o desempenho inferior. Peça por escrito uma retificação (Berichtigung) e, se for recusada, recorra ao tribunal do trabalho.',
      codes: 'Os códigos ocultos são ilícitos segundo o § 109 (2) GewO; pode exigir a sua eliminação.',
      omissions:
        'Omitir o que o leitor espera pode ser, por si só, um sinal oculto ilícito (BAG 12.08.2008 – 9 AZR 632/07); peça a menção em falta.',
      closing:
        'Não existe direito a agradecimentos nem a votos (BAG 11.12.2012 – 9 AZR 227/11), mas a maioria das entidades empregadoras acrescenta-os quando lhes é pedido.',
      simple:
        'Trata-se de um certificado simples. Segundo o § 109 (1) GewO, pode exigir um certificado qualificado que avalie também o desempenho e o comportamento.',
    },
    CH: {
      basis:
        'Art. 330a OR: pode pedir a qualquer momento um certificado completo (Vollzeugnis) sobre o tipo e a duração do trabalho, o desempenho e a conduta, ou uma confirmação limitada ao tipo e à duração (Arbeitsbestätigung). A verdade prevalece sobre a benevolência, o certificado tem de ser completo e não são permitidas formulações codificadas.',
      fine: 'Nada a contestar: o certificado é claro e completo.',
      below:
        'A avaliação está abaixo da média. Se não refletir o seu trabalho, peça uma retificação; os tribunais aplicam um critério objetivo. O direito prescreve ao fim de 10 anos.',
      codes:
        'As formulações codificadas não são permitidas segundo o art. 330a OR; pode exigir uma redação clara.',
      omissions: 'Um certificado completo tem de ser exaustivo; peça a menção em falta.',
      closing: 'A fórmula final é habitual, mas a lei não a exige; peça-a.',
      simple:
        'Trata-se de uma confirmação de emprego (Arbeitsbestätigung). Segundo o art. 330a OR, pode pedir a qualquer momento um certificado completo (Vollzeugnis).',
      ambiguous: 'A fórmula ambígua «zu meiner Zufriedenheit» não é permitida; peça uma avaliação clara.',
    },
    AT: {
      basis:
        '§ 39 AngG (e § 1163 ABGB): só é devido um certificado simples (Dienstzeugnis). Qualquer avaliação acrescentada não pode dificultar a procura de um novo emprego (Erschwernisverbot), nem mesmo através de formulações indiretas ou frases feitas. Até «zur vollen Zufriedenheit» o viola (OGH 17.12.2008, 9 ObA 164/08w).',
      fine: 'Nada no certificado dificulta a procura de emprego; não é preciso contestá-lo.',
      below:
        'A redação viola o Erschwernisverbot: «zur vollen Zufriedenheit», «stets bemüht» ou «zu unserer Zufriedenheit» dificultam a procura de emprego (OGH 9 ObA 164/08w). Exija um Dienstzeugnis corrigido ou um simples, sem avaliação. O direito prescreve ao fim de 30 anos.',
      codes: 'As formulações codificadas ou insinuantes violam o Erschwernisverbot e têm de ser eliminadas.',
      omissions:
        'Uma lacuna evidente funciona como uma insinuação e pode violar o Erschwernisverbot; peça a menção ou um Dienstzeugnis simples.',
      closing: 'A fórmula final não é devida, mas a sua ausência nota-se; peça-a.',
      simple:
        'Um Dienstzeugnis simples é exatamente o que o § 39 AngG exige; não existe direito a um qualificado (OLG Wien 30.06.2015, 8 Ra 53/15w).',
    },
    interimNote:
      'Como se trata de um certificado intercalar, mande corrigi-lo já: o certificado final não deve ser pior sem novos motivos.',
    unknown: 'Sem avaliação jurídica: o texto não é um certificado de trabalho.',
  },
  list: { separator: ', ', lastSeparator: ' e ' },
}
