import type { CvData } from '#shared/cv/cv.schema'

// Sample CVs shown in template thumbnails and used by tests: realistic, fictional people.

export const richCv: CvData = {
  personal: {
    fullName: 'Olivia Bennett',
    title: 'Senior Software Engineer',
    email: 'olivia.bennett@example.com',
    phone: '+44 20 7946 0958',
    location: 'London, United Kingdom',
    links: [
      { id: 'l1', kind: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/in/olivia-bennett' },
      { id: 'l2', kind: 'github', label: '', url: 'github.com/obennett' },
      { id: 'l3', kind: 'website', label: 'Portfolio', url: 'https://oliviabennett.dev' },
    ],
    photo: '',
  },
  headline: 'Backend and platform engineer for high-volume payment systems',
  summary:
    'Senior software engineer with nine years of experience designing, building and operating distributed systems in fintech and logistics. I lead small teams that ship reliable services, measure what matters and leave systems simpler than they found them.\nMost at home in TypeScript and Go on AWS, with a strong interest in event-driven architecture, developer experience and mentoring.',
  experience: [
    {
      id: 'e1',
      title: 'Senior Software Engineer',
      company: 'Northwind Payments',
      location: 'London',
      startDate: '2021-03',
      endDate: '',
      current: true,
      description: '',
      bullets: [
        'Led the redesign of the card authorisation service, cutting p99 latency from 420 ms to 95 ms at 3,000 requests per second.',
        'Introduced idempotent event processing with PostgreSQL outbox tables, eliminating duplicate settlements (previously 0.2 % of volume).',
        'Mentored five engineers; two were promoted to senior within 18 months.',
        'Drove the migration of 40 services from ECS to Kubernetes with zero customer-facing downtime.',
        'Defined service-level objectives and on-call practices adopted across the 60-person engineering department.',
      ],
    },
    {
      id: 'e2',
      title: 'Software Engineer',
      company: 'Brightline Logistics',
      location: 'Manchester',
      startDate: '2018-06',
      endDate: '2021-02',
      current: false,
      description: '',
      bullets: [
        'Built the real-time parcel tracking API in Go, serving 12 million events per day.',
        'Replaced a nightly batch job with streaming updates on Kafka, so customers saw delivery changes within seconds.',
        'Cut AWS costs by 31 % through right-sizing and reserved capacity planning.',
        'Championed contract testing, reducing integration incidents by half.',
      ],
    },
    {
      id: 'e3',
      title: 'Junior Web Developer',
      company: 'Cobalt Digital Agency',
      location: 'Leeds',
      startDate: '2016-09',
      endDate: '2018-05',
      current: false,
      description: 'Agency work for retail and public-sector clients in a team of eight developers.',
      bullets: [
        'Delivered 14 client websites and e-commerce integrations on time and within budget.',
        'Set up the agency’s first continuous integration pipeline and automated accessibility checks.',
      ],
    },
  ],
  education: [
    {
      id: 'ed1',
      degree: 'MSc',
      field: 'Computer Science',
      institution: 'University of Edinburgh',
      location: 'Edinburgh',
      startDate: '2015-09',
      endDate: '2016-08',
      gpa: 'Distinction',
      details: ['Dissertation: consistency trade-offs in geo-replicated databases'],
    },
    {
      id: 'ed2',
      degree: 'BSc',
      field: 'Mathematics',
      institution: 'University of Leeds',
      location: 'Leeds',
      startDate: '2012-09',
      endDate: '2015-06',
      gpa: '',
      details: [],
    },
  ],
  skills: [
    {
      id: 's1',
      category: 'Programming',
      items: [
        { id: 's1a', name: 'TypeScript', level: 'expert' },
        { id: 's1b', name: 'Go', level: 'advanced' },
        { id: 's1c', name: 'Python', level: 'advanced' },
        { id: 's1d', name: 'SQL', level: 'expert' },
      ],
    },
    {
      id: 's2',
      category: 'Cloud & Data',
      items: [
        { id: 's2a', name: 'AWS', level: 'expert' },
        { id: 's2b', name: 'Kubernetes', level: 'advanced' },
        { id: 's2c', name: 'PostgreSQL', level: 'expert' },
        { id: 's2d', name: 'Kafka', level: 'intermediate' },
      ],
    },
    {
      id: 's3',
      category: 'Practices',
      items: [
        { id: 's3a', name: 'Domain-driven design', level: '' },
        { id: 's3b', name: 'Observability', level: '' },
        { id: 's3c', name: 'Technical mentoring', level: '' },
      ],
    },
  ],
  languages: [
    { id: 'la1', name: 'English', level: 'native' },
    { id: 'la2', name: 'German', level: 'B2' },
    { id: 'la3', name: 'Spanish', level: 'A2' },
  ],
  certifications: [
    {
      id: 'c1',
      name: 'AWS Certified Solutions Architect – Professional',
      issuer: 'Amazon Web Services',
      date: '2022-05',
    },
    { id: 'c2', name: 'Certified Kubernetes Administrator (CKA)', issuer: 'Cloud Native Computing Foundation', date: '2021-11' },
  ],
  projects: [
    {
      id: 'p1',
      name: 'ledger-lite',
      description: 'Open-source double-entry ledger library used by three fintech start-ups.',
      startDate: '2020-01',
      endDate: '',
      bullets: ['1,800 GitHub stars and 40 contributors', 'Property-based test suite covering every posting rule'],
      tech: ['Go', 'PostgreSQL', 'GitHub Actions'],
    },
    {
      id: 'p2',
      name: 'Payments observability toolkit',
      description: 'Internal dashboards and alerts that trace a payment across twelve services.',
      startDate: '2022',
      endDate: '2023',
      bullets: [],
      tech: ['OpenTelemetry', 'Grafana', 'TypeScript'],
    },
  ],
}

export const richCvDe: CvData = {
  personal: {
    fullName: 'Katharina Schneider',
    title: 'Senior Softwareentwicklerin',
    email: 'k.schneider@example.de',
    phone: '+49 89 1234 5678',
    location: 'München',
    links: [
      { id: 'dl1', kind: 'xing', label: '', url: 'https://www.xing.com/profile/Katharina_Schneider' },
      { id: 'dl2', kind: 'github', label: '', url: 'https://github.com/kschneider' },
    ],
    photo: '',
    nationality: 'deutsch',
    dateOfBirth: '14.03.1990',
  },
  headline: 'Backend-Entwicklung für Versicherungs- und Bankensysteme',
  summary:
    'Softwareentwicklerin mit zehn Jahren Erfahrung in Java und Kotlin. Schwerpunkte sind verteilte Systeme, saubere Schnittstellen und die Modernisierung gewachsener Anwendungen. Ich arbeite gern in agilen Teams und übernehme Verantwortung für Qualität und Betrieb.',
  experience: [
    {
      id: 'de1',
      title: 'Senior Softwareentwicklerin',
      company: 'Allgäuer Versicherung AG',
      location: 'München',
      startDate: '2020-04',
      endDate: '',
      current: true,
      description: '',
      bullets: [
        'Leitung der Migration des Vertragssystems auf Spring Boot und Kubernetes für 2,3 Mio. Verträge.',
        'Einführung von Contract-Tests zwischen 14 Teams; Integrationsfehler um 60 % reduziert.',
        'Fachliche Führung von vier Entwicklerinnen und Entwicklern.',
      ],
    },
    {
      id: 'de2',
      title: 'Softwareentwickler (m/w/d)',
      company: 'Bankhaus Lehmann & Söhne',
      location: 'Frankfurt am Main',
      startDate: '2015-09',
      endDate: '2020-03',
      current: false,
      description: '',
      bullets: [
        'Entwicklung von Zahlungsverkehrsschnittstellen (SEPA, SWIFT) in Java.',
        'Automatisierung der Release-Prozesse mit Jenkins und Ansible.',
      ],
    },
  ],
  education: [
    {
      id: 'ded1',
      degree: 'M.Sc.',
      field: 'Informatik',
      institution: 'Technische Universität München',
      location: 'München',
      startDate: '2013-10',
      endDate: '2015-08',
      gpa: '1,3',
      details: ['Masterarbeit: Konsistenzmodelle in verteilten Datenbanken'],
    },
  ],
  skills: [
    {
      id: 'ds1',
      category: 'Programmiersprachen',
      items: [
        { id: 'ds1a', name: 'Java', level: 'expert' },
        { id: 'ds1b', name: 'Kotlin', level: 'advanced' },
        { id: 'ds1c', name: 'SQL', level: 'advanced' },
      ],
    },
    {
      id: 'ds2',
      category: 'Werkzeuge',
      items: [
        { id: 'ds2a', name: 'Spring Boot', level: 'expert' },
        { id: 'ds2b', name: 'Kubernetes', level: 'intermediate' },
      ],
    },
  ],
  languages: [
    { id: 'dla1', name: 'Deutsch', level: 'native' },
    { id: 'dla2', name: 'Englisch', level: 'C1' },
    { id: 'dla3', name: 'Französisch', level: 'B1' },
  ],
  certifications: [{ id: 'dc1', name: 'iSAQB Certified Professional for Software Architecture', issuer: 'iSAQB e. V.', date: '2019-06' }],
  projects: [],
}
