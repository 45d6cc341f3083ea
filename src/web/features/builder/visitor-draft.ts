import type { TemplateId, ThemeId } from '#shared/catalogue'
import type { CvData } from '#shared/cv/cv.schema'
import { normalizeCv } from '#shared/cv/normalize-cv'
import { isLocale, type Locale } from '#shared/i18n/locales'
import { readSession, writeSession } from '#web/lib/session-storage'
import { BUILDER_KEYS, readSavedCv, writeSavedCv } from './builder-storage'

// A visitor's CV outlives the tab it was built in (issue 30, point 1): the mailed sign-in link opens
// in a new tab, which has none of the first tab's session storage. The CV is therefore kept in this
// browser's local storage and claimed — saved as a CV — by the account that signs in from this same
// browser; another browser never sees it (docs/decisions/visitor-cv-claim.md).
//
// Local storage holds at most one visitor CV (the latest one edited) and, once claimed, which saved
// CV it became, so that the tab it was built in goes on saving into that CV instead of a second one.

const DRAFT_KEY = 'applykit.visitorCv'
const CLAIM_KEY = 'applykit.visitorCvClaim'
export const CLAIM_EVENT = 'applykit:visitor-cv-claim'

export interface VisitorLook {
  templateId: TemplateId
  themeId: ThemeId
  language: Locale
}

export interface VisitorDraft {
  /** The builder session (tab) the CV belongs to. */
  id: string
  cv: CvData
  look: VisitorLook
}

type Claim = { draftId: string; status: 'pending' } | { draftId: string; status: 'done'; cvId: string; version: string }

function readLocal(key: string): unknown {
  try {
    const text = localStorage.getItem(key)
    return text === null ? null : (JSON.parse(text) as unknown)
  } catch {
    return null
  }
}

function writeLocal(key: string, value: unknown): void {
  try {
    if (value === null) localStorage.removeItem(key)
    else localStorage.setItem(key, JSON.stringify(value))
  } catch {
    // Storage full or refused (private mode): the tab's session storage still holds the CV.
  }
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null
}

export function readVisitorDraft(): VisitorDraft | null {
  const raw = asRecord(readLocal(DRAFT_KEY))
  const look = asRecord(raw?.look)
  if (!raw || typeof raw.id !== 'string' || !look) return null
  const language = isLocale(look.language) ? look.language : 'en'
  return {
    id: raw.id,
    cv: normalizeCv(raw.cv),
    look: { templateId: look.templateId as TemplateId, themeId: look.themeId as ThemeId, language },
  }
}

function readClaim(): Claim | null {
  const raw = asRecord(readLocal(CLAIM_KEY))
  if (!raw || typeof raw.draftId !== 'string') return null
  if (raw.status === 'pending') return { draftId: raw.draftId, status: 'pending' }
  if (raw.status === 'done' && typeof raw.cvId === 'string' && typeof raw.version === 'string') {
    return { draftId: raw.draftId, status: 'done', cvId: raw.cvId, version: raw.version }
  }
  return null
}

/** This tab's builder session id, made on first use. */
function tabDraftId(): string {
  const existing = readSession(BUILDER_KEYS.visitorDraftId)
  if (existing) return existing
  const id = crypto.randomUUID()
  writeSession(BUILDER_KEYS.visitorDraftId, id)
  return id
}

/** Every change a visitor makes: the CV goes to local storage too (unless an account has it already). */
export function keepVisitorDraft(cv: CvData, look: VisitorLook): void {
  const id = tabDraftId()
  if (readClaim()?.draftId === id) return
  writeLocal(DRAFT_KEY, { id, cv, look })
}

/** "New CV": the visitor's CV of this tab is given up, not claimed later. */
export function forgetVisitorDraft(): void {
  const id = readSession(BUILDER_KEYS.visitorDraftId)
  if (id && readVisitorDraft()?.id === id) writeLocal(DRAFT_KEY, null)
  writeSession(BUILDER_KEYS.visitorDraftId, null)
}

/**
 * True while this tab holds a visitor's CV whose claim is still open: autosave waits, because
 * the claim creates the CV and a save now would make a second one.
 */
export function isAwaitingClaim(): boolean {
  return readSession(BUILDER_KEYS.visitorDraftId) !== null && readSavedCv() === null
}

function announce(): void {
  window.dispatchEvent(new Event(CLAIM_EVENT))
}

/** This tab's CV became the saved CV `cvId`: its autosave goes on there. */
function attachTab(cvId: string, version: string): void {
  writeSavedCv({ id: cvId, version })
  writeSession(BUILDER_KEYS.visitorDraftId, null)
}

/**
 * Signed in: the visitor's CV of this browser becomes the account's. Returns true when a CV was
 * created. `create` saves a CV and answers its id and version; a failure leaves the CV where it was.
 */
export async function claimVisitorDraft(
  create: (draft: VisitorDraft) => Promise<{ id: string; updatedAt: string }>,
): Promise<boolean> {
  const tabId = readSession(BUILDER_KEYS.visitorDraftId)
  const claim = readClaim()
  const draft = readVisitorDraft()
  if (claim?.status === 'done' && claim.draftId === tabId && readSavedCv() === null) {
    attachTab(claim.cvId, claim.version)
    announce()
  }
  if (!draft) {
    // Another tab is saving it right now; its answer arrives through the storage event.
    if (tabId && readSavedCv() === null && !(claim?.status === 'pending' && claim.draftId === tabId)) {
      writeSession(BUILDER_KEYS.visitorDraftId, null)
      announce()
    }
    return false
  }
  // Taken out of storage before the request, so a second tab signing in at once does not save it twice.
  writeLocal(DRAFT_KEY, null)
  writeLocal(CLAIM_KEY, { draftId: draft.id, status: 'pending' })
  try {
    const record = await create(draft)
    writeLocal(CLAIM_KEY, { draftId: draft.id, status: 'done', cvId: record.id, version: record.updatedAt })
    if (draft.id === tabId) attachTab(record.id, record.updatedAt)
    return true
  } catch (error) {
    writeLocal(CLAIM_KEY, null)
    // The tab it was built in saves it itself from now on; otherwise it waits for the next sign-in.
    if (draft.id === tabId) writeSession(BUILDER_KEYS.visitorDraftId, null)
    else writeLocal(DRAFT_KEY, draft)
    throw error
  } finally {
    announce()
  }
}

/** Whether a storage event from another tab concerns the claim. */
export function isClaimStorageKey(key: string | null): boolean {
  return key === DRAFT_KEY || key === CLAIM_KEY
}
