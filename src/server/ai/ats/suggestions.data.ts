import type { AtsSuggestionKind, KeywordImportance } from '#shared/api/ai'
import type { Locale } from '#shared/i18n/locales'

// Suggestion sentences in the interface language. {term}, {role}, {importance} and {both} are
// filled in; the details travel alongside as data for a client that prefers its own wording.
export const SUGGESTION_TEMPLATES: Record<Locale, Record<AtsSuggestionKind, string>> = {
  en: {
    add_to_skills: 'Add “{term}” to your Skills section if you have it ({importance} in the ad).',
    add_to_role:
      'Under “{role}”, mention “{term}” in a bullet if you used it there, with the result ({importance} in the ad).',
    add_to_education:
      'Add “{term}” under Education or Certifications if you hold it ({importance} in the ad).',
    add_to_summary: 'Mention “{term}” in your summary if it applies to you ({importance} in the ad).',
    write_both_forms: 'Write “{both}” so that a search for either form finds it.',
  },
  de: {
    add_to_skills: 'Ergänzen Sie „{term}“ unter Kenntnisse, falls zutreffend ({importance} laut Anzeige).',
    add_to_role:
      'Nennen Sie „{term}“ bei „{role}“ in einem Stichpunkt mit Ergebnis, falls Sie es dort eingesetzt haben ({importance} laut Anzeige).',
    add_to_education:
      'Ergänzen Sie „{term}“ unter Ausbildung oder Zertifikate, falls vorhanden ({importance} laut Anzeige).',
    add_to_summary: 'Erwähnen Sie „{term}“ in Ihrem Profil, falls zutreffend ({importance} laut Anzeige).',
    write_both_forms: 'Schreiben Sie „{both}“, damit die Suche nach beiden Formen trifft.',
  },
  fr: {
    add_to_skills: 'Ajoutez « {term} » à vos compétences si vous la maîtrisez ({importance} dans l’annonce).',
    add_to_role:
      'Pour « {role} », citez « {term} » dans un point avec le résultat, si vous l’y avez utilisé ({importance} dans l’annonce).',
    add_to_education:
      'Ajoutez « {term} » à la formation ou aux certifications si vous l’avez ({importance} dans l’annonce).',
    add_to_summary:
      'Mentionnez « {term} » dans votre profil si cela vous correspond ({importance} dans l’annonce).',
    write_both_forms: 'Écrivez « {both} » pour que la recherche trouve les deux formes.',
  },
  es: {
    add_to_skills: 'Añade «{term}» a tus competencias si la tienes ({importance} en la oferta).',
    add_to_role:
      'En «{role}», menciona «{term}» en un punto con el resultado, si lo usaste allí ({importance} en la oferta).',
    add_to_education:
      'Añade «{term}» en formación o certificaciones si lo tienes ({importance} en la oferta).',
    add_to_summary: 'Menciona «{term}» en tu perfil si se aplica a ti ({importance} en la oferta).',
    write_both_forms: 'Escribe «{both}» para que la búsqueda encuentre ambas formas.',
  },
  it: {
    add_to_skills: 'Aggiungi «{term}» alle competenze se la possiedi ({importance} nell’annuncio).',
    add_to_role:
      'In «{role}», cita «{term}» in un punto con il risultato, se lo hai usato lì ({importance} nell’annuncio).',
    add_to_education:
      'Aggiungi «{term}» a formazione o certificazioni se lo possiedi ({importance} nell’annuncio).',
    add_to_summary: 'Cita «{term}» nel profilo se ti riguarda ({importance} nell’annuncio).',
    write_both_forms: 'Scrivi «{both}» così la ricerca trova entrambe le forme.',
  },
  pt: {
    add_to_skills: 'Acrescente «{term}» às competências se a tiver ({importance} no anúncio).',
    add_to_role:
      'Em «{role}», refira «{term}» num ponto com o resultado, se o usou aí ({importance} no anúncio).',
    add_to_education: 'Acrescente «{term}» à formação ou certificações se o tiver ({importance} no anúncio).',
    add_to_summary: 'Refira «{term}» no perfil se se aplicar a si ({importance} no anúncio).',
    write_both_forms: 'Escreva «{both}» para que a pesquisa encontre as duas formas.',
  },
  nl: {
    add_to_skills: 'Voeg „{term}” toe aan je vaardigheden als je het beheerst ({importance} in de vacature).',
    add_to_role:
      'Noem bij „{role}” „{term}” in een punt met het resultaat, als je het daar gebruikte ({importance} in de vacature).',
    add_to_education:
      'Voeg „{term}” toe onder opleiding of certificaten als je het hebt ({importance} in de vacature).',
    add_to_summary:
      'Noem „{term}” in je profiel als het op jou van toepassing is ({importance} in de vacature).',
    write_both_forms: 'Schrijf „{both}” zodat een zoekopdracht op beide vormen het vindt.',
  },
  pl: {
    add_to_skills: 'Dodaj „{term}” do umiejętności, jeśli je posiadasz ({importance} w ogłoszeniu).',
    add_to_role:
      'Przy „{role}” wymień „{term}” w punkcie z wynikiem, jeśli tam z tego korzystałeś ({importance} w ogłoszeniu).',
    add_to_education:
      'Dodaj „{term}” do wykształcenia lub certyfikatów, jeśli je masz ({importance} w ogłoszeniu).',
    add_to_summary: 'Wspomnij „{term}” w profilu, jeśli dotyczy to Ciebie ({importance} w ogłoszeniu).',
    write_both_forms: 'Napisz „{both}”, aby wyszukiwanie znalazło obie formy.',
  },
}

export const IMPORTANCE_WORDS: Record<Locale, Record<KeywordImportance, string>> = {
  en: { required: 'required', preferred: 'nice to have' },
  de: { required: 'gefordert', preferred: 'wünschenswert' },
  fr: { required: 'exigé', preferred: 'souhaité' },
  es: { required: 'requisito', preferred: 'deseable' },
  it: { required: 'richiesto', preferred: 'gradito' },
  pt: { required: 'obrigatório', preferred: 'preferencial' },
  nl: { required: 'vereist', preferred: 'pré' },
  pl: { required: 'wymagane', preferred: 'mile widziane' },
}
