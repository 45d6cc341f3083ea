import { describe, expect, it } from 'vitest'
import { parseCvText } from './parse-cv-text'

// Layouts of CV themes other people made (the collected corpus's tuning themes), written here with
// invented content: each rule is about a way of printing entries, not about one document.

const jobs = (text: string) =>
  parseCvText(text).experience.map((job) => [
    job.title,
    job.company,
    job.startDate,
    job.current ? 'now' : job.endDate,
  ])

describe('entries as themes print them', () => {
  it('reads a list-item head above its dates and the job length printed beside them', () => {
    const text = [
      'Lena Vogt',
      'Work Experience',
      '• Backend Developer, Nordwind AG',
      '• Mar 2021 - Dec 2023\t2 years 10 months',
      '• Built the billing service.',
      'Support Engineer, Hafenblick GmbH',
      'Feb 2019 - Feb 2021\t2 years 1 month',
      'Answered customer tickets.',
    ].join('\n')
    expect(jobs(text)).toEqual([
      ['Backend Developer', 'Nordwind AG', '2021-03', '2023-12'],
      ['Support Engineer', 'Hafenblick GmbH', '2019-02', '2021-02'],
    ])
  })

  it('joins a range stacked in its margin cell ("2018-01 ⇥ Title:" / "TO ⇥ 2020-12")', () => {
    const text = [
      'Lena Vogt',
      'WORK EXPERIENCE',
      '2018-01-31\tTeam Lead:',
      'TO\t2020-12-31',
      'Led a team of five.',
      '2021-02-01\tArchitect:',
      'TO PRESENT',
      'Designed the platform.',
    ].join('\n')
    expect(jobs(text)).toEqual([
      ['Team Lead', '', '2018-01', '2020-12'],
      ['Architect', '', '2021-02', 'now'],
    ])
  })

  it('takes a head that introduces its description with a colon, never a label', () => {
    const text = [
      'Lena Vogt',
      'Work Experience',
      '2022-05 to 2023-10',
      'Tech Coach:',
      'I coached two teams on testing.',
      '2020-01 to 2022-04',
      'Responsibilities:',
      'Ran the release train.',
    ].join('\n')
    expect(jobs(text)[0]).toEqual(['Tech Coach', '', '2022-05', '2023-10'])
    expect(jobs(text).some(([title]) => /responsibilities/i.test(title ?? ''))).toBe(false)
  })

  it('reads a heading word in lower case inside a capitalised CV as content', () => {
    const text = [
      'Lena Vogt',
      'EXPERIENCE',
      'Engineering Manager, Nordwind AG\t2018 – 2020',
      '• HR',
      'formation',
      'Developer, Hafenblick GmbH\t2015 – 2018',
      'EDUCATION',
      'MSc Computer Science, TU Berlin\t2013 – 2015',
    ].join('\n')
    const cv = parseCvText(text)
    expect(cv.experience.map((job) => job.company)).toEqual(['Nordwind AG', 'Hafenblick GmbH'])
    expect(cv.education).toHaveLength(1)
  })

  it('still opens a section at a lower-case heading when the CV writes all its headings so', () => {
    const text = [
      'Marta Puig',
      'experiencia',
      'Desarrolladora, Glovo\t2017 – 2020',
      'estudios',
      'Grado en Informática, UPC\t2013 – 2017',
    ].join('\n')
    const cv = parseCvText(text)
    expect(cv.experience).toHaveLength(1)
    expect(cv.education).toHaveLength(1)
  })
})

describe('schools as themes print them', () => {
  it('reads a heading word indented under a school and its dates as its subject', () => {
    const cv = parseCvText(
      ['Jane Doe', 'Education', "IUT de Tours\t2017-09-01 — 2019-07-01", '  Informatique', '• DUT', 'Skills', 'Python'].join('\n'),
    )
    expect(cv.education).toMatchObject([{ degree: 'DUT', field: 'Informatique', institution: 'IUT de Tours', endDate: '2019-07' }])
  })
})

