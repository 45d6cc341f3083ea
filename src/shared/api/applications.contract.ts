import {
  ApplicationIdParams,
  ApplicationListQuery,
  ApplicationListReply,
  ApplicationRecord,
  CreateApplicationBody,
  DeleteApplicationReply,
  ImportApplicationsReply,
  UpdateApplicationBody,
} from './applications'
import {
  ApplicationFitReply,
  ApplicationFollowUpReply,
  ApplicationLetterReply,
  ApplicationTailorReply,
  BulkApplicationsBody,
  BulkApplicationsReply,
  CaptureApplicationBody,
  CaptureApplicationReply,
  KeepApplicationLetterBody,
  KeepApplicationLetterReply,
  KeepTailoredCvBody,
  KeepTailoredCvReply,
} from './application-actions'
import { defineRoutes } from './route'

export const applicationRoutes = defineRoutes({
  list: { method: 'GET', path: '/api/applications', query: ApplicationListQuery, replies: { 200: ApplicationListReply } },
  create: { method: 'POST', path: '/api/applications', body: CreateApplicationBody, replies: { 201: ApplicationRecord } },
  /** A CSV file (field `file`), `;` or `,` separated, headers in any of the 8 languages. */
  importCsv: { method: 'POST', path: '/api/applications/import', body: 'multipart', replies: { 200: ImportApplicationsReply } },
  /** Every application with its stage history, as a CSV the import reads back. */
  exportCsv: { method: 'GET', path: '/api/applications/export.csv', kind: 'file' },
  /** Move, tag, close, delete, archive or restore up to 200 of the account's applications at once. */
  bulk: { method: 'POST', path: '/api/applications/bulk', body: BulkApplicationsBody, replies: { 200: BulkApplicationsReply } },
  /** Interviews and follow-ups of the applications not archived, as an iCalendar file. */
  calendarIcs: { method: 'GET', path: '/api/applications/calendar.ics', kind: 'file' },
  /** Proposed fields from a pasted job ad (text or HTML); nothing is saved. */
  capture: { method: 'POST', path: '/api/applications/capture', body: CaptureApplicationBody, replies: { 200: CaptureApplicationReply } },
  /** The linked CV against the posting, through the ATS engine (counted as an ATS check). */
  fit: { method: 'POST', path: '/api/applications/:id/fit', params: ApplicationIdParams, replies: { 200: ApplicationFitReply } },
  /** A cover-letter draft from the linked CV and the posting (counted as a cover letter). */
  letter: { method: 'POST', path: '/api/applications/:id/letter', params: ApplicationIdParams, replies: { 200: ApplicationLetterReply } },
  /** The letter draft, as the person edited it, saved as a letter (/api/letters) and linked to the application. */
  keepLetter: {
    method: 'POST',
    path: '/api/applications/:id/letter/keep',
    params: ApplicationIdParams,
    body: KeepApplicationLetterBody,
    replies: { 201: KeepApplicationLetterReply },
  },
  /** The linked CV reordered for the posting, with its list of changes; nothing saved (counted as an ATS check). */
  tailor: { method: 'POST', path: '/api/applications/:id/tailor', params: ApplicationIdParams, replies: { 200: ApplicationTailorReply } },
  /** The reviewed tailored copy saved as a new CV and linked to the application. */
  keepTailored: {
    method: 'POST',
    path: '/api/applications/:id/tailored-cv',
    params: ApplicationIdParams,
    body: KeepTailoredCvBody,
    replies: { 201: KeepTailoredCvReply },
  },
  /** A follow-up e-mail draft in the person's language from the application's facts (counted as a cover letter). */
  followUp: { method: 'POST', path: '/api/applications/:id/follow-up', params: ApplicationIdParams, replies: { 200: ApplicationFollowUpReply } },
  read: { method: 'GET', path: '/api/applications/:id', params: ApplicationIdParams, replies: { 200: ApplicationRecord } },
  update: {
    method: 'PATCH',
    path: '/api/applications/:id',
    params: ApplicationIdParams,
    body: UpdateApplicationBody,
    replies: { 200: ApplicationRecord },
  },
  remove: {
    method: 'DELETE',
    path: '/api/applications/:id',
    params: ApplicationIdParams,
    replies: { 200: DeleteApplicationReply },
  },
})
