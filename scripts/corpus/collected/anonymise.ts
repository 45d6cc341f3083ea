// Anonymises JSON Resume files collected from public repositories (harvested into a folder outside
// the repository, see README.md) and writes only the anonymised copies and the manifest into
// tests/fixtures/cvs/collected/. The person's name, e-mail, phone, street, birth date, photo,
// profile handles and personal URLs become faker-generated ones, the same everywhere in the CV
// (summaries and URLs included); employers, schools, dates, titles, skills and wording stay.
// The original identifiers go to <raw>/../identifiers.json, outside the repository, for the
// leak check (check-leaks.ts).
//   npx tsx scripts/corpus/collected/anonymise.ts /tmp/cvc/raw [--add]
// --add: the sources already in the manifest stay as they are (their raw files may be gone) and
// only CVs of repositories and languages not yet in it are added.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { allFakers, type Faker } from '@faker-js/faker'
import { languageOf } from './detect-language'
import { PROFILE_HOSTS, type ManifestItem } from '../../../tests/fixtures/cvs/collected/manifest'

type Raw = { repo: string; path: string; commit: string; licence: string; converted?: 'reactive-resume' | 'keyed'; resume: Record<string, unknown> }

const OUT = new URL('../../../tests/fixtures/cvs/collected/', import.meta.url).pathname
const FAKER_LOCALE: Record<string, keyof typeof allFakers> = {
  en: 'en_US', de: 'de', fr: 'fr', es: 'es', it: 'it', pt: 'pt_BR', nl: 'nl', pl: 'pl',
}
// JSON Resume's own sections; anything else a repository added (ids, analytics, private notes) is dropped.
const SECTIONS = ['basics', 'work', 'volunteer', 'education', 'awards', 'certificates', 'publications', 'skills',
  'languages', 'interests', 'references', 'projects'] as const
// Files that are examples or builds of another file, and template authors' own example CVs.
const SKIPPED_PATH = /sample|template|example|library|archive|i18n|empty|demo|test|\.cto\.|copy|backup|\bold\b/i
const TEMPLATE_PEOPLE = new Set(['miguel ángel durán', 'john doe', 'jane doe', 'richard hendriks', 'thomas edison'])
// Licences that do not allow the reuse (non-commercial only, or all rights reserved).
const FORBIDDING = /forbids|NC/

const hash = (text: string): string => createHash('sha256').update(text).digest('hex')
const fold = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
// A name as a pattern that matches it with or without accents ("Gomez", "Gómez", "GÓMEZ").
const ACCENTED: Record<string, string> = { a: 'aàáâãäå', e: 'eèéêë', i: 'iìíîï', o: 'oòóôõöø', u: 'uùúûü', n: 'nñ', c: 'cç', y: 'yýÿ', s: 'sś', z: 'zźż', l: 'lł' }
const loosely = (text: string): string =>
  [...fold(text)].map((char) => (ACCENTED[char] ? `[${ACCENTED[char]}]` : escape(char))).join('')