describe('the headline', () => {
  it('is never a handle, an image name, a network or a contact label', () => {
    for (const noise of [
      'jdoe42',
      'profile-pic',
      'Twitter',
      'GitLab Jane Doe',
      'Email',
      'Contáctame',
      'Rijbewijs: B',
    ]) {
      const cv = parseCvText(
        ['Jane Doe', noise, 'Experience', 'Data Engineer, Acme Ltd\t2020 – 2023'].join('\n'),
      )
      expect(cv.personal.title, noise).toBe('Data Engineer')
    }
  })

  it('may name the employer after an at sign, never be an e-mail address', () => {
    const title = (line: string) =>
      parseCvText(['Jane Doe', line, 'Experience', 'Data Engineer, Acme Ltd\t2020 – 2023'].join('\n'))
        .personal.title
    expect(title('Fullstack engineer @Acme Luxembourg')).toBe('Fullstack engineer @Acme Luxembourg')
    expect(title('jane@example.com')).toBe('Data Engineer')
  })

  it('is the tagline on its own line under the name, not the start of a summary under it', () => {
    const title = (lines: string[]) =>
      parseCvText(['Jane Doe', ...lines, 'Experience', 'Data Engineer, Acme Ltd\t2020 – 2023'].join('\n')).personal.title
    expect(title(['Data Engineer with 6 years of experience in streaming pipelines and cloud platforms', 'Summary'])).toBe(
      'Data Engineer with 6 years of experience in streaming pipelines and cloud platforms',
    )
    expect(title(['Ingeniera de datos con más de 6 años de experiencia.', 'Summary'])).toBe(
      'Ingeniera de datos con más de 6 años de experiencia.',
    )
    expect(
      title(['Data engineer offering six years of experience building data pipelines for retail, travel and', 'logistics firms across Europe.']),
    ).toBe('Data Engineer')
  })

  it('stands after the name and a comma on the name line, and is kept with its own separators', () => {
    const cv = parseCvText(
      ['Jane Doe, Data Engineer with 6 years of experience', 'jane@example.com | Lyon, FR', 'Experience', 'Analyst, Acme Ltd\t2020 – 2023'].join('\n'),
    )
    expect(cv.personal).toMatchObject({ fullName: 'Jane Doe', title: 'Data Engineer with 6 years of experience' })
    const title = (line: string) =>
      parseCvText(['Jane Doe', line, 'Summary', 'I build data platforms.'].join('\n')).personal.title
    expect(title('Data Engineer · Streaming · 100% remote')).toBe('Data Engineer · Streaming · 100% remote')
    expect(title('Data Engineer | Lyon')).toBe('Data Engineer')
  })

  it('is read under the name printed a second time, and before an image name under it', () => {
    const title = (lines: string[]) =>
      parseCvText(['Jane Doe', ...lines, 'Experience', 'Analyst, Acme Ltd\t2020 – 2023'].join('\n')).personal.title
    expect(title(['Jane Doe', 'Data Engineer', 'jane@example.com'])).toBe('Data Engineer')
    expect(title(['DATA ENGINEER WITH 6 YEARS OF EXPERIENCE IN STREAMING AND CLOUD PLATFORMS', 'profile-pic', 'Summary'])).toBe(
      'DATA ENGINEER WITH 6 YEARS OF EXPERIENCE IN STREAMING AND CLOUD PLATFORMS',
    )
  })

  it('can start with a word a contact block also uses', () => {
    const cv = parseCvText(['Jane Doe', 'Web Developer', 'jane@example.com'].join('\n'))
    expect(cv.personal.title).toBe('Web Developer')
  })
})

describe('headings and places', () => {
  it('reads a heading with a drop cap or letter-spaced', () => {
    for (const heading of ['B erufserfahrung', 'W ORK EXPERIENCE', 'E X P E R I E N C E']) {
      const cv = parseCvText(
        [
          'Jane Doe',
          heading,
          'Data Engineer, Acme Ltd\t2020 – 2023',
          'F ORMATION',
          'MSc Physics, Universität Wien\t2014 – 2016',
        ].join('\n'),
      )
      expect(
        cv.experience.map((job) => job.company),
        heading,
      ).toEqual(['Acme Ltd'])
      expect(
        cv.education.map((school) => school.institution),
        heading,
      ).toEqual(['Universität Wien'])
    }
  })

  it('keeps a town named with its country in the place, out of the employer and the title', () => {
    const text = [
      'Jane Doe',
      'Experience',
      'Heijmans N.V. – Rosmalen, Netherlands',
      'Data Engineer',
      '2020 – 2023',
      'Built the data platform.',
      'Analyst at Globex, Lyon, France\t2015 – 2016',
      'Cabify, Madrid, Spain',
      'Driver',
      '2012 – 2013',
    ].join('\n')
    expect(parseCvText(text).experience.map((job) => [job.title, job.company, job.location])).toEqual([
      ['Data Engineer', 'Heijmans N.V.', 'Rosmalen, Netherlands'],
      ['Analyst', 'Globex', 'Lyon, France'],
      ['Driver', 'Cabify', 'Madrid, Spain'],
    ])
  })
})

