import { ImportCvReply, ImportQuery, ParsePlainTextReply, ParseTextBody } from './parse'
import { defineRoutes } from './route'

export const parseRoutes = defineRoutes({
  /** `?save=draft|copy`: the builder's import, saved for a signed-in user. */
  importText: {
    method: 'POST',
    path: '/api/v2/cv/parse-text',
    query: ImportQuery,
    body: ParseTextBody,
    replies: { 200: ImportCvReply },
  },
  importFile: {
    method: 'POST',
    path: '/api/v2/cv/parse-file',
    query: ImportQuery,
    body: 'multipart',
    replies: { 200: ImportCvReply },
  },
  /** The AI tools page: the plain text of a PDF, TXT, DOC or DOCX file. */
  extractText: {
    method: 'POST',
    path: '/api/parse',
    body: 'multipart',
    replies: { 200: ParsePlainTextReply },
  },
})
