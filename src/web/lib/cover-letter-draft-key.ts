import { writeSession } from './session-storage'

// Apart from draft-storage.ts so that log out can forget the draft without loading its schemas.

export const COVER_LETTER_DRAFT_KEY = 'applykit.coverLetterDraft'

/** On log out: the draft holds the user's CV and must not outlive the session in a shared browser. */
export function forgetCoverLetterDraft(): void {
  writeSession(COVER_LETTER_DRAFT_KEY, null)
}
