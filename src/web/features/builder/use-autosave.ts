import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { CvRecord } from '#shared/api/cv'
import type { CvData } from '#shared/cv/cv.schema'
import { AUTOSAVE_DEBOUNCE_MS } from '#shared/limits'
import { ApiRequestError, NetworkError } from '#web/lib/api-client'
import { contract } from '#shared/api/contract'
import { callApi } from '#web/lib/api-client'
import { apiKey } from '#web/lib/api-query'
import type { CvLook } from './cv-look'
import { forgetSavedCv, hasUnsavedEdits, readSavedCv, setUnsavedEdits, writeSavedCv } from './builder-storage'

// Autosave for signed-in users (issue 5 "Client"): the CV is created on the first edit, then every
// change is PUT after a short pause with the version it was based on. The edits live in session
// storage until the server has them, so a reload or a dropped connection never loses one.

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'offline' | 'error' | 'conflict'

const RETRY_DELAYS_MS = [3_000, 10_000, 30_000, 60_000]

export function useAutosave({
  isEnabled,
  cv,
  look,
  revision,
  onServerVersion,
}: {
  isEnabled: boolean
  cv: CvData | null
  look: CvLook
  revision: number
  /** Called with the server's copy when the user chooses it over theirs after a conflict. */
  onServerVersion: (record: CvRecord) => void
}) {
  const queryClient = useQueryClient()
  const [status, setStatus] = useState<SaveStatus>(() =>
    readSavedCv() && !hasUnsavedEdits() ? 'saved' : 'idle',
  )
  const [conflictVersion, setConflictVersion] = useState<string | null>(null)
  const latest = useRef({ cv, look, revision, isEnabled })
  latest.current = { cv, look, revision, isEnabled }
  const timer = useRef<number | undefined>(undefined)
  const isInFlight = useRef(false)
  const isQueued = useRef(false)
  const failures = useRef(0)
  const isConflicted = useRef(false)
  // Bumped when the builder moves on to another CV, so a save still under way for the old one
  // cannot attach its answer to the new one.
  const generation = useRef(0)

  const flush = useCallback(async (): Promise<void> => {
    window.clearTimeout(timer.current)
    const { cv: snapshot, look: lookSnapshot, revision: sentRevision, isEnabled: enabled } = latest.current
    if (!enabled || !snapshot || isConflicted.current || !hasUnsavedEdits()) return
    if (isInFlight.current) {
      isQueued.current = true
      return
    }
    isInFlight.current = true
    const startedGeneration = generation.current
    setStatus('saving')
    try {
      const saved = readSavedCv()
      const { templateId, themeId, language } = lookSnapshot
      const fields = { templateId, themeId, language, cvData: snapshot }
      // `updatedAt`: the version these edits are based on; a newer one on the server answers 409.
      const record = saved
        ? await callApi(contract.cvs.update, { params: { id: saved.id }, body: { ...fields, updatedAt: saved.version } })
        : await callApi(contract.cvs.create, { body: fields })
      if (generation.current !== startedGeneration) return
      writeSavedCv({ id: record.id, version: record.updatedAt })
      failures.current = 0
      if (!saved) void queryClient.invalidateQueries({ queryKey: apiKey(contract.cvs.list) })
      // Edits made while this request was under way are still unsaved and go with the next one.
      if (latest.current.revision === sentRevision) {
        setUnsavedEdits(false)
        setStatus('saved')
      } else {
        isQueued.current = true
      }
    } catch (error) {
      if (generation.current !== startedGeneration) return
      if (error instanceof ApiRequestError && error.status === 409) {
        isConflicted.current = true
        const version = (error.body as { updatedAt?: unknown } | null)?.updatedAt
        setConflictVersion(typeof version === 'string' ? version : '')
        setStatus('conflict')
      } else if (error instanceof ApiRequestError && error.status === 404) {
        // Deleted elsewhere: keep the user's work as a new CV rather than dropping it.
        forgetSavedCv()
        setUnsavedEdits(true)
        isQueued.current = true
      } else if (error instanceof ApiRequestError && error.status === 401) {
        setStatus('idle')
      } else {
        setStatus(error instanceof NetworkError ? 'offline' : 'error')
        const delay = RETRY_DELAYS_MS[Math.min(failures.current, RETRY_DELAYS_MS.length - 1)]!
        failures.current += 1
        timer.current = window.setTimeout(() => void flush(), delay)
      }
    } finally {
      isInFlight.current = false
      if (isQueued.current) {
        isQueued.current = false
        timer.current = window.setTimeout(() => void flush(), AUTOSAVE_DEBOUNCE_MS)
      }
    }
  }, [queryClient])

  // Every change: save after a pause in typing.
  useEffect(() => {
    if (revision === 0 || !isEnabled) return
    // An edit waiting for the pause is already "Saving…": "Saved" must never stand beside unsent work.
    if (!isConflicted.current) setStatus('saving')
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => void flush(), AUTOSAVE_DEBOUNCE_MS)
  }, [revision, isEnabled, flush])

  // Signed in (again) or reloaded with edits the server has not seen: send them now.
  useEffect(() => {
    if (isEnabled && hasUnsavedEdits()) void flush()
  }, [isEnabled, flush])

  useEffect(() => {
    const retry = () => void flush()
    window.addEventListener('online', retry)
    return () => {
      window.removeEventListener('online', retry)
      window.clearTimeout(timer.current)
    }
  }, [flush])

  const keepServerVersion = useCallback(async () => {
    const saved = readSavedCv()
    if (!saved) return
    const record = await callApi(contract.cvs.read, { params: { id: saved.id } })
    onServerVersion(record)
    isConflicted.current = false
    setConflictVersion(null)
    setStatus('saved')
  }, [onServerVersion])

  const overwriteServerVersion = useCallback(async () => {
    const saved = readSavedCv()
    if (!saved) return
    const version = conflictVersion || (await callApi(contract.cvs.read, { params: { id: saved.id } })).updatedAt
    writeSavedCv({ id: saved.id, version })
    isConflicted.current = false
    setConflictVersion(null)
    await flush()
  }, [conflictVersion, flush])

  /** The builder now holds another CV (a new import, a blank start). */
  const detach = useCallback(() => {
    generation.current += 1
    window.clearTimeout(timer.current)
    isQueued.current = false
    isConflicted.current = false
    failures.current = 0
    setConflictVersion(null)
    setStatus('idle')
  }, [])

  return {
    status,
    detach,
    hasConflict: conflictVersion !== null,
    keepServerVersion,
    overwriteServerVersion,
    saveNow: flush,
  }
}
