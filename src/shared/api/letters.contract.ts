import {
  CreateLetterBody,
  DeleteLetterReply,
  LetterIdParams,
  LetterListReply,
  LetterPreviewBody,
  LetterPdfQuery,
  LetterRecord,
  UpdateLetterBody,
} from './letters'
import { defineRoutes } from './route'

export const letterRoutes = defineRoutes({
  list: { method: 'GET', path: '/api/letters', replies: { 200: LetterListReply } },
  /** 201 with the stored letter (its `id` among the fields). */
  create: { method: 'POST', path: '/api/letters', body: CreateLetterBody, replies: { 201: LetterRecord } },
  /** The unsaved letter in its CV's design, marked as a preview: the writer's live, paginated view. */
  preview: { method: 'POST', path: '/api/letters/preview', body: LetterPreviewBody, kind: 'file' },
  read: { method: 'GET', path: '/api/letters/:id', params: LetterIdParams, replies: { 200: LetterRecord } },
  update: { method: 'PATCH', path: '/api/letters/:id', params: LetterIdParams, body: UpdateLetterBody, replies: { 200: LetterRecord } },
  remove: { method: 'DELETE', path: '/api/letters/:id', params: LetterIdParams, replies: { 200: DeleteLetterReply } },
  /** The letter in its CV's design; `?preview=1` for the writer's paginated preview (marked). */
  pdf: { method: 'GET', path: '/api/letters/:id/pdf', params: LetterIdParams, query: LetterPdfQuery, kind: 'file' },
  docx: { method: 'GET', path: '/api/letters/:id/docx', params: LetterIdParams, kind: 'file' },
  txt: { method: 'GET', path: '/api/letters/:id/txt', params: LetterIdParams, kind: 'file' },
})
