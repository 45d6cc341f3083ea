import { legalFormAlternation } from './legal-forms'

// Word lists that tell the parts of a CV line apart (job title, employer, degree, school, place)
// in the 8 product languages. General vocabulary of CVs, not of any one document.

/** Stems that mark a job title; matched at word starts, so "entwickler" also finds "Softwareentwickler" via ROLE_SUFFIXES. */
// prettier-ignore
const ROLE_WORDS = [
  // en
  'engineer', 'developer', 'manager', 'director', 'consultant', 'analyst', 'designer', 'specialist', 'officer',
  'assistant', 'associate', 'intern', 'internship', 'trainee', 'apprentice', 'lead', 'head', 'architect',
  'administrator', 'coordinator', 'executive', 'president', 'vp', 'vice', 'founder', 'co-founder', 'cofounder',
  'owner', 'partner', 'accountant', 'auditor', 'controller', 'nurse', 'teacher', 'lecturer', 'professor',
  'researcher', 'scientist', 'technician', 'operator', 'representative', 'agent', 'advisor', 'adviser', 'clerk',
  'cashier', 'recruiter', 'editor', 'writer', 'journalist', 'photographer', 'chef', 'cook', 'waiter', 'waitress',
  'driver', 'mechanic', 'electrician', 'supervisor', 'programmer', 'ceo', 'cto', 'cfo', 'coo', 'cmo', 'cio', 'cpo',
  'student', 'tutor', 'physician', 'doctor', 'pharmacist', 'lawyer', 'attorney', 'paralegal', 'secretary',
  'receptionist', 'buyer', 'planner', 'strategist', 'product owner', 'scrum master', 'freelancer', 'freelance',
  'contractor', 'volunteer', 'fellow', 'postdoc', 'instructor', 'trainer', 'coach', 'therapist', 'pilot',
  'banker', 'broker', 'underwriter', 'economist', 'statistician', 'copywriter', 'marketer', 'salesperson',
  'sales', 'marketing', 'support', 'tester', 'qa', 'devops', 'sre', 'staff', 'principal', 'senior', 'junior',
  'chief', 'member', 'worker', 'employee', 'apprentice', 'barista', 'bartender', 'clerk', 'storekeeper',
  'warehouse', 'logistician', 'dispatcher', 'foreman', 'welder', 'carpenter', 'plumber', 'caregiver',
  // de
  'entwickler', 'entwicklerin', 'ingenieur', 'ingenieurin', 'leiter', 'leiterin', 'leitung', 'berater', 'beraterin',
  'referent', 'referentin', 'sachbearbeiter', 'sachbearbeiterin', 'kaufmann', 'kauffrau', 'werkstudent',
  'werkstudentin', 'praktikant', 'praktikantin', 'auszubildender', 'auszubildende', 'azubi', 'geschäftsführer',
  'geschäftsführerin', 'mitarbeiter', 'mitarbeiterin', 'assistent', 'assistentin', 'buchhalter', 'buchhalterin',
  'architekt', 'architektin', 'techniker', 'technikerin', 'pfleger', 'pflegerin', 'krankenschwester', 'lehrer',
  'lehrerin', 'dozent', 'dozentin', 'designerin', 'analystin', 'spezialist', 'spezialistin', 'koordinator',
  'koordinatorin', 'verkäufer', 'verkäuferin', 'fachkraft', 'monteur', 'mechatroniker', 'elektroniker', 'erzieher',
  'erzieherin', 'arzt', 'ärztin', 'apotheker', 'apothekerin', 'redakteur', 'redakteurin', 'vorstand', 'prokurist',
  'inhaber', 'inhaberin', 'gründer', 'gründerin', 'managerin', 'beraterin', 'teamleiter', 'teamleiterin',
  'projektleiter', 'projektleiterin', 'abteilungsleiter', 'bereichsleiter', 'wissenschaftlicher',
  'wissenschaftliche', 'studentische', 'studentischer', 'hilfskraft', 'tutorin', 'trainerin', 'consultant',
  'controllerin', 'einkäufer', 'einkäuferin', 'disponent', 'disponentin', 'lagerist', 'servicekraft', 'kellner',
  'kellnerin', 'koch', 'köchin', 'fahrer', 'fahrerin', 'aushilfe', 'volontär', 'volontärin', 'trainee',
  'studentin', 'studierende', 'studierender', 'fachfrau', 'fachmann', 'pflegefachfrau', 'pflegefachmann', 'sekretärin',
  'buchhalterin', 'juristin', 'jurist', 'ingenieure', 'ingénieure', 'développeuse', 'programmatrice',
  // fr
  'ingénieur', 'ingénieure', 'développeur', 'développeuse', 'chef', 'responsable', 'directeur', 'directrice',
  'consultante', 'chargé', 'chargée', 'stagiaire', 'assistante', 'analyste', 'gestionnaire', 'technicien',
  'technicienne', 'commercial', 'commerciale', 'comptable', 'contrôleur', 'contrôleuse', 'conseiller',
  'conseillère', 'alternant', 'alternante', 'apprenti', 'apprentie', 'attaché', 'attachée', 'juriste', 'infirmier',
  'infirmière', 'enseignant', 'enseignante', 'professeur', 'chercheur', 'chercheuse', 'architecte', 'vendeur',
  'vendeuse', 'fondateur', 'fondatrice', 'gérant', 'gérante', 'adjoint', 'adjointe', 'employé', 'employée',
  'serveur', 'serveuse', 'cuisinier', 'rédacteur', 'rédactrice', 'auditeur', 'auditrice', 'associé', 'associée',
  'animateur', 'animatrice', 'formateur', 'formatrice', 'opérateur', 'opératrice',
  // es
  'ingeniero', 'ingeniera', 'desarrollador', 'desarrolladora', 'programador', 'programadora', 'jefe', 'jefa',
  'director', 'directora', 'gerente', 'consultor', 'consultora', 'analista', 'coordinador', 'coordinadora',
  'técnico', 'técnica', 'asistente', 'becario', 'becaria', 'practicante', 'administrativo', 'administrativa',
  'contable', 'auxiliar', 'especialista', 'diseñador', 'diseñadora', 'profesor', 'profesora', 'enfermero',
  'enfermera', 'abogado', 'abogada', 'arquitecto', 'arquitecta', 'fundador', 'fundadora', 'dependiente',
  'camarero', 'camarera', 'cocinero', 'cocinera', 'vendedor', 'vendedora', 'responsable', 'encargado', 'encargada',
  // it
  'ingegnere', 'sviluppatore', 'sviluppatrice', 'programmatore', 'programmatrice', 'direttore', 'direttrice',
  'consulente', 'tecnico', 'tecnica', 'impiegato', 'impiegata', 'stagista', 'tirocinante', 'coordinatore',
  'coordinatrice', 'progettista', 'contabile', 'addetto', 'addetta', 'capo', 'insegnante', 'docente', 'infermiere',
  'infermiera', 'avvocato', 'avvocatessa', 'architetto', 'fondatore', 'fondatrice', 'commessa', 'commesso',
  'cameriere', 'cameriera', 'ricercatore', 'ricercatrice', 'amministratore', 'amministratrice',
  // pt
  'engenheiro', 'engenheira', 'desenvolvedor', 'desenvolvedora', 'gestor', 'gestora', 'diretor', 'diretora',
  'técnico', 'estagiário', 'estagiária', 'coordenador', 'coordenadora', 'responsável', 'chefe', 'contabilista',
  'professora', 'enfermeiro', 'enfermeira', 'advogado', 'advogada', 'arquiteto', 'arquiteta', 'administrador',
  'administradora', 'operador', 'operadora', 'vendedor', 'empregado', 'empregada', 'investigador', 'investigadora',
  // nl
  'ontwikkelaar', 'softwareontwikkelaar', 'adviseur', 'medewerker', 'medewerkster', 'stagiair', 'stagiaire',
  'projectleider', 'teamleider', 'hoofd', 'directeur', 'analist', 'beheerder', 'coördinator', 'verpleegkundige',
  'leraar', 'lerares', 'accountmanager', 'ontwerper', 'verkoper', 'verkoopster', 'boekhouder', 'eigenaar',
  'oprichter', 'docent', 'onderzoeker', 'werkstudent', 'bijbaan', 'vakkenvuller', 'kassamedewerker',
  // pl
  'programista', 'programistka', 'inżynier', 'kierownik', 'kierowniczka', 'dyrektor', 'dyrektorka', 'specjalista',
  'specjalistka', 'konsultant', 'konsultantka', 'analityk', 'analityczka', 'stażysta', 'stażystka', 'praktykant',
  'praktykantka', 'asystent', 'asystentka', 'koordynator', 'koordynatorka', 'menedżer', 'menadżer', 'księgowy',
  'księgowa', 'projektant', 'projektantka', 'lider', 'liderka', 'prezes', 'właściciel', 'właścicielka',
  'nauczyciel', 'nauczycielka', 'pielęgniarka', 'handlowiec', 'doradca', 'starszy', 'starsza', 'młodszy',
  'młodsza', 'główny', 'główna', 'sprzedawca', 'kelner', 'kelnerka', 'kierowca', 'pracownik', 'pracowniczka',
  'wykładowca', 'badacz',
]