describe('nothing the CV says is dropped', () => {
  it('shows a jobs section whose entries cannot be read as a custom section under its heading', () => {
    const cv = parseCvText(
      [
        'Jane Doe',
        'Experience',
        'I have worked in many places over the years and learned a lot.',
        'Education',
        'MSc Physics, Universität Wien\t2014 – 2016',
      ].join('\n'),
    )
    expect(cv.experience).toEqual([])
    expect(
      cv.customSections?.map((section) => [section.title, section.entries.map((entry) => entry.title)]),
    ).toEqual([['Experience', ['I have worked in many places over the years and learned a lot.']]])
  })
})

describe('skills listed one per line', () => {
  it('joins an item wrapped inside its brackets and an abbreviation in brackets under its name', () => {
    const cv = parseCvText(
      [
        'Jane Doe',
        'Skills',
        'Django',
        'DRF (Django REST',
        'Framework)',
        'Express',
        'Amazon Web Services',
        '(AWS)',
        'GitHub Actions',
      ].join('\n'),
    )
    expect(cv.skills.flatMap((group) => group.items.map((item) => item.name))).toEqual([
      'Django',
      'DRF (Django REST Framework)',
      'Express',
      'Amazon Web Services (AWS)',
      'GitHub Actions',
    ])
  })
})

describe('two roles on one line', () => {
  it('are one title, while a role and an employer stay apart', () => {
    const text = [
      'Jane Doe',
      'Experience',
      'Senior System Analyst, .NET Software Developer\t2018 – 2019',
      'Data Engineer, Acme Software\t2016 – 2018',
      'Team Lead - Staff Engineer\t2014 – 2016',
      'Senior Engineer, Siemens AG\t2012 – 2014',
      'Web Developer & Designer, Freelance\t2010 – 2012',
      'Senior Consultant — Bergmann & Partner Beratung\t2008 – 2010',
    ].join('\n')
    expect(jobs(text).map(([title, company]) => [title, company])).toEqual([
      ['Senior System Analyst, .NET Software Developer', ''],
      ['Data Engineer', 'Acme Software'],
      ['Team Lead - Staff Engineer', ''],
      ['Senior Engineer', 'Siemens AG'],
      ['Web Developer & Designer', 'Freelance'],
      ['Senior Consultant', 'Bergmann & Partner Beratung'],
    ])
  })
})

describe('German compound titles and employers', () => {
  it('reads "-angestellte" as a role and "-büro"/"Kanzlei" as an employer, in either order', () => {
    const text = [
      'Anna Beispiel',
      'Berufserfahrung',
      'Steuerfachangestellte, Kanzlei Berger & Partner, München 03/2019 – heute',
      'Steuerbüro Klein, Verwaltungsangestellter, Augsburg 09/2016 – 02/2019',
    ].join('\n')
    expect(jobs(text).map(([title, company]) => [title, company])).toEqual([
      ['Steuerfachangestellte', 'Kanzlei Berger & Partner'],
      ['Verwaltungsangestellter', 'Steuerbüro Klein'],
    ])
  })
})

describe('the employer above the title', () => {
  it('takes the part with a role word as the title when no word names an employer', () => {
    const text = [
      'Jane Doe',
      'Experience',
      'Orange',
      'Software developer\tSep 2019 - Present',
      'Built the mediation platform.',
      'Renault',
      'Software developer\tApr 2019 - Jun 2019',
    ].join('\n')
    expect(jobs(text).map(([title, company]) => [title, company])).toEqual([
      ['Software developer', 'Orange'],
      ['Software developer', 'Renault'],
    ])
  })

  it('never takes a label over the items or a placeholder for the employer', () => {
    const text = [
      'Jane Doe',
      'Experience',
      'Fullstack Developer',
      '2019-01 — 2020-06',
      'Highlights',
      '• Built the shop',
      'Data Scientist',
      '2020-07 — 2021-06',
      'Invalid date',
      'Highlights',
      '• Trained models',
    ].join('\n')
    expect(jobs(text).map(([title, company]) => [title, company])).toEqual([
      ['Fullstack Developer', ''],
      ['Data Scientist', ''],
    ])
  })
})

