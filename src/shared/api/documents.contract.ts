import {
  DeleteDocumentReply,
  DocumentIdParams,
  DocumentListQuery,
  DocumentListReply,
  DocumentRecord,
  UpdateDocumentBody,
  UploadDocumentReply,
} from './documents'
import { defineRoutes } from './route'

export const documentRoutes = defineRoutes({
  list: { method: 'GET', path: '/api/documents', query: DocumentListQuery, replies: { 200: DocumentListReply } },
  /** Multipart: `file` (PDF, JPEG, PNG, WebP, HEIC), `kind`, `title`, optional `issuedOn` (YYYY-MM-DD). */
  upload: { method: 'POST', path: '/api/documents', body: 'multipart', replies: { 201: UploadDocumentReply } },
  update: {
    method: 'PATCH',
    path: '/api/documents/:id',
    params: DocumentIdParams,
    body: UpdateDocumentBody,
    replies: { 200: DocumentRecord },
  },
  remove: { method: 'DELETE', path: '/api/documents/:id', params: DocumentIdParams, replies: { 200: DeleteDocumentReply } },
  /** The file as uploaded. */
  download: { method: 'GET', path: '/api/documents/:id/file', params: DocumentIdParams, kind: 'file' },
})
