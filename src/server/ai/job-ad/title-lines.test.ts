import { describe, expect, it } from 'vitest'

import { detectJobAd } from './detect-job-ad'

// Issue 25, point 4: the forms German headlines give a title in (gender marks inside the line,
// "Referent*in", reference numbers, "Wir suchen Sie als …", dates after "zum", terms in brackets)
// and the French self-naming of a public body ("Service numérique canadien (SNC)"), written as
// general rules; each case below is one form, not one posting.

const BODY =
  '\n\nÜber uns\n\nDer Musterverein e.V. setzt sich seit 2011 für offenes Wissen ein.\n\nDeine Aufgaben\n\n- Planung von Veranstaltungen\n- Pflege der Website\n\nBewerbung bis 30.04. an die Geschäftsstelle.'

describe('the title a German headline names', () => {
  it.each([
    ['Referent*in Öffentlichkeitsarbeit (m/w/d) – Teilzeit 30 Std.', 'Referent*in Öffentlichkeitsarbeit'],
    ['Wir suchen zum 1. März 2025 eine*n Referent*in für Digitalpolitik (m/w/d)', 'Referent*in für Digitalpolitik'],
    ['Wir suchen Sie als Projektkoordinator (m/w/d) für unser Team in Berlin', 'Projektkoordinator'],
    ['Wir suchen dich als Community Manager:in', 'Community Manager:in'],
    ['Für unser Team in Hamburg suchen wir ab sofort eine Buchhalterin / einen Buchhalter (m/w/d)', 'Buchhalterin / Buchhalter'],
    ['Kennziffer 12/2024 – Wissenschaftliche*r Mitarbeiter*in (E13, 65 %)', 'Wissenschaftliche*r Mitarbeiter*in'],
    ['Werkstudent*in Social Media (20 h/Woche)', 'Werkstudent*in Social Media'],
    ['Verstärke unser Team als Fundraiser*in!', 'Fundraiser*in'],
    ['Wir stellen ein: Teamassistenz (m/w/d)', 'Teamassistenz'],
    ['Wir suchen: Projektleitung (w/m/d), 80 %, befristet bis 12/2026', 'Projektleitung'],
    ['Wir suchen eine*n Werkstudent*in (m/w/d) im Bereich Kommunikation', 'Werkstudent*in im Bereich Kommunikation'],
    ['Stellenausschreibung (Ref.-Nr. 07/25): Assistenz der Geschäftsführung (m/w/d)', 'Assistenz der Geschäftsführung'],
    ['Die OKF sucht zum 1.10. Verstärkung als Referent*in für Open Data', 'Referent*in für Open Data'],
    // What follows the gender note is no part of the role: a ward, hours, a place, a dash.
    ['Pflegefachkraft (m/w/d) Intensivstation', 'Pflegefachkraft'],
    ['Buchhalter (m/w/d) in Vollzeit', 'Buchhalter'],
    ['Koch (m/w/d) Berlin', 'Koch'],
    ['Entwickler (m/w/d) – ab sofort', 'Entwickler'],
    // The word that says the role is wanted, the start date, a stand-in term after a dash and a
    // posting's label are not its words; "Komm in unser Team als …" names the role after "als".
    ['Mitarbeiter*in Fundraising gesucht', 'Mitarbeiter*in Fundraising'],
    ['Teamassistenz (m/w/d) gesucht!', 'Teamassistenz'],
    ['Praktikant*in Kommunikation ab Oktober 2025', 'Praktikant*in Kommunikation'],
    ['Referent*in Politik & Advocacy – Elternzeitvertretung', 'Referent*in Politik & Advocacy'],
    ['Stellenausschreibung Referent*in Digitalpolitik', 'Referent*in Digitalpolitik'],
    ['Komm in unser Team als Werkstudent*in Kommunikation', 'Werkstudent*in Kommunikation'],
  ])('%s → %s', (headline, title) => {
    expect(detectJobAd(`${headline}${BODY}`).jobTitle).toBe(title)
  })
})

describe('the employer of a French public body that names itself by its acronym', () => {
  const body = (about: string) =>
    `Rédacteur technique\n\n${about}\n\nLe rôle\n\nVous rédigerez la documentation de nos produits.\n\nLe SNC prend en considération tous les candidats. Au SNC, nous célébrons les différences.`
  it('reads the name in sentence case that spells the acronym', () => {
    expect(detectJobAd(body('Le Service numérique canadien (SNC) transforme le gouvernement.')).companyName).toBe(
      'Service numérique canadien',
    )
    expect(
      detectJobAd(body('À titre de rédacteur pour le Service numérique canadien (SNC), vous serez au cœur du travail.'))
        .companyName,
    ).toBe('Service numérique canadien')
  })
  it('reads a sentence-opening name that spells an acronym the ad uses', () => {
    expect(detectJobAd(body('Le Service numérique canadien se concentre sur de meilleurs services.')).companyName).toBe(
      'Service numérique canadien',
    )
  })
  it('takes no department, product or title word for the employer', () => {
    expect(
      detectJobAd(body('Le service des ressources humaines (SRH) traite les candidatures.')).companyName ?? '',
    ).not.toMatch(/ressources|service/iu)
    expect(
      detectJobAd('Développeur – Notify\n\nRésumé\n\nNotify est une plateforme qui envoie des avis par courriel.')
        .companyName,
    ).toBeUndefined()
    expect(
      detectJobAd('Analyste de recherche et d’évaluation, conception et étude\n\nNous avons besoin de vous.').companyName,
    ).toBeUndefined()
  })
})
