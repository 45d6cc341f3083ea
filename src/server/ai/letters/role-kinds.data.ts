// Roles that are not professional experience (issue 25): a Werkstudent job, a weekend Minijob at
// 14, an apprenticeship or an internship do not count towards "N Jahre Berufserfahrung". Matched
// case-insensitively on the role title, in the 8 languages of the product ("Trainee" is left out:
// a graduate trainee programme is professional work).
export const NON_PROFESSIONAL_ROLE =
  /(?<![\p{L}])(?:werkstudent\p{L}*|minijob\p{L}*|aushilfe\p{L}*|nebenjob\p{L}*|ferienjob\p{L}*|schülerjob\p{L}*|studentenjob\p{L}*|praktika\p{L}*|praktikum\p{L}*|auszubildende\p{L}*|azubi\p{L}*|ausbildung\p{L}*|lehrling\p{L}*|lehre(?![\p{L}])|studentische\w*\s+hilfskraft|hiwi|intern|interns|internship\p{L}*|working\s+student|student\s+(?:assistant|job|worker)|apprentice\p{L}*|summer\s+job|weekend\s+job|part-time\s+student|mini-?job|stagiaire|stage\s+(?:de|d['’]|en)|alternan\p{L}*|apprenti\p{L}*|job\s+(?:étudiant|d['’]été)|becari\p{L}*|prácticas|practicante|aprendiz\p{L}*|trabajo\s+de\s+verano|stagista|tirocin\p{L}*|apprendista|lavoro\s+estivo|estagi\p{L}*|bolseir\p{L}*|stagiair\p{L}*|bijbaan|vakantiewerk|leerling\p{L}*|stażyst\p{L}*|staż|praktykant\p{L}*|praktyki|praca\s+wakacyjna)(?![\p{L}])/iu