// German and Dutch build titles as compounds ("Softwareentwickler", "Vertriebsleiterin").
// prettier-ignore
const ROLE_SUFFIXES = [
  'entwickler', 'entwicklerin', 'leiter', 'leiterin', 'ingenieur', 'ingenieurin', 'berater', 'beraterin',
  'manager', 'managerin', 'referent', 'referentin', 'kaufmann', 'kauffrau', 'techniker', 'technikerin',
  'assistent', 'assistentin', 'mitarbeiter', 'mitarbeiterin', 'lehrer', 'lehrerin', 'pfleger', 'pflegerin',
  'designer', 'designerin', 'analyst', 'analystin', 'architekt', 'architektin', 'spezialist', 'spezialistin',
  'koordinator', 'koordinatorin', 'verkäufer', 'verkäuferin', 'führer', 'führerin', 'beauftragter',
  'beauftragte', 'planer', 'planerin', 'experte', 'expertin', 'ontwikkelaar', 'medewerker', 'leider', 'adviseur',
  'fachfrau', 'fachmann', 'kaufmann', 'kauffrau', 'pfleger', 'pflegerin', 'voorbereider', 'werker',
  'beheerder', 'engineer', 'developer', 'consultant', 'controller', 'administrator', 'angestellte', 'angestellter',
]

