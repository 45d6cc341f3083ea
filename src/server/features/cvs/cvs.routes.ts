import type { App } from '#server/app-types'
import { contract } from '#shared/api/contract'
import { route } from '#server/route'
import { authOf, type AuthGuards } from '#server/plugins/session-auth'
import { AppError } from '#server/errors'
import { fromJsonResume } from '#shared/cv/json-resume'
import type { CvData } from '#shared/cv/cv.schema'
import { jsonResumeFingerprint } from './cv-imports'
import type { CvsService } from './cvs.service'

/** Whether an imported JSON Resume gave the CV anything at all (a name, a summary or an entry). */
function hasContent(cv: CvData): boolean {
  const lists = [
    cv.experience,
    cv.education,
    cv.skills,
    cv.languages,
    cv.certifications,
    cv.projects,
    cv.interests,
    cv.awards,
    cv.publications,
    cv.volunteering,
    cv.courses,
    cv.references,
    cv.customSections,
  ]
  return cv.personal.fullName !== '' || cv.summary !== '' || lists.some((list) => (list?.length ?? 0) > 0)
}

export function registerCvsRoutes(app: App, deps: { cvs: CvsService; guards: AuthGuards }) {
  const { cvs, guards } = deps
  const owner = { preHandler: guards.requireUser }
  const routes = contract.cvs

  route(app, routes.list, owner, (request) => cvs.list(authOf(request).user))

  route(app, routes.create, owner, async (request, reply) =>
    reply.status(201).send(await cvs.create(authOf(request).user, request.body)),
  )

  // One path for every JSON Resume import (issue 29): the builder's file picker and the API. The same
  // document again answers the CV made from it (200) unless ?save=copy asks for a second one.
  route(app, routes.importJsonResume, owner, async (request, reply) => {
    const user = authOf(request).user
    const cv = fromJsonResume(request.body.jsonResume)
    if (!hasContent(cv))
      throw new AppError(
        'VALIDATION_FAILED',
        400,
        'This JSON Resume holds nothing to import: no name, summary or entries. Check that it is a JSON Resume file.',
        { field: 'jsonResume' },
      )
    const fingerprint = jsonResumeFingerprint(request.body.jsonResume)
    const stored = await cvs.saveImport(user, cv, fingerprint, {
      ifNew: request.query.save !== 'copy',
      title: request.body.title,
    })
    if ('importedBefore' in stored) {
      const existing = await cvs.read(user, stored.importedBefore.id)
      return reply.status(200).send({ ...stored.importedBefore, importedBefore: true, cvData: existing.cvData })
    }
    return reply.status(201).send({ ...stored.saved, importedBefore: false, cvData: cv })
  })

  // Shared CVs are readable without a session, so the guard is optional here.
  route(app, routes.read, { preHandler: guards.optionalUser }, (request) =>
    cvs.read(request.auth?.user ?? null, request.params.id),
  )

  route(app, routes.update, owner, (request) =>
    cvs.update(authOf(request).user, request.params.id, request.body),
  )

  route(app, routes.remove, owner, async (request) => {
    await cvs.remove(authOf(request).user, request.params.id)
    return { success: true as const }
  })

  route(app, routes.share, owner, (request) =>
    cvs.share(authOf(request).user, request.params.id, request.body.isPublic),
  )
}
