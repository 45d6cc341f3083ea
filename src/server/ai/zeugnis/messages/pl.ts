import type { ZeugnisMessages } from './types'

// Placeholders stand after a colon or in the nominative, so Polish cases stay correct.
export const pl: ZeugnisMessages = {
  gradeNames: [
    'bardzo dobra',
    'dobra',
    'dostateczna',
    'dopuszczająca',
    'niedostateczna',
    'całkowicie niedostateczna',
  ],
  dimensions: { performance: 'wydajność', behaviour: 'zachowanie', engagement: 'zaangażowanie' },
  formulas: {
    satisfaction: 'formuła zadowolenia',
    expectations: 'formuła oczekiwań',
    requirements: 'formuła wymagań',
    rating: 'ocena wyników',
    contentment: 'deklaracja zadowolenia',
    behaviour: 'formuła zachowania',
  },
  items: {
    honesty: 'uczciwość i wiarygodność',
    accident_free: 'bezwypadkowa jazda',
    leadership: 'umiejętności kierownicze',
    reliability: 'niezawodność',
    conscientiousness: 'staranność i dokładność',
    creativity: 'kreatywność',
    performance: 'ocena wydajności',
    behaviour: 'ocena zachowania',
    engagement: 'ocena zaangażowania',
    closing_thanks: 'podziękowanie',
    closing_wishes: 'życzenia na przyszłość',
    closing_regret: 'wyrażenie żalu z powodu odejścia',
  },
  meanings: {
    effort: 'Starania bez efektów: jedna z najgorszych ocen (ocena 5–6).',
    broadly: '„W zasadzie” odbiera pochwałę: odpowiada ocenie 5.',
    within_abilities: 'Ograniczone możliwości: zrobił(a) tylko tyle, ile potrafił(a) (około oceny 4).',
    understanding: '„Wykazywał(a) zrozumienie dla swojej pracy”: wygodnictwo, mało efektów.',
    sociability:
      'Towarzyskość, która „poprawiała atmosferę w firmie”: kod oznaczający alkohol w pracy (w Austrii: gadatliwość). Niedozwolone według § 109 ust. 2 GewO.',
    punctuality_model: 'Wzór punktualności – i nic więcej godnego pochwały.',
    secondary_virtues:
      'Chwali się tylko cnoty drugorzędne (punktualność, pracowitość, porządek): nic o wiedzy ani wynikach.',
    self_promoter: '„Umiał(a) się dobrze sprzedać”: nieprzyjemny samochwała.',
    bureaucrat: 'Wszystko „zgodnie z przepisami”: biurokrata bez inicjatywy.',
    diligence_interest: '„Z wielką pilnością i zainteresowaniem”: gorliwość bez kompetencji.',
    self_confidence: '„Duża pewność siebie”: mądrala.',
    workforce_concerns: '„Angażował(a) się w sprawy załogi”: wichrzyciel. Niedozwolony kod.',
    empathy_workforce: '„Empatia wobec spraw załogi”: aluzja do niechcianych zalotów. Niedozwolony kod.',
    distancing: '„Poznaliśmy go/ją jako …”: dystans; ta cecha była tylko pozorna.',
    contested_galt_als:
      '„galt als …” („uchodził za …”) bywa odczytywane różnie: część poradników zalicza je do sformułowań dystansujących, a opublikowana lista sformułowań używa „galt als hervorragende Führungskraft” dla najwyższej oceny. W razie wątpliwości poproś o bezpośrednie stwierdzenie („war eine hervorragende Führungskraft”).',
    contested_no_complaints:
      '„kein Anlass zu Beanstandungen” („brak powodów do zastrzeżeń”) bywa odczytywane różnie: większość poradników widzi w nim słabą pochwałę (ocena 4), jedna opublikowana tabela dekodowania zawoalowaną ocenę 2. Tutaj liczy się jako 4.',
    restriction_suited:
      'Tylko zadania, które mu/jej odpowiadały, z „wystarczającą” determinacją: technika ograniczenia.',
    conformist: '„Dobrze radził(a) sobie z przełożonymi”: konformista bez własnego zdania.',
    nothing_adverse:
      '„Nic niekorzystnego nie jest nam wiadome”: skąpa pochwała, która ukrywa złe zachowanie.',
    tolerant: '„Tolerancyjny”: osoba trudna we współpracy, zwłaszcza dla przełożonych.',
    critical_demanding: '„Wymagający i krytyczny”: malkontent.',
    own_interest: '„We własnym interesie i w interesie firmy”: aluzja do nieuczciwości.',
    sociable_colleague: '„Przystępny kolega”: niektórym trudno było się z nim/nią porozumieć.',
    health_wish: 'Życzenie zdrowia może sugerować częste zwolnienia lekarskie.',
    health_wish_emphasis:
      'Życzenie „przede wszystkim zdrowia” sugeruje częste choroby; taka aluzja jest niedozwolona.',
    more_success_wish: 'Życzenie „więcej sukcesów” oznacza, że tutaj ich nie było.',
    issued_on_request:
      'Informacja, że świadectwo końcowe wystawiono na wniosek, sugeruje, że trzeba było się go domagać.',
    restriction:
      'Ograniczenie („w zasadzie”, „w dużej mierze”): pochwała obowiązuje tylko częściowo, o jedną lub dwie oceny niżej.',
    weak_wording: 'Słabe sformułowanie: odpowiada ocenie 4 lub gorszej.',
    negation: 'Zaprzeczona pochwała: otwarcie mówi, że oczekiwania nie (zawsze) były spełnione.',
    superiors_missing: 'W ocenie zachowania brak przełożonych: sugeruje konflikty z nimi.',
    colleagues_first: 'Współpracownicy wymienieni przed przełożonymi: słaby sygnał napięć z przełożonymi.',
    exit_own_request: 'Odejście na własną prośbę: dobry znak.',
    exit_mutual_agreement: '„Za porozumieniem stron” odczytuje się jako zwolnienie lub wypchnięcie z firmy.',
    exit_employer_termination: 'Stosunek pracy zakończył pracodawca.',
    exit_summary_dismissal: 'Zwolnienie dyscyplinarne bez wypowiedzenia: bardzo szkodliwe.',
    exit_operational: 'Odejście z przyczyn leżących po stronie firmy: neutralne.',
    exit_fixed_term: 'Koniec umowy na czas określony: neutralne.',
    exit_retirement: 'Przejście na emeryturę: neutralne.',
    closing_regret: 'Żal z powodu odejścia: element dobrej formuły końcowej.',
    closing_thanks: 'Podziękowanie: element dobrej formuły końcowej.',
    closing_wishes: 'Życzenia na przyszłość: element dobrej formuły końcowej.',
    closing_future: 'Zapowiedź dalszej współpracy: zakończenie świadectwa okresowego.',
    document_interim: 'Świadectwo okresowe (Zwischenzeugnis).',
    document_simple: 'Świadectwo proste: potwierdza tylko rodzaj i okres zatrudnienia.',
  },
  phrase: {
    formula: '{formula}: ocena {grade} ({name})',
    engagement: 'Sformułowanie o zaangażowaniu: ocena {grade} ({name})',
    itemPresent: 'Potwierdza: {item} – tego wymaga to stanowisko.',
    omission: 'Brak: {item}.',
    omissionPhrase: '[brak: {item}]',
  },
  headline: {
    positive: 'Dobre świadectwo: odpowiada niemieckiej ocenie {grade}, bez ukrytych negatywnych kodów.',
    borderline:
      'Przeciętne świadectwo (niemiecka ocena {grade}): słabsze, niż oczekuje większość rekruterów.',
    borderlineMixed: 'Sprzeczne sygnały: {strong} oceniono dobrze, ale {weak} wypada słabiej.',
    borderlineCode: 'Na pierwszy rzut oka dobre, ale osłabia je jedno sformułowanie: „{phrase}”.',
    borderlineOmission: 'Dobre sformułowania, ale brak wzmianki: {item} — poproś o uzupełnienie.',
    borderlineClosing: 'Dobre sformułowania, ale formuła końcowa jest niepełna: poproś o jej uzupełnienie.',
    criticalGrade: 'Słabe świadectwo: odpowiada niemieckiej ocenie {grade}.',
    criticalCode: 'Ukryty negatywny kod podważa to świadectwo: „{phrase}”.',
    criticalOmission: 'Wymowne milczenie – brak wzmianki: {item}, choć to stanowisko tego wymaga.',
    criticalClosing: 'Ani podziękowania, ani życzeń: brak formuły końcowej odbiera się jako poważną krytykę.',
    criticalSilence: 'Wymowne milczenie – świadectwo w ogóle nie ocenia obszaru: {dimension}.',
    unknown: {
      not_german:
        'Nie przeanalizowano: tekst nie jest po niemiecku. ZeugnisCheck czyta świadectwa z Niemiec, Szwajcarii i Austrii.',
      not_reference_letter: 'Nie przeanalizowano: ten tekst nie wygląda na świadectwo pracy.',
      too_short: 'Nie przeanalizowano: tekst jest za krótki jak na świadectwo pracy.',
      simple_certificate: 'Świadectwo proste: potwierdza stanowisko i daty, ale niczego nie ocenia.',
    },
  },
  explain: {
    overallSurface:
      'Same sformułowania odpowiadają niemieckiej ocenie {grade} ({name}), ale to, co się w nich kryje, sprawia, że świadectwo jako całość jest krytyczne. W skali 1–5: wydajność {performance}/5, zachowanie {behaviour}/5, zaangażowanie {engagement}/5.',
    ask: 'Poproś pracodawcę o uzupełnienie: {list}.',
    overall:
      'Ogólnie świadectwo odpowiada niemieckiej ocenie {grade} ({name}). W skali 1–5: wydajność {performance}/5, zachowanie {behaviour}/5, zaangażowanie {engagement}/5.',
    formula: 'Sformułowanie ({formula}) „{phrase}” odpowiada ocenie {grade} ({name}).',
    noPerformanceFormula:
      'Brak formuły zadowolenia; wydajność oceniono na podstawie wypowiedzi (liczba: {count}).',
    noBehaviourFormula:
      'Brak formuły zachowania; zachowanie oceniono na podstawie wypowiedzi (liczba: {count}).',
    missingDimension:
      'Brak oceny w obszarze: {dimension}. To wymowne milczenie, które czytelnicy odbierają jako złą ocenę.',
    engagementFallback: 'Zaangażowanie nie jest oceniane osobno; jego ocena podąża za oceną wydajności.',
    codes: 'Sformułowania osłabiające lub zakodowane: {list}',
    codeItem: '„{phrase}”: {meaning}',
    omissions: 'Brakuje dla tego stanowiska ({occupation}): {list}.',
    omissionsGeneric: 'Brakuje: {list}.',
    closingComplete: 'Formuła końcowa jest pełna: żal, podziękowanie i życzenia.',
    closingInterimComplete: 'Zakończenie jest pełne: podziękowanie i zapowiedź dalszej współpracy.',
    closingPartial: 'W formule końcowej brakuje: {list}.',
    exit: 'Powód odejścia: „{phrase}”. {meaning}',
    interim: 'To świadectwo okresowe (Zwischenzeugnis).',
    occupation: 'Sprawdzono jako świadectwo dla stanowiska: {occupation}.',
    lowConfidence:
      'Ta ocena jest niepewna — prosimy ją sprawdzić: części świadectwa wskazują w różnych kierunkach albo część sformułowań była nieczytelna lub jest nietypowa.',
    simple:
      'Podaje tylko rodzaj i okres zatrudnienia; wydajność i zachowanie nie są oceniane, więc nie ma czego ocenić.',
    notLetter: 'Wklej pełny tekst Arbeitszeugnis, Zwischenzeugnis lub Dienstzeugnis, aby go przeanalizować.',
  },
  law: {
    DE: {
      basis:
        '§ 109 GewO: świadectwo musi być zgodne z prawdą i życzliwe i nie może zawierać ukrytych znaków (ust. 2). „Zur vollen Zufriedenheit” (ocena 3) to punkt wyjścia: za lepszą ocenę pracownik musi udowodnić lepsze wyniki, za gorszą – pracodawca (BAG 14.10.2003 – 9 AZR 12/03; BAG 18.11.2014 – 9 AZR 584/13).',
      fine: 'Nie ma czego kwestionować: świadectwo jest powyżej ustawowego punktu wyjścia i nie zawiera ukrytych kodów.',
      baseline:
        'Ocena 3 to prawny punkt wyjścia. Możesz prosić o lepszą ocenę, ale w sądzie musiałbyś(-abyś) udowodnić lepsze wyniki (BAG 9 AZR 12/03; 9 AZR 584/13).',
      below:
        'Świadectwo jest poniżej oceny 3: pracodawca musi udowodnić słabsze wyniki. Zażądaj na piśmie sprostowania (Berichtigung), a w razie odmowy wnieś pozew do sądu pracy.',
      codes: 'Ukryte kody są niedozwolone według § 109 ust. 2 GewO; możesz żądać ich usunięcia.',
      omissions:
        'Pominięcie tego, czego czytelnik oczekuje, może samo w sobie być niedozwolonym ukrytym znakiem (BAG 12.08.2008 – 9 AZR 632/07); poproś o brakującą wzmiankę.',
      closing:
        'Nie ma prawa do podziękowania i życzeń (BAG 11.12.2012 – 9 AZR 227/11), ale większość pracodawców dodaje je na prośbę.',
      simple:
        'To świadectwo proste. Na podstawie § 109 ust. 1 GewO możesz żądać świadectwa kwalifikowanego, które ocenia także wyniki i zachowanie.',
    },
    CH: {
      basis:
        'Art. 330a OR: w każdej chwili możesz poprosić o pełne świadectwo (Vollzeugnis) o rodzaju i czasie trwania pracy, wynikach i zachowaniu albo o potwierdzenie ograniczone do rodzaju i czasu trwania (Arbeitsbestätigung). Prawda ma pierwszeństwo przed życzliwością, świadectwo musi być kompletne, a zakodowane sformułowania są niedozwolone.',
      fine: 'Nie ma czego kwestionować: świadectwo jest jasne i kompletne.',
      below:
        'Ocena jest poniżej przeciętnej. Jeśli nie odzwierciedla twojej pracy, poproś o sprostowanie; sądy stosują obiektywną miarę. Roszczenie przedawnia się po 10 latach.',
      codes:
        'Zakodowane sformułowania są niedozwolone według art. 330a OR; możesz żądać jasnego sformułowania.',
      omissions: 'Pełne świadectwo musi być kompletne; poproś o brakującą wzmiankę.',
      closing: 'Formuła końcowa jest zwyczajowa, ale prawo jej nie wymaga; poproś o nią.',
      simple:
        'To potwierdzenie zatrudnienia (Arbeitsbestätigung). Na podstawie art. 330a OR w każdej chwili możesz poprosić o pełne świadectwo (Vollzeugnis).',
      ambiguous: 'Dwuznaczne „zu meiner Zufriedenheit” jest niedozwolone; poproś o jasną ocenę.',
    },
    AT: {
      basis:
        '§ 39 AngG (oraz § 1163 ABGB): należy się tylko proste świadectwo służby (Dienstzeugnis). Każda dodana ocena nie może utrudniać znalezienia nowej pracy (Erschwernisverbot), również przez pośrednie sformułowania lub utarte zwroty. Nawet „zur vollen Zufriedenheit” narusza ten zakaz (OGH 17.12.2008, 9 ObA 164/08w).',
      fine: 'Nic w świadectwie nie utrudnia szukania pracy; nie trzeba go kwestionować.',
      below:
        'Sformułowania naruszają Erschwernisverbot: „zur vollen Zufriedenheit”, „stets bemüht” czy „zu unserer Zufriedenheit” utrudniają szukanie pracy (OGH 9 ObA 164/08w). Zażądaj poprawionego Dienstzeugnis albo prostego, bez oceny. Roszczenie przedawnia się dopiero po 30 latach.',
      codes: 'Zakodowane lub aluzyjne sformułowania naruszają Erschwernisverbot i muszą zostać usunięte.',
      omissions:
        'Rzucająca się w oczy luka działa jak aluzja i może naruszać Erschwernisverbot; poproś o wzmiankę albo o proste Dienstzeugnis.',
      closing: 'Formuła końcowa się nie należy, ale jej brak zwraca uwagę; poproś o nią.',
      simple:
        'Proste Dienstzeugnis to dokładnie to, czego wymaga § 39 AngG; nie ma prawa do świadectwa kwalifikowanego (OLG Wien 30.06.2015, 8 Ra 53/15w).',
    },
    interimNote:
      'Ponieważ to świadectwo okresowe, popraw je już teraz: świadectwo końcowe nie powinno bez nowych powodów wypaść gorzej.',
    unknown: 'Brak oceny prawnej: tekst nie jest świadectwem pracy.',
  },
  list: { separator: ', ', lastSeparator: ' i ' },
}
