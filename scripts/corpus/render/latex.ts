import { formatRange } from '../dates'
import { LABELS, addressLine, birthLine, degreeLine, fullName, signatureLine } from '../labels'
import type { Cv, Render } from '../model'

// CVs as LaTeX sources, in the shapes people build from TeX Live's classes (moderncv, europasscv)
// and from classes in the style of Awesome-CV, AltaCV and Deedy (latex/*.cls, written for this
// corpus). compile.ts turns a source into a PDF with pdflatex or xelatex.

export type LatexSource = { tex: string; classes: string[] }

const SPECIALS: Record<string, string> = {
  '\\': '\\textbackslash{}',
  '&': '\\&',
  '%': '\\%',
  $: '\\$',
  '#': '\\#',
  _: '\\_',
  '{': '\\{',
  '}': '\\}',
  '~': '\\textasciitilde{}',
  '^': '\\textasciicircum{}',
}
export const tex = (text: string): string => text.replace(/[\\&%$#_{}~^]/g, (char) => SPECIALS[char] ?? char)

const BABEL: Record<Cv['lang'], string> = {
  de: 'ngerman',
  en: 'british',
  fr: 'french',
  es: 'spanish',
  it: 'italian',
  pt: 'portuguese',
  nl: 'dutch',
  pl: 'polish',
}

function encodingPreamble(render: Render): string {
  if (render.engine === 'xelatex') return ''
  return render.fontenc === 'T1' ? '\\usepackage[T1]{fontenc}\n\\usepackage{lmodern}\n' : ''
}

const range = (cv: Cv, render: Render, start: string, end: string, dash = '--'): string =>
  tex(formatRange(start, end, render.dates, cv.lang, cv.present, dash))

const items = (bullets: string[]): string =>
  bullets.length === 0 ? '' : `\\begin{itemize}\n${bullets.map((bullet) => `  \\item ${tex(bullet)}`).join('\n')}\n\\end{itemize}`

function signatureBlock(cv: Cv): string {
  if (!cv.signature) return ''
  return `\n\\vspace{1.5em}\n\\noindent ${tex(signatureLine(cv))}\\\\[2em]\n\\noindent\\rule{5cm}{0.4pt}\\\\\n${tex(fullName(cv))}\n`
}

function referencesBlock(cv: Cv, item: (label: string, text: string) => string): string {
  if (!cv.references?.length || !cv.headings.references) return ''
  return cv.references
    .map((ref) => item(tex(ref.name), `${tex(ref.role)}, ${tex(ref.company)}\\newline ${tex(ref.phone)} $\\cdot$ \\texttt{${tex(ref.email)}}`))
    .join('\n')
}

// moderncv: classic, casual, banking, oldstyle, fancy.
export function moderncv(cv: Cv, render: Render, style: string): LatexSource {
  const labels = LABELS[cv.lang]
  const extra = [cv.birth ? `${labels.birth}: ${birthLine(cv)}` : '', cv.nationality ? `${labels.nationality}: ${cv.nationality}` : '']
    .filter(Boolean)
    .map(tex)
    .join(' \\textbullet{} ')
  const job = (entry: Cv['experience'][number]): string =>
    `\\cventry{${range(cv, render, entry.start, entry.end)}}{${tex(entry.title)}}{${tex(entry.company)}}{${tex(entry.location)}}{}{${items(entry.bullets)}}`
  const school = (entry: Cv['education'][number]): string =>
    `\\cventry{${range(cv, render, entry.start, entry.end)}}{${tex(degreeLine(entry))}}{${tex(entry.institution)}}{${tex(entry.location)}}{${entry.grade ? `\\textit{${tex(gradeLabel(cv))} ${tex(entry.grade)}}` : ''}}{}`
  const body = [
    cv.summary ? `\\section{${tex(cv.headings.profile)}}\n\\cvitem{}{${tex(cv.summary)}}` : '',
    `\\section{${tex(cv.headings.experience)}}\n${cv.experience.map(job).join('\n')}`,
    `\\section{${tex(cv.headings.education)}}\n${cv.education.map(school).join('\n')}`,
    `\\section{${tex(cv.headings.skills)}}\n${cv.skills.map((group) => `\\cvitem{${tex(group.category)}}{${tex(group.items.join(', '))}}`).join('\n')}`,
    `\\section{${tex(cv.headings.languages)}}\n${cv.languages.map((language) => `\\cvitemwithcomment{${tex(language.name)}}{${tex(language.text)}}{}`).join('\n')}`,
    cv.certifications?.length && cv.headings.certifications
      ? `\\section{${tex(cv.headings.certifications)}}\n${cv.certifications.map((cert) => `\\cvitem{${tex(cert.date)}}{${tex(cert.name)}, ${tex(cert.issuer)}}`).join('\n')}`
      : '',
    cv.interests?.length && cv.headings.interests ? `\\section{${tex(cv.headings.interests)}}\n\\cvitem{}{${tex(cv.interests.join(', '))}}` : '',
    cv.references?.length && cv.headings.references
      ? `\\section{${tex(cv.headings.references)}}\n${referencesBlock(cv, (label, text) => `\\cvitem{${label}}{${text}}`)}`
      : '',
  ]
  const tex_ = `\\documentclass[11pt,a4paper,sans]{moderncv}
\\moderncvstyle{${style}}
\\moderncvcolor{${style === 'banking' ? 'blue' : style === 'oldstyle' ? 'burgundy' : style === 'fancy' ? 'grey' : style === 'casual' ? 'green' : 'blue'}}
${encodingPreamble(render)}\\usepackage[${BABEL[cv.lang]}]{babel}
\\usepackage[scale=0.8]{geometry}
\\name{${tex(cv.firstName)}}{${tex(cv.lastName)}}
${cv.headline ? `\\title{${tex(cv.headline)}}` : ''}
\\address{${tex(cv.street ?? '')}}{${tex([cv.postcode, cv.city].filter(Boolean).join(' '))}}{${tex(cv.country ?? '')}}
\\phone[mobile]{${tex(cv.phone)}}
${cv.email ? `\\email{${tex(cv.email)}}` : ''}
${(cv.links ?? []).map((link) => `\\homepage{${tex(link)}}`).join('\n')}
${extra ? `\\extrainfo{${extra}}` : ''}
\\begin{document}
\\makecvtitle
${body.filter(Boolean).join('\n\n')}
${signatureBlock(cv)}
\\end{document}
`
  return { tex: tex_, classes: [] }
}

const gradeLabel = (cv: Cv): string => `${LABELS[cv.lang].grade}:`

// europasscv: the Europass look, with the language self-assessment grid.
export function europass(cv: Cv, render: Render): LatexSource {
  const option: Record<Cv['lang'], string> = { de: 'german', en: 'english', fr: 'french', es: 'spanish', it: 'italian', pt: 'portuguese', nl: 'dutch', pl: 'polish' }
  const native = cv.languages.filter((language) => language.level === 'native')
  const others = cv.languages.filter((language) => language.level !== 'native')
  const cell = (value: string): string => tex(value)
  const grid = others.map((language, index) => {
    const cells = language.grid ?? [language.level, language.level, language.level, language.level, language.level]
    const command = index === others.length - 1 ? '\\ecvlastlanguage' : '\\ecvlanguage'
    return `${command}{${tex(language.name)}}{${cells.map(cell).join('}{')}}`
  })
  const job = (entry: Cv['experience'][number]): string =>
    `\\ecvtitle{${range(cv, render, entry.start, entry.end)}}{${tex(entry.title)}}\n\\ecvitem{}{${tex(entry.company)}, ${tex(entry.location)}}\n\\ecvitem{}{${items(entry.bullets)}}`
  const school = (entry: Cv['education'][number]): string =>
    `\\ecvtitle{${range(cv, render, entry.start, entry.end)}}{${tex(degreeLine(entry))}}\n\\ecvitem{}{${tex(entry.institution)}, ${tex(entry.location)}${entry.grade ? ` -- ${tex(gradeLabel(cv))} ${tex(entry.grade)}` : ''}}`
  const tex_ = `\\documentclass[${option[cv.lang]},a4paper]{europasscv}
${encodingPreamble(render)}\\usepackage[${BABEL[cv.lang]}]{babel}
\\ecvname{${tex(fullName(cv))}}
\\ecvaddress{${tex(addressLine(cv))}}
\\ecvmobile{${tex(cv.phone)}}
${cv.email ? `\\ecvemail{${tex(cv.email)}}` : ''}
${cv.birth ? `\\ecvdateofbirth{${tex(cv.birth.date)}}` : ''}
${cv.nationality ? `\\ecvnationality{${tex(cv.nationality)}}` : ''}
\\begin{document}
\\begin{europasscv}
\\ecvpersonalinfo
${cv.headline ? `\\ecvbigitem{${tex(cv.headings.profile)}}{${tex(cv.headline)}}` : ''}
${cv.summary ? `\\ecvitem{}{${tex(cv.summary)}}` : ''}
\\ecvsection{${tex(cv.headings.experience)}}
${cv.experience.map(job).join('\n')}
\\ecvsection{${tex(cv.headings.education)}}
${cv.education.map(school).join('\n')}
\\ecvsection{${tex(cv.headings.personal ?? cv.headings.skills)}}
${native.length ? `\\ecvmothertongue{${tex(native.map((language) => language.name).join(', '))}}` : ''}
${others.length ? `\\ecvlanguageheader\n${grid.join('\n')}\n\\ecvlanguagefooter` : ''}
${cv.skills.map((group) => `\\ecvblueitem{${tex(group.category)}}{${tex(group.items.join(', '))}}`).join('\n')}
${cv.interests?.length && cv.headings.interests ? `\\ecvblueitem{${tex(cv.headings.interests)}}{${tex(cv.interests.join(', '))}}` : ''}
\\end{europasscv}
\\end{document}
`
  return { tex: tex_, classes: [] }
}

// Spanish babel already sets a period after section numbers.
const numberingPreamble: Record<NonNullable<Render['numbering']>, string> = {
  arabic: '\\renewcommand{\\thesection}{\\arabic{section}}',
  roman: '\\renewcommand{\\thesection}{\\Roman{section}.}',
  decimal: '\\renewcommand{\\thesection}{3.\\arabic{section}}',
}

// A plain article as people write it by hand: numbered sections, a tabular of dates.
export function articleNumbered(cv: Cv, render: Render): LatexSource {
  const labels = LABELS[cv.lang]
  const row = (dates: string, head: string, body: string): string => `${dates} & ${head}${body ? `\\newline ${body}` : ''} \\\\[4pt]`
  const jobs = cv.experience.map((entry) =>
    row(
      range(cv, render, entry.start, entry.end),
      `\\textbf{${tex(entry.title)}}, ${tex(entry.company)}, ${tex(entry.location)}`,
      entry.bullets.length ? `\\begin{minipage}[t]{\\linewidth}\\begin{itemize}\\setlength\\itemsep{0pt}${entry.bullets.map((bullet) => `\\item ${tex(bullet)}`).join(' ')}\\end{itemize}\\end{minipage}` : '',
    ),
  )
  const schools = cv.education.map((entry) =>
    row(range(cv, render, entry.start, entry.end), `\\textbf{${tex(degreeLine(entry))}}`, `${tex(entry.institution)}, ${tex(entry.location)}${entry.grade ? ` (${tex(gradeLabel(cv))} ${tex(entry.grade)})` : ''}`),
  )
  const table = (rows: string[]): string => `\\noindent\\begin{tabular}{@{}p{3.2cm}p{12cm}@{}}\n${rows.join('\n')}\n\\end{tabular}`
  const personal = [
    cv.birth ? `${tex(labels.birth)}: & ${tex(birthLine(cv))} \\\\` : '',
    cv.nationality ? `${tex(labels.nationality)}: & ${tex(cv.nationality)} \\\\` : '',
  ].filter(Boolean)
  const tex_ = `\\documentclass[11pt,a4paper]{article}
${encodingPreamble(render)}\\usepackage[${BABEL[cv.lang]}]{babel}
\\usepackage[margin=2cm]{geometry}
\\usepackage{enumitem}
\\setlist{nosep,leftmargin=1.2em}
\\pagestyle{empty}
${numberingPreamble[render.numbering ?? 'arabic'].replace('.}', cv.lang === 'es' ? '}' : '.}')}
\\begin{document}
${render.photoPlaceholder ? '\\hfill [Foto]\\\\[-1em]\n' : ''}\\begin{center}
{\\LARGE\\bfseries ${tex(fullName(cv))}}\\\\[4pt]
${cv.headline ? `${tex(cv.headline)}\\\\[4pt]` : ''}
${tex(addressLine(cv))}\\\\
${tex(labels.phone)}: ${tex(cv.phone)}${cv.email ? ` \\quad ${tex(labels.email)}: ${tex(cv.email)}` : ''}
\\end{center}
${personal.length ? `\\section{${tex(cv.headings.personal ?? '')}}\n\\noindent\\begin{tabular}{@{}p{4cm}l@{}}\n${personal.join('\n')}\n\\end{tabular}` : ''}
${cv.summary ? `\\section{${tex(cv.headings.profile)}}\n${tex(cv.summary)}` : ''}
\\section{${tex(cv.headings.experience)}}
${table(jobs)}
\\section{${tex(cv.headings.education)}}
${table(schools)}
\\section{${tex(cv.headings.skills)}}
${table(cv.skills.map((group) => `${tex(group.category)}: & ${tex(group.items.join(', '))} \\\\`))}
\\section{${tex(cv.headings.languages)}}
${table(cv.languages.map((language) => `${tex(language.name)} & ${tex(language.text)} \\\\`))}
${cv.interests?.length && cv.headings.interests ? `\\section{${tex(cv.headings.interests)}}\n${tex(cv.interests.join(', '))}` : ''}
${signatureBlock(cv)}
\\end{document}
`
  return { tex: tex_, classes: [] }
}

// The three classes in the style of popular ones that TeX Live does not ship.
export function ownClass(cv: Cv, render: Render, className: 'awesomelike' | 'altalike' | 'deedylike'): LatexSource {
  // Awesome-CV's fonts map the hyphen glyph to U+00AD; awesomelike.cls does the same, so its
  // date ranges come out of the PDF as "Sep. 2023 ­ Mar. 2024".
  const dash = className === 'awesomelike' ? ' - ' : ' -- '
  const job = (entry: Cv['experience'][number]): string =>
    `\\cvjob{${tex(entry.title)}}{${tex(entry.company)}}{${tex(entry.location)}}{${range(cv, render, entry.start, entry.end, dash)}}{${items(entry.bullets)}}`
  const school = (entry: Cv['education'][number]): string =>
    `\\cvschool{${tex(degreeLine(entry))}}{${tex(entry.institution)}}{${tex(entry.location)}}{${range(cv, render, entry.start, entry.end, dash)}}{${entry.grade ? `${tex(gradeLabel(cv))} ${tex(entry.grade)}` : ''}}`
  const contact = [
    cv.email ? `\\cvcontact{envelope}{${tex(cv.email)}}` : '',
    `\\cvcontact{phone}{${tex(cv.phone)}}`,
    `\\cvcontact{map-marker-alt}{${tex([cv.postcode, cv.city].filter(Boolean).join(' '))}}`,
    ...(cv.links ?? []).map((link) => `\\cvcontact{${link.includes('github') ? 'github' : 'linkedin'}}{${tex(link)}}`),
    cv.birth ? `\\cvcontact{birthday-cake}{${tex(birthLine(cv))}}` : '',
  ].filter(Boolean)
  const side = [
    `\\cvsection{${tex(cv.headings.skills)}}`,
    ...cv.skills.map((group) => {
      const tags = className === 'altalike' ? group.items.map((item) => `\\cvtag{${tex(item)}}`).join(' ') : group.items.map(tex).join('\\cvsep ')
      return `\\cvskillgroup{${tex(group.category)}}{${tags}}`
    }),
    `\\cvsection{${tex(cv.headings.languages)}}`,
    ...cv.languages.map((language) => `\\cvlanguage{${tex(language.name)}}{${tex(language.text)}}`),
    cv.interests?.length && cv.headings.interests ? `\\cvsection{${tex(cv.headings.interests)}}\n${cv.interests.map(tex).join(' \\textbullet{} ')}` : '',
  ]
  const main = [
    cv.summary ? `\\cvsection{${tex(cv.headings.profile)}}\n${tex(cv.summary)}` : '',
    `\\cvsection{${tex(cv.headings.experience)}}`,
    ...cv.experience.map(job),
    `\\cvsection{${tex(cv.headings.education)}}`,
    ...cv.education.map(school),
    cv.references?.length && cv.headings.references
      ? `\\cvsection{${tex(cv.headings.references)}}\n${referencesBlock(cv, (label, text) => `\\cvreference{${label}}{${text}}`)}`
      : '',
  ]
  const isTwoColumn = className !== 'awesomelike'
  const body = isTwoColumn
    ? `\\begin{cvcolumns}\n${(className === 'deedylike' ? side : main).filter(Boolean).join('\n')}\n\\switchcolumn\n${(className === 'deedylike' ? main : side).filter(Boolean).join('\n')}\n\\end{cvcolumns}`
    : [...main, ...side].filter(Boolean).join('\n')
  const tex_ = `\\documentclass[${BABEL[cv.lang]}${render.engine === 'xelatex' ? ',xetex' : ''}]{${className}}
\\cvname{${tex(cv.firstName)}}{${tex(cv.lastName)}}
\\cvheadline{${tex(cv.headline ?? '')}}
\\cvcontacts{${contact.join('\n')}}
\\begin{document}
\\makecvheader
${body}
${signatureBlock(cv)}
\\end{document}
`
  return { tex: tex_, classes: [className] }
}
