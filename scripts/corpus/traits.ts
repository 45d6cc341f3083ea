import type { Cv, Render } from './model'

// What a document does that an importer has to cope with: the failure classes of issue 14,
// recorded with each fixture so that the bench and the parser work can pick documents by class.
export function traitsOf(cv: Cv, render: Render, ext: 'pdf' | 'docx'): string[] {
  const traits: string[] = []
  const add = (isTrue: unknown, trait: string): void => {
    if (isTrue) traits.push(trait)
  }
  const isLatex = !/^(typst|writer|web)/.test(render.layout)
  const text = JSON.stringify(cv)
  add(isLatex && render.engine !== 'xelatex' && render.fontenc !== 'T1' && /[À-ÿ]/.test(text), 'accents-as-separate-marks')
  add(render.layout === 'awesome-like', 'soft-hyphen-ranges')
  add(render.layout.startsWith('moderncv'), 'moderncv-ranges')
  add(render.dates === 'short', 'short-ranges')
  add(render.numbering, `numbered-headings-${render.numbering ?? ''}`)
  add(render.layout === 'writer-labels' || render.layout === 'europasscv', 'labelled-details')
  add(render.layout === 'writer-labels', 'label-value-blocks')
  add(render.layout === 'writer-header-footer', 'contact-in-footer')
  add(!cv.email && cv.references?.length, 'email-only-in-references')
  add(cv.email && cv.references?.length, 'references-with-email')
  // A narrow column wraps a long address; TeX hyphenates one in moderncv's narrow styles too.
  add((render.layout === 'web-sidebar-right' && (cv.email ?? '').length > 28) || render.layout === 'moderncv-oldstyle', 'wrapped-email')
  add(cv.languages.some((language) => language.grid) && render.layout === 'europasscv', 'europass-language-grid')
  add(render.layout === 'web-icons' || render.layout === 'altacv-like', 'rating-graphics')
  add(render.layout === 'web-icons' || isLatex, 'icon-glyphs')
  add(render.layout === 'typst-rendercv', 'dates-beside-bullets')
  add(render.layout === 'typst-grid' || render.layout === 'writer-tabs' || render.layout === 'web-grid', 'right-or-tab-aligned-dates')
  add(render.layout === 'writer-table' || render.layout === 'writer-textbox', ext === 'docx' ? 'docx-layout-table-or-frame' : 'layout-table')
  add(!cv.headline, 'no-headline')
  add(render.photoPlaceholder, 'photo-placeholder')
  add(cv.birth?.place, 'birth-place')
  add(cv.education.some((school) => school.grade), 'grades')
  add(cv.interests?.length, 'interests')
  add(cv.signature, 'place-date-signature')
  add(!/^(Berufserfahrung|Work Experience|Experience)$/.test(cv.headings.experience), 'uncommon-experience-heading')
  add(render.engine === 'xelatex', 'xelatex')
  return traits
}
