import type { Locale } from '#shared/i18n/locales'

// The sentences a built-in letter is made of, per language. Slots in braces are filled with facts
// from the CV and the ad; a sentence whose slot has no fact is not used. No sentence claims
// anything the CV does not show, and none depends on the applicant's gender.

export type LetterPhrases = {
  atCompany: (company: string | undefined) => string
  title: (title: string) => string
  role: (role: string) => string
  since: (year: number) => string
  and: string
  // Between quoted results; French sets a space before the semicolon.
  separator: string
  intro: { roleYears: string; role: string; years: string; plain: string }
  motivationIntro: string
  interest: { sector: string; plain: string }
  // The ad's own sentence about what the company does, quoted after a colon.
  mission: string
  roleResults: string
  roleCurrent: string
  rolePast: string
  previous: string
  requirements: string
  strengths: string
  education: string
  goals: { skills: string; plain: string }
  closing: string
  // Answers to what the ad asks (issue 25), filled only with what the user gave in the form.
  startDate: string
  salary: string
  // Used only when neither the ad nor the caller names the position.
  fallbackTitle: string
}

const elide = (word: string, full: string, short: string) =>
  /^[aeiouyàâäéèêëîïôöùûüh]/iu.test(word) ? short : full

// "an Engineer", "a UX Designer", "an SEO Manager": by sound, with the common exceptions.
function indefiniteArticle(word: string): 'a' | 'an' {
  if (/^(?:uni|use|usu|eu|one|once|ux|ui\b|u\.)/i.test(word)) return 'a'
  if (/^(?:hour|honest|heir|honou?r|mba|mri|mvp|sql|seo|sem|hr\b|faq|fmcg|x-|ml\b|llm|nlp|rn\b)/i.test(word))
    return 'an'
  return /^[aeiou]/i.test(word) ? 'an' : 'a'
}