const ROLE_SET = new Set(ROLE_WORDS)

/** Company legal forms and words that name an organisation. */
// prettier-ignore
const COMPANY_MARKERS = [
  'gmbh', 'kgaa', 'ohg', 'mbh', 'ltd', 'limited', 'llc', 'llp', 'inc', 'corp', 'corporation', 'company', 'plc',
  'sas', 'sarl', 'srl', 'spa', 'lda', 'ltda', 'pty', 'gbr', 'mbb', 'gmbh.', 'inc.', 'ltd.', 'corp.', 'co.',
  'group', 'gruppe', 'groupe', 'grupo', 'gruppo', 'groep', 'grupa', 'bank', 'banque', 'banco', 'banca', 'consulting',
  'partners', 'technologies', 'technology', 'solutions', 'systems', 'software', 'labs', 'studio', 'agency',
  'agentur', 'agence', 'agencia', 'agenzia', 'holding', 'hospital', 'klinik', 'klinikum', 'krankenhaus', 'hôpital',
  'ospedale', 'ziekenhuis', 'szpital', 'clinic', 'university', 'universität', 'université', 'universidad',
  'università', 'universidade', 'universiteit', 'uniwersytet', 'hochschule', 'institute', 'institut', 'instituto',
  'istituto', 'instituut', 'instytut', 'ministry', 'ministerium', 'ministère', 'ministerio', 'ministero',
  'ministério', 'ministerie', 'ministerstwo', 'stadt', 'gemeente', 'comune', 'ayuntamiento', 'câmara', 'urząd',
  'foundation', 'stiftung', 'fondation', 'fundación', 'fondazione', 'fundação', 'stichting', 'fundacja',
  'association', 'verein', 'verband', 'asociación', 'associazione', 'associação', 'vereniging', 'stowarzyszenie',
  'restaurant', 'hotel', 'café', 'stores', 'supermarkt', 'verlag', 'insurance', 'versicherung', 'versicherungen',
  'assurance', 'assurances', 'seguros', 'assicurazioni', 'verzekeringen', 'capital', 'ventures', 'pharma',
  'energy', 'energie', 'motors', 'automotive', 'logistics', 'logistik', 'telecom', 'airlines', 'airport',
  'consultancy', 'analytics', 'robotics', 'industries', 'werke', 'gesellschaft', 'société', 'sociedad', 'società',
  'sociedade', 'maatschappij', 'spółka', 'cooperative', 'genossenschaft', 'sparkasse', 'volksbank', 'landesbank',
  'kanzlei', 'apotheke', 'schule', 'gymnasium', 'school', 'college', 'academy', 'akademie', 'laboratory', 'labor',
  'fabrik', 'manufacturing', 'electronics', 'elektronik', 'chemicals', 'chemie', 'foods', 'retail', 'partnerschaft',
  'council', 'authority', 'bureau', 'media', 'cooperativa', 'coöperatie', 'spółdzielnia', 'coopérative',
]
// Legal forms written in capitals; case matters ("AG" is a company, "ab" is German for "from").
const COMPANY_FORMS = new RegExp(`(?:^|[\\s,(])(?:${legalFormAlternation({ loose: true })})(?=$|[\\s,)])`, 'u')
const COMPANY_SET = new Set(COMPANY_MARKERS)
// Compound employer names in German and Dutch ("Universitätsspital", "Landesbank", "Stadtwerke").
// prettier-ignore
const COMPANY_SUFFIXES = ['spital', 'klinik', 'klinikum', 'krankenhaus', 'bank', 'kasse', 'versicherung', 'werke', 'verlag', 'gruppe', 'zentrum', 'ziekenhuis', 'groep', 'verzekeringen', 'gesellschaft', 'agentur', 'akademie', 'büro', 'kanzlei']

