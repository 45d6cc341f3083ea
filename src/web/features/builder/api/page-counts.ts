import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import type { TemplateId } from '#shared/catalogue'
import { contract } from '#shared/api/contract'
import type { CvData } from '#shared/cv/cv.schema'
import { normalizeCv } from '#shared/cv/normalize-cv'
import type { Locale } from '#shared/i18n/locales'
import { apiQuery } from '#web/lib/api-query'

// The template step's page badges: one request measures every template (the server prints each
// as an export would, so it takes a while). Asked for only after the CV has stopped changing for a
// moment and keyed by the CV as the server normalises it, so a change that prints the same asks
// nothing; an answer stays valid for that content.

const SETTLE_MS = 800
const MEASURE_MS_PER_ANSWER = 30 * 60 * 1000

function hasContent(cv: CvData): boolean {
  return Boolean(
    cv.personal.fullName.trim() || cv.summary.trim() || cv.experience.length > 0 || cv.education.length > 0,
  )
}

/** Pages per template for the CV, or undefined while being measured (or for an empty CV). */
export function usePageCounts(
  cv: CvData,
  language: Locale,
): { pages: Partial<Record<TemplateId, number>> | undefined; isMeasuring: boolean } {
  const body = useMemo(() => ({ cvData: normalizeCv(cv), language }), [cv, language])
  const [settled, setSettled] = useState(body)
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(body), SETTLE_MS)
    return () => window.clearTimeout(timer)
  }, [body])
  const enabled = hasContent(cv)
  const query = useQuery({
    ...apiQuery(contract.render.pageCounts, { body: settled }),
    enabled,
    staleTime: Infinity,
    gcTime: MEASURE_MS_PER_ANSWER,
    retry: 1,
  })
  return {
    pages: query.data?.pages as Partial<Record<TemplateId, number>> | undefined,
    isMeasuring: enabled && query.isFetching,
  }
}
