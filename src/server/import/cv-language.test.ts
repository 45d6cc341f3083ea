import { describe, expect, it } from 'vitest'
import { parseCvText } from './parse-cv-text'

// The builder prints an imported CV in the CV's own language by default (use-builder-state.ts
// `defaultCvLanguage`), so the importer must say which language the text is written in.
describe('parseCvText: the CV language', () => {
  it.each([
    ['de', 'Anna Schmidt\nBerufserfahrung\n03/2019 – heute Projektleiterin bei der Muster GmbH\nVerantwortung für das Team und die Planung der Projekte\nAusbildung\n2012 – 2016 Studium der Informatik an der Universität Köln'],
    ['fr', "Claire Martin\nExpérience professionnelle\n2019 – aujourd'hui Cheffe de projet chez Durand SA\nGestion de l'équipe et du budget pour les clients\nFormation\n2012 – 2016 Master en informatique à l'Université de Lyon"],
    ['pl', 'Anna Kowalska\nDoświadczenie zawodowe\n2019 – obecnie Kierowniczka projektu w firmie Nowak sp. z o.o.\nOdpowiedzialna za zespół i planowanie projektów dla klientów\nWykształcenie\n2012 – 2016 Informatyka na Uniwersytecie Warszawskim'],
    ['en', 'John Smith\nWork Experience\n2019 – Present Project Manager at Acme Ltd\nResponsible for the team and the planning of the projects for our clients\nEducation\n2012 – 2016 BSc Computer Science at the University of Leeds'],
  ])('reads %s from the text', (language, text) => {
    expect(parseCvText(text).language).toBe(language)
  })

  it('leaves it unset when the text is too short to tell', () => {
    expect(parseCvText('Anna Schmidt\nPython').language).toBeUndefined()
  })
})