export const LETTER_PHRASES: Record<Locale, LetterPhrases> = {
  en: {
    atCompany: (c) => (c ? ` at ${c}` : ''),
    title: (t) => t,
    role: (r) => `${indefiniteArticle(r)} ${r}`,
    since: (y) => `since ${y}`,
    and: 'and',
    separator: '; ',
    intro: {
      roleYears:
        'I am applying for the position of {title}{atCompany}. As {role} with {years} years of experience {inSector}, I would like to bring my skills to your team.',
      role: 'I am applying for the position of {title}{atCompany}. As {role}, I would like to bring my experience to your team.',
      years:
        'I am applying for the position of {title}{atCompany}. With {years} years of professional experience {inSector}, I would like to bring my skills to your team.',
      plain:
        'I am applying for the position of {title}{atCompany} and would like to bring my skills to your team.',
    },
    motivationIntro: 'I am writing to express my strong interest in the position of {title}{atCompany}.',
    interest: {
      sector: 'Your work {inSector} appeals to me, and the tasks you describe match what I enjoy doing most.',
      plain: 'The tasks you describe match what I enjoy doing most.',
    },
    mission: 'I am particularly drawn to your company: {mission}',
    // "As …, my results include" left the opener without its subject (issue 25): the applicant is the subject.
    roleResults: 'As {role} at {employer} ({period}), I achieved results such as: {results}.',
    roleCurrent: 'I currently work as {role} at {employer} ({period}).',
    rolePast: 'Most recently, I worked as {role} at {employer} ({period}).',
    previous: 'Before that, I worked as {role} at {employer} ({period}).',
    requirements: 'You are looking for {skills}: this is exactly the experience I offer.',
    strengths: 'My strengths include {skills}.',
    education: 'My {degree} ({institution}) gives me a solid foundation.',
    goals: {
      skills:
        'In this role, I would like to build on my experience with {skills} and take on new responsibility.',
      plain: 'In this role, I would like to build on my experience and take on new responsibility.',
    },
    closing:
      'I would welcome the opportunity to discuss in an interview how I can contribute to your team. I look forward to hearing from you.',
    startDate: 'My earliest possible start date is {startDate}.',
    salary: 'My salary expectation is {salary}.',
    fallbackTitle: 'team member',
  },
  de: {
    atCompany: (c) => (c ? ` bei ${c}` : ''),
    title: (t) => t,
    role: (r) => r,
    since: (y) => `seit ${y}`,
    and: 'und',
    separator: '; ',
    intro: {
      roleYears:
        'mit großem Interesse habe ich Ihre Anzeige für die Position als {title}{atCompany} gelesen. Als {role} mit {years} Jahren Berufserfahrung {inSector} möchte ich meine Kenntnisse gern in Ihr Team einbringen.',
      role: 'mit großem Interesse habe ich Ihre Anzeige für die Position als {title}{atCompany} gelesen. Als {role} möchte ich meine Erfahrung gern in Ihr Team einbringen.',
      years:
        'mit großem Interesse habe ich Ihre Anzeige für die Position als {title}{atCompany} gelesen. Mit {years} Jahren Berufserfahrung {inSector} möchte ich meine Kenntnisse gern in Ihr Team einbringen.',
      plain:
        'mit großem Interesse habe ich Ihre Anzeige für die Position als {title}{atCompany} gelesen und möchte meine Kenntnisse gern in Ihr Team einbringen.',
    },
    motivationIntro: 'mit großer Begeisterung bewerbe ich mich um die Position als {title}{atCompany}.',
    interest: {
      sector:
        'Ihre Arbeit {inSector} spricht mich besonders an, und die beschriebenen Aufgaben entsprechen genau dem, was mich motiviert.',
      plain: 'Die beschriebenen Aufgaben entsprechen genau dem, was mich beruflich motiviert.',
    },
    mission: 'Ihr Unternehmen spricht mich besonders an: {mission}',
    // "Als …, gehören zu meinen Ergebnissen" was no sentence (issue 25): "Als …" needs "ich" as subject.
    roleResults: 'Als {role} bei {employer} ({period}) habe ich unter anderem Folgendes erreicht: {results}.',
    roleCurrent: 'Derzeit bin ich als {role} bei {employer} tätig ({period}).',
    rolePast: 'Zuletzt war ich als {role} bei {employer} tätig ({period}).',
    previous: 'Zuvor war ich als {role} bei {employer} tätig ({period}).',
    requirements: 'Ihre Anforderungen – {skills} – decken sich mit meinem Profil.',
    strengths: 'Zu meinen Stärken zählen {skills}.',
    education: 'Fachlich stütze ich mich auf meinen Abschluss {degree} ({institution}).',
    goals: {
      skills:
        'In dieser Position möchte ich meine Erfahrung in {skills} weiter ausbauen und mehr Verantwortung übernehmen.',
      plain:
        'In dieser Position möchte ich meine Erfahrung weiter ausbauen und mehr Verantwortung übernehmen.',
    },
    closing: 'Über die Einladung zu einem persönlichen Gespräch freue ich mich sehr.',
    startDate: 'Mein frühestmöglicher Eintrittstermin ist {startDate}.',
    salary: 'Meine Gehaltsvorstellung liegt bei {salary}.',
    fallbackTitle: 'Teammitglied',
  },
  fr: {
    atCompany: (c) => (c ? ` au sein ${elide(c, 'de ', 'd’')}${c}` : ' au sein de votre entreprise'),
    title: (t) => `${elide(t, 'de ', 'd’')}${t}`,
    role: (r) => r,
    since: (y) => `depuis ${y}`,
    and: 'et',
    separator: ' ; ',
    intro: {
      roleYears:
        'Je vous adresse ma candidature au poste {title}{atCompany}. Avec {years} ans d’expérience en tant que {role} {inSector}, je souhaite mettre mes compétences au service de votre équipe.',
      role: 'Je vous adresse ma candidature au poste {title}{atCompany}. En tant que {role}, je souhaite mettre mon expérience au service de votre équipe.',
      years:
        'Je vous adresse ma candidature au poste {title}{atCompany}. Avec {years} ans d’expérience professionnelle {inSector}, je souhaite mettre mes compétences au service de votre équipe.',
      plain:
        'Je vous adresse ma candidature au poste {title}{atCompany}, où je souhaite mettre mes compétences au service de votre équipe.',
    },
    motivationIntro:
      'C’est avec un grand intérêt que je vous adresse ma candidature au poste {title}{atCompany}.',
    interest: {
      sector:
        'Votre activité {inSector} m’attire particulièrement, et les missions décrites correspondent à ce qui me motive.',
      plain: 'Les missions décrites correspondent précisément à ce qui me motive.',
    },
    mission: 'Votre entreprise m’attire tout particulièrement : {mission}',
    roleResults:
      'En tant que {role} chez {employer} ({period}), j’ai notamment obtenu les résultats suivants : {results}.',
    roleCurrent: 'Je travaille actuellement comme {role} chez {employer} ({period}).',
    rolePast: 'J’ai récemment travaillé comme {role} chez {employer} ({period}).',
    previous: 'Auparavant, j’ai travaillé comme {role} chez {employer} ({period}).',
    requirements:
      'Vous recherchez des compétences en {skills} : c’est précisément l’expérience que je peux vous apporter.',
    strengths: 'Parmi mes atouts figurent {skills}.',
    education: 'Ma formation ({degree}, {institution}) constitue une base solide.',
    goals: {
      skills:
        'Dans ce poste, je souhaite approfondir mon expérience en {skills} et prendre de nouvelles responsabilités.',
      plain: 'Dans ce poste, je souhaite approfondir mon expérience et prendre de nouvelles responsabilités.',
    },
    closing:
      'Je me tiens à votre disposition pour un entretien afin de vous exposer plus en détail mes motivations.',
    startDate: 'Ma date de disponibilité est la suivante : {startDate}.',
    salary: 'Mes prétentions salariales s’élèvent à {salary}.',
    fallbackTitle: 'collaborateur',
  },
  es: {
    atCompany: (c) => ` en ${c ?? 'su empresa'}`,
    title: (t) => t,
    role: (r) => r,
    since: (y) => `desde ${y}`,
    and: 'y',
    separator: '; ',
    intro: {
      roleYears:
        'Me dirijo a ustedes para presentar mi candidatura al puesto de {title}{atCompany}. Como {role} con {years} años de experiencia {inSector}, me gustaría aportar mis conocimientos a su equipo.',
      role: 'Me dirijo a ustedes para presentar mi candidatura al puesto de {title}{atCompany}. Como {role}, me gustaría aportar mi experiencia a su equipo.',
      years:
        'Me dirijo a ustedes para presentar mi candidatura al puesto de {title}{atCompany}. Con {years} años de experiencia profesional {inSector}, me gustaría aportar mis conocimientos a su equipo.',
      plain:
        'Me dirijo a ustedes para presentar mi candidatura al puesto de {title}{atCompany}, donde me gustaría aportar mis conocimientos a su equipo.',
    },
    motivationIntro:
      'Me dirijo a ustedes con gran interés para presentar mi candidatura al puesto de {title}{atCompany}.',
    interest: {
      sector:
        'Su actividad {inSector} me atrae especialmente y las funciones descritas coinciden con lo que más me motiva.',
      plain: 'Las funciones descritas coinciden con lo que más me motiva.',
    },
    mission: 'Su empresa me atrae especialmente: {mission}',
    roleResults: 'Como {role} en {employer} ({period}), obtuve, entre otros, estos resultados: {results}.',
    roleCurrent: 'Actualmente trabajo como {role} en {employer} ({period}).',
    rolePast: 'Mi último puesto fue {role} en {employer} ({period}).',
    previous: 'Anteriormente trabajé como {role} en {employer} ({period}).',
    requirements: 'Ustedes buscan experiencia en {skills}, precisamente la experiencia que puedo aportar.',
    strengths: 'Entre mis puntos fuertes destacan {skills}.',
    education: 'Mi formación ({degree}, {institution}) me aporta una base sólida.',
    goals: {
      skills:
        'En este puesto me gustaría ampliar mi experiencia en {skills} y asumir nuevas responsabilidades.',
      plain: 'En este puesto me gustaría ampliar mi experiencia y asumir nuevas responsabilidades.',
    },
    closing: 'Quedo a su disposición para ampliar esta información en una entrevista personal.',
    startDate: 'Mi fecha de incorporación más temprana es {startDate}.',
    salary: 'Mi pretensión salarial es de {salary}.',
    fallbackTitle: 'colaborador',
  },
  it: {
    atCompany: (c) => ` presso ${c ?? 'la Vostra azienda'}`,
    title: (t) => t,
    role: (r) => r,
    since: (y) => `dal ${y}`,
    and: 'e',
    separator: '; ',
    intro: {
      roleYears:
        'Vi scrivo per candidarmi alla posizione di {title}{atCompany}. In qualità di {role} con {years} anni di esperienza {inSector}, desidero mettere le mie competenze a disposizione del Vostro team.',
      role: 'Vi scrivo per candidarmi alla posizione di {title}{atCompany}. In qualità di {role}, desidero mettere la mia esperienza a disposizione del Vostro team.',
      years:
        'Vi scrivo per candidarmi alla posizione di {title}{atCompany}. Con {years} anni di esperienza professionale {inSector}, desidero mettere le mie competenze a disposizione del Vostro team.',
      plain:
        'Vi scrivo per candidarmi alla posizione di {title}{atCompany}, dove desidero mettere le mie competenze a disposizione del Vostro team.',
    },
    motivationIntro: 'Vi scrivo con grande interesse per candidarmi alla posizione di {title}{atCompany}.',
    interest: {
      sector:
        'La Vostra attività {inSector} mi attrae particolarmente e le mansioni descritte corrispondono a ciò che più mi motiva.',
      plain: 'Le mansioni descritte corrispondono a ciò che più mi motiva.',
    },
    mission: 'La Vostra azienda mi interessa in modo particolare: {mission}',
    roleResults: 'Come {role} presso {employer} ({period}), ho ottenuto tra l’altro questi risultati: {results}.',
    roleCurrent: 'Attualmente lavoro come {role} presso {employer} ({period}).',
    rolePast: 'Di recente ho lavorato come {role} presso {employer} ({period}).',
    previous: 'In precedenza ho lavorato come {role} presso {employer} ({period}).',
    requirements: 'Cercate esperienza in {skills}: è esattamente ciò che posso offrire.',
    strengths: 'Tra i miei punti di forza vi sono {skills}.',
    education: 'La mia formazione ({degree}, {institution}) costituisce una base solida.',
    goals: {
      skills:
        'In questo ruolo desidero ampliare la mia esperienza in {skills} e assumere nuove responsabilità.',
      plain: 'In questo ruolo desidero ampliare la mia esperienza e assumere nuove responsabilità.',
    },
    closing: 'Resto a disposizione per un colloquio conoscitivo e Vi ringrazio per l’attenzione.',
    startDate: 'La mia data di disponibilità è {startDate}.',
    salary: 'La mia retribuzione desiderata è di {salary}.',
    fallbackTitle: 'collaboratore',
  },
  pt: {
    atCompany: (c) => ` na ${c ?? 'vossa empresa'}`,
    title: (t) => t,
    role: (r) => r,
    since: (y) => `desde ${y}`,
    and: 'e',
    separator: '; ',
    intro: {
      roleYears:
        'Venho por este meio apresentar a minha candidatura ao cargo de {title}{atCompany}. Como {role} com {years} anos de experiência {inSector}, gostaria de colocar as minhas competências ao serviço da vossa equipa.',
      role: 'Venho por este meio apresentar a minha candidatura ao cargo de {title}{atCompany}. Como {role}, gostaria de colocar a minha experiência ao serviço da vossa equipa.',
      years:
        'Venho por este meio apresentar a minha candidatura ao cargo de {title}{atCompany}. Com {years} anos de experiência profissional {inSector}, gostaria de colocar as minhas competências ao serviço da vossa equipa.',
      plain:
        'Venho por este meio apresentar a minha candidatura ao cargo de {title}{atCompany}, onde gostaria de colocar as minhas competências ao serviço da vossa equipa.',
    },
    motivationIntro:
      'É com grande interesse que apresento a minha candidatura ao cargo de {title}{atCompany}.',
    interest: {
      sector:
        'A vossa atividade {inSector} atrai-me particularmente e as funções descritas correspondem ao que mais me motiva.',
      plain: 'As funções descritas correspondem ao que mais me motiva.',
    },
    mission: 'A vossa empresa interessa-me particularmente: {mission}',
    roleResults: 'Como {role} na {employer} ({period}), destaco os seguintes resultados: {results}.',
    roleCurrent: 'Atualmente trabalho como {role} na {employer} ({period}).',
    rolePast: 'Trabalhei recentemente como {role} na {employer} ({period}).',
    previous: 'Anteriormente, trabalhei como {role} na {employer} ({period}).',
    requirements: 'Procuram experiência em {skills}, precisamente a experiência que posso oferecer.',
    strengths: 'Entre os meus pontos fortes destacam-se {skills}.',
    education: 'A minha formação ({degree}, {institution}) constitui uma base sólida.',
    goals: {
      skills:
        'Nesta função, gostaria de aprofundar a minha experiência em {skills} e assumir novas responsabilidades.',
      plain: 'Nesta função, gostaria de aprofundar a minha experiência e assumir novas responsabilidades.',
    },
    closing: 'Fico ao dispor para uma entrevista, na qual poderei apresentar melhor o meu percurso.',
    startDate: 'A minha data de disponibilidade é {startDate}.',
    salary: 'A minha pretensão salarial é de {salary}.',
    fallbackTitle: 'colaborador',
  },
  nl: {
    atCompany: (c) => (c ? ` bij ${c}` : ''),
    title: (t) => t,
    role: (r) => r,
    since: (y) => `sinds ${y}`,
    and: 'en',
    separator: '; ',
    intro: {
      roleYears:
        'Met veel interesse solliciteer ik naar de functie van {title}{atCompany}. Als {role} met {years} jaar ervaring {inSector} zet ik mijn kennis graag in voor uw team.',
      role: 'Met veel interesse solliciteer ik naar de functie van {title}{atCompany}. Als {role} zet ik mijn ervaring graag in voor uw team.',
      years:
        'Met veel interesse solliciteer ik naar de functie van {title}{atCompany}. Met {years} jaar werkervaring {inSector} zet ik mijn kennis graag in voor uw team.',
      plain:
        'Met veel interesse solliciteer ik naar de functie van {title}{atCompany}, waar ik mijn kennis graag inzet voor uw team.',
    },
    motivationIntro: 'Met groot enthousiasme solliciteer ik naar de functie van {title}{atCompany}.',
    interest: {
      sector:
        'Uw werk {inSector} spreekt mij bijzonder aan en de beschreven taken sluiten aan bij wat mij motiveert.',
      plain: 'De beschreven taken sluiten precies aan bij wat mij motiveert.',
    },
    mission: 'Uw organisatie spreekt mij bijzonder aan: {mission}',
    roleResults:
      'Als {role} bij {employer} ({period}) behaalde ik onder meer de volgende resultaten: {results}.',
    roleCurrent: 'Momenteel werk ik als {role} bij {employer} ({period}).',
    rolePast: 'Recent werkte ik als {role} bij {employer} ({period}).',
    previous: 'Daarvoor werkte ik als {role} bij {employer} ({period}).',
    requirements: 'U zoekt ervaring met {skills}: precies de ervaring die ik meebreng.',
    strengths: 'Tot mijn sterke punten behoren {skills}.',
    education: 'Mijn opleiding ({degree}, {institution}) vormt een stevige basis.',
    goals: {
      skills:
        'In deze functie wil ik mijn ervaring met {skills} verder uitbouwen en meer verantwoordelijkheid nemen.',
      plain: 'In deze functie wil ik mijn ervaring verder uitbouwen en meer verantwoordelijkheid nemen.',
    },
    closing: 'Graag licht ik mijn motivatie toe in een persoonlijk gesprek.',
    startDate: 'Mijn vroegst mogelijke startdatum is {startDate}.',
    salary: 'Mijn salarisindicatie is {salary}.',
    fallbackTitle: 'medewerker',
  },
  pl: {
    atCompany: (c) => (c ? ` w firmie ${c}` : ' w Państwa firmie'),
    title: (t) => t,
    role: (r) => r,
    since: (y) => `od ${y} r.`,
    and: 'i',
    separator: '; ',
    intro: {
      roleYears:
        'Niniejszym składam swoją kandydaturę na stanowisko {title}{atCompany}. Jako {role} z {years}-letnim doświadczeniem {inSector} chcę wnieść swoje umiejętności do Państwa zespołu.',
      role: 'Niniejszym składam swoją kandydaturę na stanowisko {title}{atCompany}. Jako {role} chcę wnieść swoje doświadczenie do Państwa zespołu.',
      years:
        'Niniejszym składam swoją kandydaturę na stanowisko {title}{atCompany}. Mając {years}-letnie doświadczenie zawodowe {inSector}, chcę wnieść swoje umiejętności do Państwa zespołu.',
      plain:
        'Niniejszym składam swoją kandydaturę na stanowisko {title}{atCompany}, gdzie chcę wnieść swoje umiejętności do Państwa zespołu.',
    },
    motivationIntro: 'Z dużym zainteresowaniem składam swoją kandydaturę na stanowisko {title}{atCompany}.',
    interest: {
      sector:
        'Państwa działalność {inSector} szczególnie mnie interesuje, a opisane zadania odpowiadają temu, co mnie motywuje.',
      plain: 'Opisane zadania odpowiadają dokładnie temu, co mnie motywuje.',
    },
    mission: 'Państwa firma szczególnie mnie interesuje: {mission}',
    roleResults: 'Na stanowisku {role} w firmie {employer} ({period}) do moich osiągnięć należą: {results}.',
    roleCurrent: 'Obecnie pracuję na stanowisku {role} w firmie {employer} ({period}).',
    rolePast: 'Ostatnio zajmowane stanowisko: {role} w firmie {employer} ({period}).',
    previous: 'Wcześniej: {role} w firmie {employer} ({period}).',
    requirements:
      'Poszukują Państwo doświadczenia w zakresie: {skills} – właśnie takie doświadczenie oferuję.',
    strengths: 'Do moich mocnych stron należą: {skills}.',
    education: 'Solidną podstawę stanowi moje wykształcenie ({degree}, {institution}).',
    goals: {
      skills:
        'Na tym stanowisku chcę rozwijać swoje doświadczenie w zakresie: {skills} oraz przejąć nowe obowiązki.',
      plain: 'Na tym stanowisku chcę rozwijać swoje doświadczenie oraz przejąć nowe obowiązki.',
    },
    closing: 'Chętnie przedstawię swoją kandydaturę szerzej podczas rozmowy kwalifikacyjnej.',
    startDate: 'Mogę rozpocząć pracę od: {startDate}.',
    salary: 'Moje oczekiwania finansowe to {salary}.',
    fallbackTitle: 'pracownik',
  },
}
