// Anonymises JSON Resume files collected from public repositories (harvested into a folder outside
// the repository, see README.md) and writes only the anonymised copies and the manifest into
// tests/fixtures/cvs/collected/. The person's name, e-mail, phone, street, birth date, photo,
// profile handles and personal URLs become faker-generated ones, the same everywhere in the CV
// (summaries and URLs included); employers, schools, dates, titles, skills and wording stay.
// The original identifiers go to <raw>/../identifiers.json, outside the repository, for the
// leak check (check-leaks.ts).
//   npx tsx scripts/corpus/collected/anonymise.ts /tmp/cvc/raw
import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { allFakers, type Faker } from '@faker-js/faker'
import { detectLanguage } from './detect-language'
import { PROFILE_HOSTS, type ManifestItem } from '../../../tests/fixtures/cvs/collected/manifest'

type Raw = { repo: string; path: string; commit: string; licence: string; resume: Record<string, unknown> }

const OUT = new URL('../../../tests/fixtures/cvs/collected/', import.meta.url).pathname
const FAKER_LOCALE: Record<string, keyof typeof allFakers> = {
  en: 'en_US', de: 'de', fr: 'fr', es: 'es', it: 'it', pt: 'pt_BR', nl: 'nl', pl: 'pl',
}
// JSON Resume's own sections; anything else a repository added (ids, analytics, private notes) is dropped.
const SECTIONS = ['basics', 'work', 'volunteer', 'education', 'awards', 'certificates', 'publications', 'skills',
  'languages', 'interests', 'references', 'projects'] as const
// Files that are examples or builds of another file, and template authors' own example CVs.
const SKIPPED_PATH = /sample|template|example|library|archive|i18n|empty|demo|test|\.cto\./i
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
  // The first word of the name is the first name; every later word is part of the surname. A
  // possessive without apostrophe ("Kevins services") is the name too.
  nameParts.forEach((part, index) =>
    replacements.push([new RegExp(`(?<![\\p{L}])${loosely(part)}(?=s?(?![\\p{L}]))`, 'giu'), index === 0 ? identity.first : identity.last]),
  )
  for (const handle of ids.handles) replacements.push([new RegExp(`(?<![\\w])${loosely(handle)}(?![\\w])`, 'giu'), identity.handle])
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
    if (/^(dateOfBirth|birthDate|birthdate)$/.test(key) && text !== '')
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
  if (typeof basics.email === 'string' && basics.email !== '') basics.email = identity.email
  if (typeof basics.url === 'string' && basics.url !== '') basics.url = identity.site
  if (typeof basics.website === 'string' && basics.website !== '') basics.website = identity.site
  const location = basics.location as Record<string, unknown> | undefined
  if (location && typeof location.address === 'string' && location.address.trim() !== '')
    location.address = identity.faker.location.streetAddress()
  if (location && typeof location.postalCode === 'string' && location.postalCode.trim() !== '')
    // The 5-digit ZIP, not ZIP+4: nine digits would read as a phone number.
    location.postalCode = identity.faker.location.zipCode().replace(/^(\d{5})-\d{4}$/, '$1')
  for (const reference of (resume.references ?? []) as Array<Record<string, unknown>>)
    if (typeof reference.name === 'string') reference.name = identity.faker.person.fullName()
  resume.basics = basics
  resume.meta = {
    language: lang,
    anonymised: { name: identity.name, email: identity.email, phone: identity.phone, handle: identity.handle, site: identity.site },
  }
  return { resume, identity }
}

function main(): void {
  const rawDir = process.argv[2] ?? '/tmp/cvc/raw'
  const raws = readdirSync(rawDir).map((file) => JSON.parse(readFileSync(join(rawDir, file), 'utf8')) as Raw)
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
      : detectLanguage(raw.resume)
    if (!(lang in FAKER_LOCALE)) { skip(`language ${lang}`); continue }
    const jobs = Array.isArray(raw.resume.work) ? raw.resume.work.length : 0
    const schools = Array.isArray(raw.resume.education) ? raw.resume.education.length : 0
    if (jobs + schools < 2) { skip('fewer than two entries'); continue }
    const key = `${fold(name)}|${lang}`
    const previous = chosen.get(key)
    const size = (r: Raw): number => JSON.stringify(r.resume).length
    if (!previous || size(raw) > size(previous.raw)) chosen.set(key, { raw, lang })
    else skip('duplicate of the same person and language')
  }
  // The LaTeX sources (tex.ts) stay; every JSON Resume source is written anew.
  const previous = JSON.parse(readFileSync(join(OUT, 'manifest.json'), 'utf8')) as ManifestItem[]
  for (const item of previous.filter((entry) => entry.format !== 'latex')) rmSync(join(OUT, 'sources', `${item.id}.json`), { force: true })
  mkdirSync(join(OUT, 'sources'), { recursive: true })
  const manifest: ManifestItem[] = previous.filter((entry) => entry.format === 'latex')
  const identifiers: Record<string, ReturnType<typeof originalIdentifiers>> = {}
  // The author is the person: two language versions of one CV share it, so they land in one set.
  const authorOf = new Map<string, string>()
  for (const { raw } of chosen.values()) {
    const name = fold(String((raw.resume.basics as Record<string, unknown>).name))
    authorOf.set(name, authorOf.get(name) ?? raw.repo.split('/')[0]?.toLowerCase() ?? '')
  }
  for (const { raw, lang } of chosen.values()) {
    const id = `${lang}-${hash(`${raw.repo}/${raw.path}`).slice(0, 8)}`
    const { resume } = anonymise(raw, lang, id)
    writeFileSync(join(OUT, 'sources', `${id}.json`), `${JSON.stringify(resume, null, 2)}\n`)
    const author = authorOf.get(fold(String((raw.resume.basics as Record<string, unknown>).name))) ?? ''
    manifest.push({ id, repository: raw.repo, path: raw.path, commit: raw.commit, licence: raw.licence, lang, author })
    identifiers[id] = originalIdentifiers(raw)
  }
  manifest.sort((a, b) => a.id.localeCompare(b.id))
  writeFileSync(join(OUT, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  writeFileSync(join(dirname(rawDir), 'identifiers.json'), JSON.stringify(identifiers))
  const byLang: Record<string, number> = {}
  for (const item of manifest) byLang[item.lang] = (byLang[item.lang] ?? 0) + 1
  console.log('kept', manifest.length, 'authors', new Set(manifest.map((item) => item.author)).size, byLang)
  console.log('skipped', skipped)
}

// Run as a script only (tex.ts imports the identities).
if (process.argv[1]?.endsWith('anonymise.ts')) main()