describe('schools', () => {
  it('read each undated "Degree at School" line as a school of its own', () => {
    const cv = parseCvText(
      [
        'Jane Doe',
        'EDUCATION',
        'Master 2 Communication at ISEG (pôle alternance)',
        'BTS Action Commerciale at ISEFAC',
      ].join('\n'),
    )
    expect(cv.education.map((school) => school.institution)).toEqual(['ISEG (pôle alternance)', 'ISEFAC'])
  })

  it('are named on the head line when the line under it has only words firms share', () => {
    const cv = parseCvText(
      [
        'Jane Doe',
        'Education',
        'Studies Center Almi\t2013-11-01 — 2014-06-01',
        '  Information Technology',
        'Skills',
        'Git',
      ].join('\n'),
    )
    expect(cv.education.map((school) => school.institution)).toEqual(['Studies Center Almi'])
  })

  it('read a degree that names its subject after a colon', () => {
    const cv = parseCvText(
      [
        'Jane Doe',
        'Education',
        '2007-12 to 2012-12',
        'Insa Rennes',
        "Engineer's degree: Computer science",
        'Universidad Nacional de Asunción\t2010 – 2015',
        'BG: Ingeniería Electrónica',
      ].join('\n'),
    )
    expect(cv.education.map((school) => [school.degree, school.field, school.institution])).toEqual([
      ["Engineer's degree", 'Computer science', 'Insa Rennes'],
      ['BG', 'Ingeniería Electrónica', 'Universidad Nacional de Asunción'],
    ])
  })
})

describe('skill cards in a sidebar', () => {
  it('read a run of skill names set in larger type, each over its level and keywords, as skill groups', () => {
    const cv = parseCvText(
      [
        'Jane Doe',
        'Profile',
        'Site reliability engineer.',
        'Docker',
        'Master',
        'Containers',
        'Kubernetes',
        'Orchestration',
        'Terraform',
        'Advanced',
        'IaC',
        'Experience',
        'SRE, Acme Ltd\t2020 – 2023',
      ].join('\n'),
      { headings: ['Docker', 'Kubernetes', 'Terraform'] },
    )
    expect(cv.skills.map((group) => [group.category, group.items.map((item) => item.name)])).toEqual([
      ['Docker', ['Containers']],
      ['Kubernetes', ['Orchestration']],
      ['Terraform', ['IaC']],
    ])
    expect(cv.customSections ?? []).toEqual([])
    expect(cv.experience.map((job) => job.company)).toEqual(['Acme Ltd'])
  })
})

describe('a sidebar section between two pages of jobs', () => {
  it('gives the jobs after its own list back to the jobs section', () => {
    const cv = parseCvText(
      [
        'Jane Doe',
        'Experience',
        '06/2020 - Present',
        'Senior Engineer, Acme Ltd',
        'Languages',
        'Portuguese (native)',
        'English (B2)',
        '02/2018 - 05/2018',
        'Analyst, Globex SA',
        '04/2012 - 01/2016',
        'Developer, Initech',
      ].join('\n'),
    )
    expect(cv.languages.map((language) => language.name)).toEqual(['Portuguese', 'English'])
    expect(cv.experience.map((job) => job.company)).toEqual(['Acme Ltd', 'Globex SA', 'Initech'])
  })
})

describe('a job title in larger type', () => {
  it('keeps the label repeated under each job a label, not a section', () => {
    const cv = parseCvText(
      [
        'Jane Doe',
        'Frontend Engineer',
        'Work',
        '2024-09-01 —',
        'Frontend Engineer',
        'Built web apps for payments.',
        'Highlights',
        'Cut load times by 40%',
        '2021-08-01 — 2024-08-01',
        'Frontend Lead',
        'Led the design system.',
        'Highlights',
        'Mentored four developers',
        'Projects Experience',
        'Wallet App, Acme Labs',
        'Jan, 2022 - Dec, 2022',
      ].join('\n'),
      { headings: ['Jane Doe', 'Frontend Engineer', 'Work'] },
    )
    expect(cv.experience.map((job) => [job.title, job.startDate])).toEqual([
      ['Frontend Engineer', '2024-09'],
      ['Frontend Lead', '2021-08'],
    ])
    expect(cv.summary).not.toContain('Mentored')
  })
})