// prettier-ignore
const DEGREE_WORDS = [
  // en
  'bachelor', 'bachelors', "bachelor's", 'master', 'masters', "master's", 'ph.d.', 'doctorate', 'diploma',
  'degree', 'b.sc.', 'm.sc.', 'b.eng.', 'm.eng.', 'll.b.', 'll.m.', 'a-levels', 'a-level', 'high school', 'mphil',
  'dphil', 'pgce', 'associate degree', 'postgraduate', 'undergraduate', 'graduate diploma',
  // short and vocational qualifications
  "associate's", 'foundation degree', 'apprenticeship', 'gcse', 'gcses', 'postgraduate certificate',
  // school levels, named as what was completed ("Primary and Secondary school", "Educación secundaria")
  'primary school', 'secondary school', 'elementary school', 'middle school', 'secondary education',
  'educación secundaria', 'educación primaria', 'ensino fundamental', 'enseignement secondaire',
  // de
  'abitur', 'fachabitur', 'fachhochschulreife', 'hochschulreife', 'diplom', 'dipl.-ing.', 'dipl.-kfm.', 'magister',
  'staatsexamen', 'promotion', 'doktor', 'ausbildung', 'berufsausbildung', 'realschulabschluss', 'mittlere reife',
  'hauptschulabschluss', 'matura', 'meister', 'meisterin', 'fachwirt', 'fachwirtin', 'betriebswirt', 'lehre',
  'studium', 'abschluss', 'examen', 'staatlich geprüfter', 'staatlich geprüfte', 'weiterbildung', 'fortbildung',
  'fachoberschulreife', 'gesellenbrief', 'gesellenprüfung', 'facharbeiterbrief', 'umschulung', 'bachelorstudium',
  'masterstudium', 'diplomstudium', 'lehramt', 'meisterbrief', 'meisterprüfung',
  // fr
  'licence', 'baccalauréat', 'doctorat', 'diplôme', 'deug', 'mastère', 'prépa', 'classe préparatoire', 'maîtrise',
  "diplôme d'ingénieur", 'ingénieur', 'capes', 'agrégation', 'crpe', 'bep', 'brevet',
  'bac pro', 'licence professionnelle', 'titre professionnel', 'deust',
  // es
  'grado', 'licenciatura', 'licenciado', 'licenciada', 'máster', 'doctorado', 'diplomatura', 'bachillerato',
  'ingeniería', 'técnico superior', 'título', 'graduado', 'graduada', 'ciclo formativo',
  'tecnólogo', 'tecnologo', 'tecnóloga', 'tecnicatura', 'grado superior',
  'grado medio', 'formación profesional', 'maestría', 'maestria', 'especialización', 'diplomado', 'bachiller',
  'profesorado',
  // it
  'laurea', 'laurea magistrale', 'laurea triennale', 'dottorato', 'diploma di maturità', 'maturità', 'magistrale',
  'triennale', 'specialistica', 'perito', 'diploma di perito', 'qualifica professionale', 'istruzione tecnica superiore',
  // pt
  'mestrado', 'doutoramento', 'doutorado', 'bacharelado', 'bacharel', 'pós-graduação', 'pos-graduação',
  'ensino secundário', 'ensino médio', 'licenciatura', 'graduação', 'especialização', 'curso técnico',
  'técnico profissional', 'ensino técnico',
  // nl
  'propedeuse', 'doctoraal', 'mbo', 'hbo', 'vwo', 'havo', 'vmbo', 'mbo-diploma', 'hbo-bachelor', 'hbo-master',
  'wo-bachelor', 'wo-master',
  // pl
  'licencjat', 'inżynier', 'inżynierskie', 'studia', 'studia magisterskie', 'studia licencjackie',
  'studia inżynierskie', 'technikum', 'dyplom', 'magisterskie', 'licencjackie', 'technik',
]
// Abbreviated degrees, case-sensitive so that "but", "wo" or "ma" in a sentence do not count.
const DEGREE_ABBREVIATIONS =
  /(?:^|[\s,(])(?:B\.?\s?Sc\.?|M\.?\s?Sc\.?|B\.?A\.?|M\.?A\.?|B\.?S\.?|M\.?S\.?|B\.?\s?Eng\.?|M\.?\s?Eng\.?|MBA|EMBA|Ph\.?\s?D\.?|Dr\.|LL\.?\s?[BM]\.?|MD|BTS|DUT|BUT|CAP|BAC|Bac|DEA|DESS|HBO|WO|MBO|HAVO|VWO|VMBO|HNC|BTEC|NVQ|GCSEs?|HND|GED|FP|CFGS|Mag\.|BSc|MSc|BEng|MEng|mgr|inż\.?|lic\.|Dipl\.-\p{L}+\.?|Dipl\.)(?=$|[\s,)])/u
