import {
  CreateCvBody,
  CvIdParams,
  CvListItem,
  CvListReply,
  CvRecord,
  DeleteCvReply,
  ImportJsonResumeBody,
  ImportJsonResumeReply,
  ShareCvBody,
  UpdateCvBody,
} from './cv'
import { ImportQuery } from './parse'
import { defineRoutes } from './route'

export const cvRoutes = defineRoutes({
  list: { method: 'GET', path: '/api/cvs', replies: { 200: CvListReply } },
  create: { method: 'POST', path: '/api/cvs', body: CreateCvBody, replies: { 201: CvRecord } },
  /** A JSON Resume document as a new CV; the same document again answers the CV made from it (200). */
  importJsonResume: {
    method: 'POST',
    path: '/api/cvs/import-json-resume',
    query: ImportQuery,
    body: ImportJsonResumeBody,
    replies: { 201: ImportJsonResumeReply, 200: ImportJsonResumeReply },
  },
  /** The owner's CV, or anyone's shared CV. */
  read: { method: 'GET', path: '/api/cv/:id', params: CvIdParams, replies: { 200: CvRecord } },
  update: {
    method: 'PUT',
    path: '/api/cv/:id',
    params: CvIdParams,
    body: UpdateCvBody,
    replies: { 200: CvRecord },
  },
  remove: { method: 'DELETE', path: '/api/cv/:id', params: CvIdParams, replies: { 200: DeleteCvReply } },
  share: {
    method: 'PATCH',
    path: '/api/cv/:id/share',
    params: CvIdParams,
    body: ShareCvBody,
    replies: { 200: CvListItem },
  },
})
