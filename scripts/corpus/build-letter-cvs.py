# Builds tests/fixtures/ai/letters/cv-letters.json: one hand-written CV per language, each paired
# with three ads of ads.json (one close to the CV, two further away), for the letter measures of
# issue 16. Run: python3 scripts/corpus/build-letter-cvs.py (never inside npm test).
import json, pathlib
root = pathlib.Path(__file__).parent.parent.parent

def cv(name, title, location, summary, roles, skills, degree, institution):
    return {
        'personal': {'fullName': name, 'title': title, 'email': name.lower().replace(' ', '.').replace('ł','l').replace('ó','o') + '@example.com', 'phone': '+00 123 456 789', 'location': location},
        'summary': summary,
        'experience': [
            {'title': t, 'company': c, 'location': l, 'startDate': s, 'endDate': e, 'current': e == '', 'bullets': b}
            for (t, c, l, s, e, b) in roles
        ],
        'skills': [{'category': '', 'items': [{'name': x} for x in skills]}],
        'education': [{'degree': degree, 'institution': institution, 'endDate': '2012'}],
    }

CVS = {
 'en': (cv('Hannah Clarke', 'Senior Product Manager', 'Manchester', 'Product manager with a background in industrial IoT and e-commerce.', [
    ('Senior Product Manager', 'Sensorline Industrial Ltd', 'Manchester', '2019-04', '', ['Launched a predictive maintenance product used in 40 factories', 'Cut onboarding time for new customers by 30% with a self-service setup', 'Introduced quarterly OKRs for a team of 12 engineers and designers']),
    ('Product Owner', 'Basketful Online Ltd', 'Leeds', '2015-02', '2019-03', ['Grew checkout conversion by 18% through A/B testing', 'Ran discovery interviews with 60 customers a year']),
  ], ['Product discovery', 'A/B testing', 'SQL', 'Jira', 'Roadmapping', 'Stakeholder management'], 'BSc Computer Science', 'University of Manchester'), ['en-dev-13', 'en-dev-20', 'en-dev-15']),
 'de': (cv('Sabine Krause', 'Bilanzbuchhalterin', 'Musterweg 3, 34117 Kassel', 'Bilanzbuchhalterin mit Erfahrung in Industrie und Handel.', [
    ('Bilanzbuchhalterin', 'Hessenmetall GmbH', 'Kassel', '2016-01', '', ['Monatsabschlüsse für 3 Gesellschaften erstellt', 'Mahnwesen auf DATEV umgestellt und die Forderungslaufzeit um 12 Tage verkürzt', 'Betreuung von 2 Auszubildenden']),
    ('Buchhalterin', 'Autohaus Brandt KG', 'Göttingen', '2011-08', '2015-12', ['Kreditorenbuchhaltung für 400 Lieferanten', 'Vorbereitung der Jahresabschlüsse mit dem Steuerberater']),
  ], ['DATEV', 'SAP FI', 'Excel', 'HGB', 'Umsatzsteuer'], 'Geprüfte Bilanzbuchhalterin (IHK)', 'IHK Kassel-Marburg'), ['de-dev-2', 'de-dev-6', 'de-dev-5']),
 'fr': (cv('Camille Martin', 'Chargée d’affaires', 'Lyon', 'Commerciale B2B dans l’industrie.', [
    ('Chargée d’affaires', 'Rhône Équipements SAS', 'Lyon', '2018-09', '', ['Développement d’un portefeuille de 60 clients industriels', 'Négociation de contrats annuels de 2 M€', 'Gestion d’une équipe de 6 personnes']),
    ('Assistante commerciale', 'Dauphiné Outillage SARL', 'Grenoble', '2014-06', '2018-08', ['Suivi des commandes et des relances clients', 'Mise en place d’un CRM Salesforce pour 15 commerciaux']),
  ], ['Salesforce', 'Négociation', 'Prospection', 'Anglais'], 'Licence professionnelle Commerce B2B', 'IUT Lyon 1'), ['fr-dev-26', 'fr-dev-32', 'fr-dev-33']),
 'es': (cv('Lucía Fernández', 'Especialista en marketing digital', 'Madrid', 'Especialista en marketing digital y comercio electrónico.', [
    ('Especialista en marketing digital', 'Moda Castellana S.L.', 'Madrid', '2019-01', '', ['Aumenté el tráfico orgánico un 70 % con una estrategia SEO', 'Gestioné un presupuesto de Google Ads de 15.000 € al mes', 'Lancé la tienda online en Portugal']),
    ('Asistente de marketing', 'Librerías Atenea S.A.', 'Madrid', '2016-03', '2018-12', ['Coordinación de campañas de correo electrónico para 40.000 suscriptores']),
  ], ['SEO', 'Google Ads', 'Google Analytics', 'Shopify', 'Comercio electrónico'], 'Grado en Publicidad y Relaciones Públicas', 'Universidad Complutense de Madrid'), ['es-dev-45', 'es-dev-39', 'es-dev-40']),
 'it': (cv('Giulia Romano', 'Contabile', 'Bologna', 'Contabile con esperienza in aziende manifatturiere.', [
    ('Contabile', 'Emilia Ceramiche S.p.A.', 'Sassuolo', '2017-02', '', ['Gestione della contabilità fornitori per 3 società del gruppo', 'Chiusure mensili e supporto al bilancio', 'Ridotto i tempi di chiusura mensile da 10 a 6 giorni']),
    ('Impiegata amministrativa', 'Studio Bianchi', 'Modena', '2013-09', '2017-01', ['Fatturazione attiva e passiva per 50 clienti']),
  ], ['SAP FI', 'Excel', 'Contabilità generale', 'Bilancio'], 'Laurea triennale in Economia aziendale', 'Università di Bologna'), ['it-dev-52', 'it-dev-57', 'it-dev-58']),
 'pt': (cv('Rui Almeida', 'Técnico de logística', 'Porto', 'Técnico de logística com experiência em distribuição alimentar.', [
    ('Técnico de logística', 'Transportes Douro Lda.', 'Porto', '2018-05', '', ['Coordenei 15 motoristas e 40 entregas diárias', 'Reduzi os custos de combustível em 12 % com novas rotas', 'Implementei o SAP no armazém']),
    ('Operador de armazém', 'Frutas do Norte, S.A.', 'Braga', '2014-01', '2018-04', ['Receção e expedição de mercadorias refrigeradas']),
  ], ['SAP', 'Gestão de armazém', 'Planeamento de rotas', 'Excel'], 'Licenciatura em Gestão Logística', 'Instituto Politécnico do Porto'), ['pt-dev-65', 'pt-dev-70', 'pt-dev-71']),
 'nl': (cv('Sanne de Boer', 'HR-adviseur', 'Rotterdam', 'HR-adviseur met ervaring in logistiek en techniek.', [
    ('HR-adviseur', 'PortTech B.V.', 'Rotterdam', '2018-03', '', ['Werving voor 60 functies per jaar', 'Verzuim teruggebracht van 7 % naar 4 %', 'Begeleiding van de ondernemingsraad bij een reorganisatie']),
    ('HR-medewerker', 'Havenbedrijf Noord', 'Amsterdam', '2014-09', '2018-02', ['Salarisadministratie voor 300 medewerkers in AFAS']),
  ], ['Werving', 'Arbeidsrecht', 'AFAS', 'Verzuimbeleid'], 'Bachelor Human Resource Management', 'Hogeschool Rotterdam'), ['nl-dev-78', 'nl-dev-79', 'nl-dev-84']),
 'pl': (cv('Piotr Zieliński', 'Administrator systemów', 'Warszawa', 'Administrator systemów Linux z doświadczeniem w automatyzacji.', [
    ('Administrator systemów', 'Stadtwerke IT-Service Sp. z o.o.', 'Warszawa', '2016-04', '', ['Administrowałem 200 serwerami Linux', 'Wdrożyłem Ansible i skróciłem czas konfiguracji serwera z 4 godzin do 20 minut', 'Zbudowałem pipeline CI/CD w Jenkinsie dla 8 zespołów']),
    ('Technik IT', 'Politechnika Warszawska', 'Warszawa', '2012-10', '2016-03', ['Wsparcie techniczne dla 500 użytkowników']),
  ], ['Linux', 'Ansible', 'Jenkins', 'Kubernetes', 'Bash'], 'Inżynier informatyki', 'Politechnika Warszawska'), ['pl-dev-91', 'pl-dev-93', 'pl-dev-96']),
}

ads = {a['id']: a for a in json.loads((root / 'tests/fixtures/ai/letters/ads.json').read_text())['ads']}
cases = []
for lang, (c, ad_ids) in CVS.items():
    for ad_id in ad_ids:
        ad = ads[ad_id]
        for template in ['cover', 'motivation']:
            cases.append({'id': f'{lang}-{ad_id}-{template}', 'language': lang, 'templateType': template, 'cv': c, 'adId': ad_id, 'jobDescription': ad['jobDescription'], 'expect': ad['expect']})
out = {'_about': 'One hand-written CV per language paired with three ads of ads.json, as cover and motivation letters (issue 16 letter measures).', 'date': '2025-06-02T09:00:00Z', 'letters': cases}
(root / 'tests/fixtures/ai/letters/cv-letters.json').write_text(json.dumps(out, ensure_ascii=False, indent=2) + '\n')
print(len(cases), 'letters')