const DEGREE_SET = new Set(DEGREE_WORDS)

// prettier-ignore
const INSTITUTION_WORDS = [
  'university', 'universität', 'universitat', 'université', 'universidad', 'università', 'universidade',
  'universiteit', 'uniwersytet', 'hochschule', 'fachhochschule', 'college', 'school', 'schule', 'école', 'escuela',
  'scuola', 'escola', 'szkoła', 'institute', 'institut', 'instituto', 'istituto', 'instituut', 'instytut',
  'academy', 'akademie', 'académie', 'academia', 'accademia', 'academie', 'akademia', 'politecnico', 'politécnico',
  'politécnica', 'politechnika', 'polytechnique', 'polytechnic', 'gymnasium', 'lycée', 'liceo', 'liceum', 'lyceum',
  'hogeschool', 'faculty', 'fakultät', 'faculté', 'facultad', 'facoltà', 'faculdade', 'faculteit', 'wydział',
  'epfl', 'essec', 'insead', 'kth', 'iese', 'esade', 'bocconi',
  'sciences po', 'berufsschule', 'berufskolleg', 'realschule', 'gesamtschule', 'sekundarschule', 'collège',
  'colegio', 'instituto superior', 'ihk', 'handwerkskammer', 'kammer', 'conservatoire', 'conservatorio',
  'campus', 'business school', 'technikum', 'ecole', 'iscte', 'szkół', 'szkoły', 'zespół szkół', 'inspe', 'ifsi',
  'iut', 'cfa', 'greta', 'ies', 'cifp', 'roc', 'mbo college', 'berufsfachschule', 'fachschule',
  'colégio', 'centro universitário', 'centro universitario', 'atheneum', 'athénée', 'universitaire',
  // schools named by what they are rather than by a school word
  'centro de estudios', 'centro de formación', 'centro educativo', 'centro de formação', 'corporación universitaria',
  'fundación universitaria', 'institución universitaria', 'institución educativa', 'uczelnia',
]
const INSTITUTION_ABBREVIATIONS =
  /(?:^|[\s,(])(?:TU|MIT|KIT|ETH|LMU|TUM|RWTH|FH|HS|HEC|LSE|UCL|UvA|SGH|AGH|UPM|UPC|UCM|IST|ISEG|HTW|HWR|DHBW)(?=$|[\s,)])/

const INSTITUTION_SET = new Set(INSTITUTION_WORDS)