describe('employers as list items', () => {
  it('read a lone item above a line of dates and title as the employer, held for the roles dated under it', () => {
    const text = [
      'Jane Doe',
      'Experience',
      '• Nordwind Labs',
      '(2016 - 2020) - Data Analyst',
      'Mapped coastal vegetation from satellite images.',
      '• Hafenblick University',
      '(2012 - 2013) - Teaching Assistant',
      '(2011 - 2011) - Research Assistant',
    ].join('\n')
    expect(jobs(text)).toEqual([
      ['Data Analyst', 'Nordwind Labs', '2016', '2020'],
      ['Teaching Assistant', 'Hafenblick University', '2012', '2013'],
      ['Research Assistant', 'Hafenblick University', '2011', '2011'],
    ])
  })
})

describe('a description started beside the head', () => {
  it('is never the employer: a sentence wrapped onto the next line, a placeholder', () => {
    const text = [
      'Jane Doe',
      'Work',
      'Frontend Lead\t2019-10-14 - 2023-01-31\tLed the development of web platforms',
      'with a focus on user experience.',
      'Data Scientist\tInvalid date\t2016-01 - 2017-01',
    ].join('\n')
    expect(jobs(text)).toEqual([
      ['Frontend Lead', '', '2019-10', '2023-01'],
      ['Data Scientist', '', '2016-01', '2017-01'],
    ])
    const days = ['Jane Doe', 'Work', 'Chief Technology Officer (CTO), Nordwind', 'Jan, 2015 - Jan, 2015\t1 day'].join('\n')
    expect(jobs(days)).toEqual([['Chief Technology Officer (CTO)', 'Nordwind', '2015-01', '2015-01']])
    const above = [
      'Jane Doe',
      'Work',
      'Platform Engineer:',
      'Built internal tools and pipelines for the integration of',
      '2017-02-01\tTO PRESENT',
      'payment services across teams.',
      'Backend Developer:',
      '2015-01-01\tTO\t2017-01-31',
      'Wrote the billing service.',
    ].join('\n')
    expect(jobs(above).map(([title]) => title)).toEqual(['Platform Engineer', 'Backend Developer'])
  })
})

describe('"Title at Employer" with dashes inside', () => {
  it('keeps everything before "at" as the title and after it as the employer', () => {
    const text = [
      'Jane Doe',
      'Work Experience',
      'Backend Developer - Billing Migration at Nordwind Labs\tJan 2022 - Dec 2023',
      'Team Lead · Fullstack at Hafenblick Media — News Desk\tFeb 2019 - Dec 2021',
      'Web Developer at Wavy - Paris, France\tMar 2017 - Jan 2019',
    ].join('\n')
    expect(jobs(text).map(([title, company]) => [title, company])).toEqual([
      ['Backend Developer - Billing Migration', 'Nordwind Labs'],
      ['Team Lead · Fullstack', 'Hafenblick Media — News Desk'],
      ['Web Developer', 'Wavy'],
    ])
  })
})

describe('a job named by one name alone', () => {
  it('is named by its role, unless a legal form makes the name a firm', () => {
    const text = [
      'Jane Doe',
      'Work Experience',
      'Software Engineering Services',
      'Nov 2021 - Present',
      'Nordwind Logistik GmbH',
      'Jan 2019 - Oct 2021',
    ].join('\n')
    expect(jobs(text).map(([title, company]) => [title, company])).toEqual([
      ['Software Engineering Services', ''],
      ['', 'Nordwind Logistik GmbH'],
    ])
  })
})

describe('moderncv entries dated by a year', () => {
  it('date a year alone as start and end, and never take the description for the employer', () => {
    const text = [
      'Jane Doe',
      'Ervaring',
      '2023-heden Firmware engineer, Nordwind,',
      '2022 Student job web developer, Hafenblick Labs,',
      '2021-2022 Penningmeester, Studentenclub,',
      'Penningmeester en algemeen bestuurslid van de werkgroep informatica aan de universiteit',
    ].join('\n')
    expect(jobs(text)).toEqual([
      ['Firmware engineer', 'Nordwind', '2023', 'now'],
      ['Student job web developer', 'Hafenblick Labs', '2022', '2022'],
      ['Penningmeester', 'Studentenclub', '2021', '2022'],
    ])
  })
})

describe('roles joined by slashes', () => {
  it('are one title, the employer beside them kept apart', () => {
    const text = [
      'Jane Doe',
      'Work Experience',
      'Nordwind GmbH',
      'Team Lead IT / SysOps / DevOps',
      'Dec 2023 - Oct 2025',
      'Led the platform team.',
    ].join('\n')
    expect(jobs(text).map(([title, company]) => [title, company])).toEqual([['Team Lead IT / SysOps / DevOps', 'Nordwind GmbH']])
  })
})
