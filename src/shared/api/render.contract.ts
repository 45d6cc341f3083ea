import { z } from 'zod'
import {
  ExportTemplateBody,
  PageCountsBody,
  PageCountsReply,
  RenderTemplateBody,
  RenderTemplateReply,
  ThumbnailQuery,
} from './render'
import { defineRoutes } from './route'

export const renderRoutes = defineRoutes({
  renderHtml: {
    method: 'POST',
    path: '/api/v2/cv/render-template',
    body: RenderTemplateBody,
    replies: { 200: RenderTemplateReply },
  },
  /** The builder's paginated preview: the fitted PDF. */
  renderPreview: {
    method: 'POST',
    path: '/api/v2/cv/render-preview',
    body: RenderTemplateBody,
    kind: 'file',
  },
  /** Pages per template for the CV (the template step's badges): one request measures all of them. */
  pageCounts: {
    method: 'POST',
    path: '/api/v2/cv/page-counts',
    body: PageCountsBody,
    replies: { 200: PageCountsReply },
  },
  /** The download: PDF, DOCX or TXT, named in content-disposition. */
  exportFile: { method: 'POST', path: '/api/render-template', body: ExportTemplateBody, kind: 'file' },
  /** The owner's print of a saved CV: an export's HTML (counted, the trial's watermark), printed by the browser. */
  printHtml: {
    method: 'POST',
    path: '/api/print-template',
    body: RenderTemplateBody,
    replies: { 200: RenderTemplateReply },
  },
  thumbnail: {
    method: 'GET',
    path: '/api/templates/:templateId/thumbnail',
    params: z.object({ templateId: z.string() }),
    query: ThumbnailQuery,
    kind: 'file',
  },
})