/** Countries (in the 8 languages and English) and large cities; enough to recognise "City, Country". */
// prettier-ignore
const PLACES = [
  'germany', 'deutschland', 'allemagne', 'alemania', 'germania', 'alemanha', 'duitsland', 'niemcy', 'austria',
  'österreich', 'autriche', 'oostenrijk', 'switzerland', 'schweiz', 'suisse', 'suiza', 'svizzera', 'suíça',
  'zwitserland', 'szwajcaria', 'france', 'frankreich', 'francia', 'frança', 'frankrijk', 'francja', 'spain',
  'spanien', 'espagne', 'españa', 'spagna', 'espanha', 'spanje', 'hiszpania', 'italy', 'italien', 'italie',
  'italia', 'itália', 'italië', 'włochy', 'portugal', 'portogallo', 'portugalia', 'netherlands', 'niederlande',
  'pays-bas', 'países bajos', 'paesi bassi', 'países baixos', 'nederland', 'holandia', 'holland', 'belgium',
  'belgien', 'belgique', 'bélgica', 'belgio', 'belgië', 'belgia', 'poland', 'polen', 'pologne', 'polonia',
  'polónia', 'polska', 'united kingdom', 'uk', 'england', 'scotland', 'ireland', 'irland', 'irlande', 'irlanda',
  'usa', 'united states', 'us', 'canada', 'luxembourg', 'luxemburg', 'denmark', 'dänemark', 'sweden', 'schweden',
  'norway', 'norwegen', 'finland', 'czech republic', 'tschechien', 'czechy', 'hungary', 'ungarn', 'greece',
  'griechenland', 'brazil', 'brasil', 'brasilien', 'mexico', 'méxico', 'argentina', 'chile', 'colombia', 'india',
  'remote', 'hybrid', 'homeoffice', 'home office', 'remoto', 'à distance', 'télétravail', 'op afstand', 'zdalnie',
  'teletrabajo', 'remota',
]
// prettier-ignore
const CITIES = [
  'berlin', 'hamburg', 'münchen', 'munich', 'köln', 'cologne', 'frankfurt', 'frankfurt am main', 'stuttgart',
  'düsseldorf', 'dortmund', 'essen', 'leipzig', 'bremen', 'dresden', 'hannover', 'nürnberg', 'nuremberg',
  'duisburg', 'bochum', 'wuppertal', 'bielefeld', 'bonn', 'münster', 'karlsruhe', 'mannheim', 'augsburg',
  'wiesbaden', 'freiburg', 'heidelberg', 'darmstadt', 'regensburg', 'würzburg', 'potsdam', 'kiel', 'rostock',
  'mainz', 'aachen', 'erlangen', 'ulm', 'wolfsburg', 'ingolstadt', 'walldorf', 'jena', 'göttingen',
  'wien', 'vienna', 'graz', 'linz', 'salzburg', 'innsbruck', 'zürich', 'zurich', 'genf', 'genève', 'geneva',
  'basel', 'bern', 'lausanne', 'luzern', 'lugano', 'st. gallen', 'winterthur', 'zug',
  'paris', 'lyon', 'marseille', 'toulouse', 'nice', 'nantes', 'strasbourg', 'montpellier', 'bordeaux', 'lille',
  'rennes', 'grenoble', 'bruxelles', 'brussels', 'brüssel', 'brussel', 'antwerpen', 'anvers', 'gent', 'liège',
  'madrid', 'barcelona', 'valencia', 'sevilla', 'seville', 'zaragoza', 'málaga', 'bilbao', 'murcia', 'palma',
  'granada', 'alicante', 'valladolid', 'vigo', 'salamanca',
  'roma', 'rome', 'rom', 'milano', 'milan', 'mailand', 'napoli', 'naples', 'torino', 'turin', 'palermo', 'genova',
  'bologna', 'firenze', 'florence', 'florenz', 'venezia', 'venice', 'verona', 'padova', 'trieste', 'bari', 'pisa',
  'lisboa', 'lisbon', 'lissabon', 'porto', 'braga', 'coimbra', 'faro', 'aveiro', 'são paulo', 'rio de janeiro',
  'amsterdam', 'rotterdam', 'den haag', 'the hague', "'s-gravenhage", 'utrecht', 'eindhoven', 'groningen',
  'tilburg', 'almere', 'breda', 'nijmegen', 'leiden', 'delft', 'haarlem', 'arnhem', 'maastricht', 'enschede',
  'warszawa', 'warsaw', 'warschau', 'kraków', 'krakow', 'cracow', 'łódź', 'lodz', 'wrocław', 'wroclaw', 'poznań',
  'poznan', 'gdańsk', 'gdansk', 'szczecin', 'bydgoszcz', 'lublin', 'katowice', 'gdynia', 'białystok', 'rzeszów',
  'london', 'manchester', 'birmingham', 'edinburgh', 'glasgow', 'dublin', 'cork', 'oxford', 'cambridge', 'bristol',
  'leeds', 'new york', 'san francisco', 'boston', 'chicago', 'seattle', 'los angeles', 'austin', 'toronto',
  'copenhagen', 'kopenhagen', 'stockholm', 'oslo', 'helsinki', 'prague', 'prag', 'praha', 'budapest', 'athens',
  'luxembourg', 'bangalore', 'singapore', 'tokyo', 'sydney', 'melbourne', 'tel aviv', 'dubai',
]
const COUNTRY_SET = new Set(PLACES)
const CITY_SET = new Set(CITIES)
const PLACE_SET = new Set([...PLACES, ...CITIES])

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[\s,;:()/|]+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}.]+$/gu, ''))
    .filter((word) => word !== '')
}