// Words that stand for a generic mailbox or a profile label, not for the person.
const GENERIC_HANDLES = new Set(['contact', 'info', 'hello', 'mail', 'me', 'hi', 'jobs', 'english', 'spanish', 'french', 'german', 'resume', 'cv', 'portfolio', 'jsonresume', 'email', 'admin', 'dev'])
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g
const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s"'<>)\]]+/gi
// A phone number: starts with + or 0 or "(", then at least 8 more digits in groups.
const PHONE = /(?:\+|\b0|\()[\d\s()./-]{8,}\d/g
const isPhone = (text: string): boolean => text.replace(/\D/g, '').length >= 9

export type Identity = { faker: Faker; first: string; last: string; name: string; handle: string; email: string; phone: string; site: string }

export function identityFor(lang: string, seed: string): Identity {
  const faker = allFakers[FAKER_LOCALE[lang] ?? 'en_US']
  faker.seed(Number.parseInt(seed.slice(0, 8), 16))
  const sex = faker.person.sexType()
  const first = faker.person.firstName(sex)
  const last = faker.person.lastName(sex)
  const ascii = (text: string): string => fold(text).replace(/[^a-z0-9]+/g, '')
  const handle = `${ascii(first)}${ascii(last).slice(0, 6)}${faker.number.int({ min: 10, max: 99 })}`
  return {
    faker,
    first,
    last,
    name: `${first} ${last}`,
    handle,
    email: faker.internet.exampleEmail({ firstName: ascii(first), lastName: ascii(last) }).toLowerCase(),
    // 'national': a number as people print it, without the extensions ('x7354') of the default style.
    phone: faker.phone.number({ style: 'national' }),
    site: `https://${handle}.example.com`,
  }
}

// Everything of the person's that can identify them, read from the original.
function originalIdentifiers(raw: Raw): { names: string[]; handles: string[]; emails: string[]; phones: string[] } {
  const basics = (raw.resume.basics ?? {}) as Record<string, unknown>
  const name = typeof basics.name === 'string' ? basics.name.trim() : ''
  const parts = name.split(/\s+/).filter((part) => part.replace(/\W/g, '').length >= 3)
  const handles = new Set<string>([raw.repo.split('/')[0] ?? ''])
  const text = JSON.stringify(raw.resume)
  for (const url of text.match(URL_PATTERN) ?? []) {
    const match = /(?:linkedin\.com\/in|github\.com|gitlab\.com|twitter\.com|x\.com|medium\.com\/@?|stackoverflow\.com\/users\/\d+|instagram\.com|facebook\.com|bsky\.app\/profile|dev\.to|codepen\.io|behance\.net|dribbble\.com|xing\.com\/profile)\/([\w.-]+)/i.exec(url)
    if (match?.[1]) handles.add(match[1])
    const personal = /^(?:https?:\/\/)?(?:www\.)?([\w-]+)\.(?:github\.io|netlify\.app|vercel\.app)/i.exec(url)
    if (personal?.[1]) handles.add(personal[1])
  }
  for (const profile of (basics.profiles ?? []) as Array<Record<string, unknown>>)
    if (typeof profile?.username === 'string' && profile.username.length >= 3) handles.add(profile.username)
  const emails = [...new Set(text.match(EMAIL) ?? [])]
  for (const email of emails) handles.add(email.split('@')[0] ?? '')
  const phones = [...new Set([...(text.match(PHONE) ?? []).filter(isPhone), typeof basics.phone === 'string' ? basics.phone : ''])]
  return {
    names: [name, ...parts].filter((item) => item.length >= 3),
    handles: [...handles].filter((item) => item.length >= 3 && !/[\s()]/.test(item) && !GENERIC_HANDLES.has(item.toLowerCase())),
    emails,
    phones: phones.filter((item) => item.trim() !== ''),
  }
}

function anonymiser(raw: Raw, identity: Identity): (value: string, key: string) => string | undefined {
  const ids = originalIdentifiers(raw)
  const basicsName = ids.names[0] ?? ''
  const nameParts = ids.names.slice(1)
  const replacements: Array<[RegExp, string]> = []
  if (basicsName !== '') replacements.push([new RegExp(loosely(basicsName).replace(/ /g, '\\s+'), 'giu'), identity.name])
  // First and last name run together, as in file names and handles ("PedroMacias", "pedro.macias").
  if (nameParts.length >= 2)
    replacements.push([new RegExp(`${loosely(nameParts[0] ?? '')}[-_.]?${loosely(nameParts[nameParts.length - 1] ?? '')}`, 'giu'), identity.handle])
  // Handles before the name's parts, longest first: a handle built from the name and a number
  // ("ana-lopez-7262a9318") goes as a whole, not as a generated name around the original number.
  for (const handle of [...ids.handles].sort((a, b) => b.length - a.length))
    replacements.push([new RegExp(`(?<![\\w])${loosely(handle)}(?![\\w])`, 'giu'), identity.handle])
  // The first word of the name is the first name; every later word is part of the surname. A
  // possessive without apostrophe ("Kevins services") is the name too.
  nameParts.forEach((part, index) =>
    replacements.push([new RegExp(`(?<![\\p{L}])${loosely(part)}(?=s?(?![\\p{L}]))`, 'giu'), index === 0 ? identity.first : identity.last]),
  )
  const replaceUrl = (url: string): string => {
    const host = /^(?:https?:\/\/)?(?:www\.)?([^/:]+)/i.exec(url)?.[1]?.toLowerCase() ?? ''
    const profileHost = PROFILE_HOSTS.find((known) => host === known || host.endsWith(`.${known}`))
    if (profileHost) {
      const path = url.replace(/^(?:https?:\/\/)?[^/]+/i, '')
      const handled = ids.handles.reduce((text, handle) => text.replace(new RegExp(`(?<![\\w])${escape(handle)}(?![\\w])`, 'gi'), identity.handle), path)
      return `https://${profileHost}${handled === path ? `/${identity.handle}` : handled}`
    }
    return identity.site
  }
  return (value, key) => {
    if (/^(image|picture|photo)$/i.test(key) || /\.(jpe?g|png|gif|webp|svg)$/i.test(value.trim())) return undefined
    let text = value
      .replace(EMAIL, () => identity.email)
      .replace(URL_PATTERN, (url) => replaceUrl(url))
      .replace(PHONE, (match) => (isPhone(match) ? identity.phone : match))
    if (key === 'phone' && text.trim() !== '') text = identity.phone
    // A link that is no web address ("https:name", a path on the person's own site) is theirs too.
    if (/^(url|website)$/i.test(key) && text.trim() !== '' && !/^(?:https?:\/\/)?[\w-]+(?:\.[\w-]+)+(?:[/?#]|$)/i.test(text.trim())) text = identity.site
    if (BIRTH_KEY.test(key) && text !== '')
      text = identity.faker.date.birthdate({ min: 1965, max: 2002, mode: 'year' }).toISOString().slice(0, 10)
    for (const [pattern, replacement] of replacements) text = text.replace(pattern, replacement)
    return text
  }
}

function walk(value: unknown, key: string, fix: (text: string, key: string) => string | undefined): unknown {
  if (typeof value === 'string') return fix(value, key)
  if (Array.isArray(value)) return value.map((item) => walk(item, key, fix)).filter((item) => item !== undefined)
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value)) {
      // A photo is left out, whatever its form (a URL, a data URL, an object with sizes).
      if (/^(image|picture|photo|avatar)$/i.test(k)) continue
      const fixed = walk(v, k, fix)
      if (fixed !== undefined) out[k] = fixed
    }
    return out
  }
  return value
}

function anonymise(raw: Raw, lang: string, id: string): { resume: Record<string, unknown>; identity: Identity } {
  const identity = identityFor(lang, hash(id))
  const kept: Record<string, unknown> = {}
  for (const section of SECTIONS) if (raw.resume[section] !== undefined) kept[section] = raw.resume[section]
  const resume = walk(kept, '', anonymiser(raw, identity)) as Record<string, unknown>
  const basics = (resume.basics ?? {}) as Record<string, unknown>
  basics.name = identity.name
  fixPersonalKeys(basics, identity)
  if (typeof basics.email === 'string' && basics.email !== '') basics.email = identity.email
  if (typeof basics.url === 'string' && basics.url !== '') basics.url = identity.site
  if (typeof basics.website === 'string' && basics.website !== '') basics.website = identity.site
  const location = basics.location as Record<string, unknown> | undefined
  if (location && typeof location.address === 'string' && location.address.trim() !== '')
    location.address = identity.faker.location.streetAddress()
  if (location && typeof location.postalCode === 'string' && location.postalCode.trim() !== '')
    // The 5-digit ZIP, not ZIP+4: nine digits would read as a phone number.
    location.postalCode = identity.faker.location.zipCode().replace(/^(\d{5})-\d{4}$/, '$1')
  // A profile's user name names the person whatever its form (with a number, a second surname
  // the name field lacks): it becomes the generated handle.
  for (const profile of (basics.profiles ?? []) as Array<Record<string, unknown>>)
    if (typeof profile?.username === 'string' && profile.username.trim() !== '') profile.username = identity.handle
  for (const reference of (resume.references ?? []) as Array<Record<string, unknown>>)
    if (typeof reference.name === 'string') reference.name = identity.faker.person.fullName()
  resume.basics = basics
  resume.meta = {
    language: lang,
    anonymised: { name: identity.name, email: identity.email, phone: identity.phone, handle: identity.handle, site: identity.site },
  }
  return { resume, identity }
}

/**
 * What a CV's entries are, without the person: its employers and schools. Forks of a portfolio
 * template often change only the name; a fingerprint shared by two people is the template's content.
 */
function fingerprint(resume: Record<string, unknown>): string {
  const names = (list: unknown, key: string): string[] =>
    (Array.isArray(list) ? list : []).map((item) => fold(String((item as Record<string, unknown>)?.[key] ?? ''))).sort()
  return JSON.stringify([names(resume.work, 'name').concat(names(resume.work, 'company')), names(resume.education, 'institution')])
}

// Keys that hold a birth date, name parts, or a file named after the person, wherever they are.
const BIRTH_KEY = /^(dateOfBirth|birthDate|birthdate|birthday|dob)$/i
const NAME_KEY = /^(familyName|givenName|firstName|lastName|surname|middleName)$/i
const DROPPED_KEY = /^(cv|cvUrl|cvFile|pdf|resumePdf|birthPlace|placeOfBirth)$/i

/** Birth dates, name parts and files named after the person in a JSON Resume's basics. */
function fixPersonalKeys(basics: Record<string, unknown>, identity: Pick<Identity, 'faker' | 'first' | 'last'>): boolean {
  let changed = false
  for (const [key, value] of Object.entries(basics)) {
    if (DROPPED_KEY.test(key)) {
      delete basics[key]
      changed = true
    } else if (NAME_KEY.test(key) && typeof value === 'string' && value !== '') {
      basics[key] = /^(givenName|firstName)$/i.test(key) ? identity.first : identity.last
      changed = true
    } else if ((BIRTH_KEY.test(key) || key === 'birth') && value) {
      const date = identity.faker.date.birthdate({ min: 1965, max: 2002, mode: 'year' }).toISOString().slice(0, 10)
      if (typeof value === 'object' && !Array.isArray(value)) {
        const birth = { ...(value as Record<string, unknown>) }
        if (birth.date !== undefined) birth.date = date
        delete birth.place
        basics[key] = birth
      } else basics[key] = date
      changed = true
    }
  }
  return changed
}

// Labels people put in a profile's user name field; not part of anyone's name.
const PROFILE_LABELS = new Set(['example', 'com', 'bsky', 'app', 'pdf', 'download', 'english', 'version', 'francais', 'personal', 'projects', 'format', 'resume', 'portfolio', 'website', 'dev', 'social'])

/** What of a user name is neither the generated name, its handle, a label nor a short fragment. */
function leftover(username: string, generated: { name: string; handle: string }): string[] {
  const known = new Set(fold(`${generated.name} ${generated.handle}`).split(/[^\p{L}\d]+/u))
  // An e-mail's or a host's domain ("ana@example.com", "ana.bsky.social") is not part of a name.
  const bare = username.replace(/@[\w.-]+$/, '').replace(/(?:\.[a-z]{2,})+$/i, '')
  const words = fold(bare.replace(generated.handle, ' ')).split(/[^\p{L}\d]+/u).filter((word) => word !== '')
  // A generated part glued to the rest ("lopezgarcia"): what is left after it is the rest.
  const parts = words.flatMap((word) => {
    const glued = [...known].find((part) => part.length >= 3 && word.startsWith(part) && word !== part)
    return glued ? [word.slice(glued.length)] : [word]
  })
  return parts.filter((word) => !known.has(word) && !PROFILE_LABELS.has(word) && (/^\d{5,}$/.test(word) || /\d{3,}/.test(word) || /^\p{L}{4,}$/u.test(word)))
}

function main(): void {
  const rawDir = process.argv[2] ?? '/tmp/cvc/raw'
  const isAdding = process.argv.includes('--add')
  const raws = readdirSync(rawDir).map((file) => JSON.parse(readFileSync(join(rawDir, file), 'utf8')) as Raw)
  const previous = JSON.parse(readFileSync(join(OUT, 'manifest.json'), 'utf8')) as ManifestItem[]
  // With --add, a repository's CV in a language the manifest already holds is the same person's.
  const collectedBefore = new Set(previous.map((item) => `${item.repository.toLowerCase()}|${item.lang}`))
  // Content that two owners claim (or a template person's) is a template's, not theirs;
  // with --add the sources already collected count too.
  const claimed = new Map<string, Set<string>>()
  const claim = (print: string, who: string): void => void claimed.set(print, (claimed.get(print) ?? new Set()).add(who))
  // Whose content: the repository owner (one person's language versions share their entries).
  for (const raw of raws) claim(fingerprint(raw.resume), raw.repo.split('/')[0]?.toLowerCase() ?? '')
  for (const name of TEMPLATE_PEOPLE) for (const raw of raws.filter((r) => fold(String((r.resume.basics as Record<string, unknown> | undefined)?.name ?? '')) === name)) claim(fingerprint(raw.resume), '(template)')
  if (isAdding)
    for (const item of previous.filter((entry) => entry.format !== 'latex'))
      claim(fingerprint(JSON.parse(readFileSync(join(OUT, 'sources', `${item.id}.json`), 'utf8')) as Record<string, unknown>), item.author)
  // One CV per person and language: forks and copies of the same file count once.
  const chosen = new Map<string, { raw: Raw; lang: string }>()
  const skipped: Record<string, number> = {}
  const skip = (why: string): void => void (skipped[why] = (skipped[why] ?? 0) + 1)
  for (const raw of raws.sort((a, b) => `${a.repo}/${a.path}`.localeCompare(`${b.repo}/${b.path}`))) {
    const basics = (raw.resume.basics ?? {}) as Record<string, unknown>
    const name = typeof basics.name === 'string' ? basics.name.trim() : ''
    if (SKIPPED_PATH.test(raw.path)) { skip('example or derived file'); continue }
    if (name === '' || TEMPLATE_PEOPLE.has(name.toLowerCase())) { skip('template or nameless'); continue }
    if (FORBIDDING.test(raw.licence)) { skip('licence forbids reuse'); continue }
    const lang = typeof (raw.resume.meta as Record<string, unknown> | undefined)?.language === 'string'
      ? String((raw.resume.meta as Record<string, unknown>).language).slice(0, 2).toLowerCase()
      : languageOf(raw.resume, raw.path)
    if (!(lang in FAKER_LOCALE)) { skip(`language ${lang}`); continue }
    const jobs = Array.isArray(raw.resume.work) ? raw.resume.work.length : 0
    const schools = Array.isArray(raw.resume.education) ? raw.resume.education.length : 0
    if (jobs + schools < 2) { skip('fewer than two entries'); continue }
    // A phone number alone on a line of an entry is a referee's or a contact's: the entry lists
    // third parties (their names and addresses beside it), which no rule here replaces.
    const lines = ['work', 'volunteer', 'education', 'projects'].flatMap((section) => JSON.stringify(raw.resume[section] ?? []).match(/"[^"]*"/g) ?? [])
    const isNumberLine = (line: string): boolean =>
      /^"\s*[+(\d][\d\s()./-]+"$/.test(line) && line.replace(/\D/g, '').length >= 9 && !/(?<!\d)(?:19|20)\d\d(?!\d)/.test(line)
    if (lines.some(isNumberLine)) { skip('contact data of others in entries'); continue }
    if ((claimed.get(fingerprint(raw.resume))?.size ?? 0) > 1) { skip('content shared with another person or collected before'); continue }
    if (isAdding && collectedBefore.has(`${raw.repo.toLowerCase()}|${lang}`)) { skip('already in the manifest'); continue }
    const key = `${fold(name)}|${lang}`
    const previous = chosen.get(key)
    const size = (r: Raw): number => JSON.stringify(r.resume).length
    if (!previous || size(raw) > size(previous.raw)) chosen.set(key, { raw, lang })
    else skip('duplicate of the same person and language')
  }
  // The LaTeX sources (tex.ts) stay; every JSON Resume source is written anew (with --add, kept).
  const kept = previous.filter((entry) => isAdding || entry.format === 'latex')
  for (const item of previous.filter((entry) => !kept.includes(entry))) rmSync(join(OUT, 'sources', `${item.id}.json`), { force: true })
  mkdirSync(join(OUT, 'sources'), { recursive: true })
  const manifest: ManifestItem[] = [...kept]
  // Sources kept from an earlier run: a profile user name in which something of the original is
  // left beside the generated name (a number, a second surname: "Ana-Lopez-7262a9318",
  // "Ana LopezGarcia") becomes the generated handle, and a surname found so is replaced wherever
  // else the source has it. The ids printed need printing again (render.ts --only).
  const repaired: string[] = []
  for (const item of kept.filter((entry) => entry.format !== 'latex')) {
    const file = join(OUT, 'sources', `${item.id}.json`)
    const text = readFileSync(file, 'utf8')
    const resume = JSON.parse(text) as { basics?: Record<string, unknown> & { profiles?: Array<Record<string, unknown>> }; meta: { anonymised: { name: string; handle: string } } }
    const generated = resume.meta.anonymised
    const surnames = new Set<string>()
    for (const profile of resume.basics?.profiles ?? []) {
      if (typeof profile.username !== 'string') continue
      const left = leftover(profile.username, generated)
      if (left.length === 0) continue
      profile.username = generated.handle
      for (const word of left) if (/^\p{L}{4,}$/u.test(word)) surnames.add(word)
    }
    const [first = '', ...rest] = generated.name.split(' ')
    if (resume.basics) fixPersonalKeys(resume.basics, { faker: identityFor(item.lang, createHash('sha256').update(item.id).digest('hex')).faker, first, last: rest.join(' ') })
    if (JSON.stringify(resume) === JSON.stringify(JSON.parse(text))) continue
    let out = `${JSON.stringify(resume, null, 2)}\n`
    for (const surname of surnames) out = out.replace(new RegExp(`(?<![\\p{L}])${loosely(surname)}(?![\\p{L}])`, 'giu'), generated.name.split(' ').at(-1) ?? '')
    writeFileSync(file, out)
    repaired.push(item.id)
  }
  if (repaired.length > 0) console.log('profile user names replaced, print again:', repaired.join(','))
  const identifiersFile = join(dirname(rawDir), 'identifiers.json')
  const identifiers: Record<string, ReturnType<typeof originalIdentifiers>> =
    isAdding && existsSync(identifiersFile) ? (JSON.parse(readFileSync(identifiersFile, 'utf8')) as Record<string, ReturnType<typeof originalIdentifiers>>) : {}
  // The author is the person: two language versions of one CV share it, so they land in one set.
  const authorOf = new Map<string, string>()
  for (const { raw } of chosen.values()) {
    const name = fold(String((raw.resume.basics as Record<string, unknown>).name))
    authorOf.set(name, authorOf.get(name) ?? raw.repo.split('/')[0]?.toLowerCase() ?? '')
  }
  const ids = new Set(manifest.map((item) => item.id))
  // With --add, about half of the new English CVs of a person who has one in another language (in
  // the corpus or added now) stay out (by the hash of the id): English is the largest language
  // already, and the repository's fixtures stay small. The person is kept in their other language.
  const languagesOf = new Map<string, Set<string>>()
  const addLanguage = (owner: string, lang: string): void => void languagesOf.set(owner, (languagesOf.get(owner) ?? new Set()).add(lang))
  for (const { raw, lang } of chosen.values()) addLanguage(raw.repo.split('/')[0]!.toLowerCase(), lang)
  for (const item of manifest) addLanguage(item.repository.split('/')[0]!.toLowerCase(), item.lang)
  for (const { raw, lang } of chosen.values()) {
    const id = `${lang}-${hash(`${raw.repo}/${raw.path}`).slice(0, 8)}`
    if (ids.has(id)) continue
    const owner = raw.repo.split('/')[0]!.toLowerCase()
    if (isAdding && lang === 'en' && (languagesOf.get(owner)?.size ?? 0) > 1 && Number.parseInt(hash(`translation:${id}`).slice(0, 2), 16) >= 128) {
      skip('English translation left out (size)')
      continue
    }
    const { resume } = anonymise(raw, lang, id)
    writeFileSync(join(OUT, 'sources', `${id}.json`), `${JSON.stringify(resume, null, 2)}\n`)
    const author = authorOf.get(fold(String((raw.resume.basics as Record<string, unknown>).name))) ?? ''
    manifest.push({ id, repository: raw.repo, path: raw.path, commit: raw.commit, licence: raw.licence, lang, author, ...(raw.converted ? { converted: raw.converted } : {}) })
    identifiers[id] = originalIdentifiers(raw)
  }
  manifest.sort((a, b) => a.id.localeCompare(b.id))
  writeFileSync(join(OUT, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  writeFileSync(identifiersFile, JSON.stringify(identifiers))
  const byLang: Record<string, number> = {}
  for (const item of manifest) byLang[item.lang] = (byLang[item.lang] ?? 0) + 1
  console.log('kept', manifest.length, 'authors', new Set(manifest.map((item) => item.author)).size, byLang)
  console.log('skipped', skipped)
}

// Run as a script only (tex.ts imports the identities).
if (process.argv[1]?.endsWith('anonymise.ts')) main()