/** How strongly a fragment reads as a job title (0 = not at all). */
export function roleScore(text: string): number {
  // Hyphenated compounds name a role by their last part ("IC-verpleegkundige", "Senior-Berater").
  const list = words(text).flatMap((word) =>
    word.includes('-') ? [word, ...word.split('-').slice(-1)] : [word],
  )
  let score = 0
  for (const word of list) {
    const bare = word.replace(/\.$/, '').replace(/\(in\)$|\/in$|\*in$|:in$/, '')
    if (ROLE_SET.has(bare)) score += 2
    else if (ROLE_SUFFIXES.some((suffix) => bare.length > suffix.length + 2 && bare.endsWith(suffix)))
      score += 2
  }
  // "(m/w/d)" is only ever written after a German job title.
  if (/\([mwfd]\/[mwfd](?:\/[mwfd])?\)/i.test(text)) score += 2
  return score
}

/** How strongly a fragment reads as an employer. */
export function companyScore(text: string): number {
  const list = words(text)
  let score = 0
  for (const word of list) if (COMPANY_SET.has(word) || COMPANY_SET.has(word.replace(/\.$/, ''))) score += 2
  if (COMPANY_FORMS.test(text)) score += 3
  // Brand-like: led by a short all-caps word ("SAP Deutschland", "IBM") or a CamelCase token ("PayPal").
  if (/^[A-Z]{2,5}(?:\s|$)/.test(text.trim()) && list.length <= 4 && roleScore(text) === 0) score += 1
  if (/(?:^|\s)\p{Lu}\p{Ll}+\p{Lu}\p{L}*/u.test(text)) score += 1
  for (const word of list)
    if (word.length > 6 && COMPANY_SUFFIXES.some((suffix) => word.endsWith(suffix) && word !== suffix))
      score += 2
  return score
}

export function degreeScore(text: string): number {
  const lower = text.toLowerCase()
  let score = 0
  for (const word of words(text))
    if (DEGREE_SET.has(word) || DEGREE_SET.has(word.replace(/\.$/, ''))) score += 2
  for (const phrase of DEGREE_WORDS) if (phrase.includes(' ') && lower.includes(phrase)) score += 2
  if (DEGREE_ABBREVIATIONS.test(text)) score += 2
  return score
}

export function institutionScore(text: string): number {
  const lower = text.toLowerCase()
  let score = 0
  for (const word of words(text)) {
    if (INSTITUTION_SET.has(word)) score += 2
    else if (/(?:universität|hochschule|schule|akademie|universiteit|hogeschool|gymnasium|skola)$/.test(word))
      score += 2
  }
  for (const phrase of INSTITUTION_WORDS) if (phrase.includes(' ') && lower.includes(phrase)) score += 2
  if (INSTITUTION_ABBREVIATIONS.test(text)) score += 2
  return score
}

/** Whether a fragment is a place: a known city or country, "City, Country", a postal code with a town, "Remote". */
export function isPlace(text: string): boolean {
  const trimmed = text
    .trim()
    .replace(/^\(|\)$/g, '')
    .trim()
  if (trimmed === '' || trimmed.length > 60 || /\d{6,}|@/.test(trimmed)) return false
  const lower = trimmed.toLowerCase()
  if (PLACE_SET.has(lower)) return true
  // Postal code and town: "10115 Berlin", "1010 Wien", "00-950 Warszawa", "1012 AB Amsterdam", "CH-8001 Zürich".
  if (/^(?:[A-Z]{1,2}-)?\d{2}-?\d{3}\s+\p{Lu}/u.test(trimmed) || /^\d{4}\s?[A-Z]{2}\s+\p{Lu}/u.test(trimmed))
    return true
  if (/^(?:[A-Z]{1,2}-)?\d{4}\s+\p{Lu}\p{L}+/u.test(trimmed)) return true
  const parts = trimmed.split(/\s*,\s*/)
  if (parts.length >= 2 && parts.length <= 3) {
    const last = (parts[parts.length - 1] ?? '').toLowerCase()
    const first = (parts[0] ?? '').toLowerCase()
    // Case matters for the company test ("SAP SE, Walldorf" is an employer and a town).
    // A region or country code ("CA", "NRW", "FR") counts as plain although it looks like a brand.
    const isPlain = (part: string): boolean =>
      /^[A-Z]{2,3}$/.test(part) ||
      (part.split(' ').length <= 3 && companyScore(part) === 0 && roleScore(part) === 0)
    // "Lyon, France", "Berlin, Mitte", "Austin, TX"; but "Cabify, Madrid" may be an employer and its town.
    const isKnown = COUNTRY_SET.has(last) || CITY_SET.has(first) || /,\s*[A-Z]{2}$/.test(trimmed)
    if (isKnown && first.split(' ').length <= 3 && parts.every(isPlain)) return true
  }
  const withoutQualifier = lower.replace(/\s*[(/]\s*(?:remote|hybrid|remoto|zdalnie|homeoffice)\)?$/, '')
  return withoutQualifier !== lower && PLACE_SET.has(withoutQualifier)
}

/** Words that introduce the employer after a title: "Engineer at Acme", "Entwickler bei Acme". */
export const AT_WORDS = ['at', '@', 'bei', 'chez', 'presso', 'bij', 'w', 'na']

/** Words CVs put above everything as a document title. */
export function isDocumentTitle(text: string): boolean {
  const folded = text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z ]/g, '')
    .trim()
  return /^(?:curriculum vitae|curriculum|cv|resume|lebenslauf|tabellarischer lebenslauf|curriculo|curriculum vitae et studiorum|zyciorys|levensloop|hoja de vida|currculum vitae)$/.test(
    folded,
  )
}

// Spoken languages by their names in the 8 product languages: tells "Languages: English, German"
// from "Languages: Go, Java" in a skills section.
// prettier-ignore
const LANGUAGE_NAMES = new Set([
  'english', 'german', 'french', 'spanish', 'italian', 'portuguese', 'dutch', 'flemish', 'polish', 'russian', 'chinese',
  'mandarin', 'cantonese', 'japanese', 'korean', 'arabic', 'turkish', 'greek', 'swedish', 'norwegian', 'danish',
  'finnish', 'czech', 'slovak', 'hungarian', 'romanian', 'bulgarian', 'croatian', 'serbian', 'ukrainian', 'hindi',
  'urdu', 'bengali', 'persian', 'farsi', 'hebrew', 'irish', 'welsh', 'catalan', 'basque', 'galician', 'luxembourgish',
  'englisch', 'deutsch', 'französisch', 'spanisch', 'italienisch', 'portugiesisch', 'niederländisch', 'holländisch',
  'polnisch', 'russisch', 'chinesisch', 'japanisch', 'koreanisch', 'arabisch', 'türkisch', 'griechisch', 'schwedisch',
  'dänisch', 'norwegisch', 'finnisch', 'tschechisch', 'ungarisch', 'rumänisch', 'kroatisch', 'serbisch', 'ukrainisch',
  'anglais', 'allemand', 'français', 'espagnol', 'italien', 'portugais', 'néerlandais', 'polonais', 'russe', 'chinois',
  'japonais', 'arabe', 'turc', 'grec', 'suédois', 'catalan',
  'inglés', 'alemán', 'francés', 'español', 'italiano', 'portugués', 'neerlandés', 'holandés', 'polaco', 'ruso',
  'chino', 'japonés', 'árabe', 'catalán', 'euskera', 'gallego', 'valenciano',
  'inglese', 'tedesco', 'francese', 'spagnolo', 'portoghese', 'olandese', 'polacco', 'russo', 'cinese', 'giapponese',
  'inglês', 'alemão', 'francês', 'espanhol', 'português', 'holandês', 'neerlandês', 'chinês', 'japonês',
  'engels', 'duits', 'frans', 'spaans', 'italiaans', 'portugees', 'nederlands', 'pools', 'chinees', 'japans', 'turks',
  'angielski', 'niemiecki', 'francuski', 'hiszpański', 'włoski', 'portugalski', 'niderlandzki', 'holenderski',
  'polski', 'rosyjski', 'chiński', 'ukraiński', 'japoński', 'czeski',
])

export function isLanguageName(text: string): boolean {
  return LANGUAGE_NAMES.has(text.trim().toLowerCase())
}
