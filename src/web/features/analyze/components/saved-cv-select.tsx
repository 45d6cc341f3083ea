import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CvRecord } from '#shared/api/cv'
import { Label } from '#web/components/ui/input'
import { Select } from '#web/components/ui/select'
import { describeApiError } from '#web/lib/api-errors'
import { useCurrentUser } from '#web/lib/current-user'
import { cvQuery, useCvList } from '#web/lib/saved-cvs'

const NONE = 'none'

/**
 * "Use a saved CV" above a tool's CV field (issue 30, point 9): a signed-in person picks one of the
 * CVs saved in the builder instead of pasting it again. Nothing shows for visitors or without CVs.
 */
export function SavedCvSelect(props: SavedCvSelectProps) {
  const { data: user } = useCurrentUser()
  // Visitors have no saved CVs: the list is not even asked for.
  return user ? <SavedCvChoice {...props} /> : null
}

interface SavedCvSelectProps {
  id: string
  onPicked: (cv: CvRecord) => Promise<void> | void
}

function SavedCvChoice({ id, onPicked }: SavedCvSelectProps) {
  const { t } = useTranslation()
  const list = useCvList()
  const queryClient = useQueryClient()
  const [chosen, setChosen] = useState(NONE)
  const [isLoading, setIsLoading] = useState(false)
  const [error, setError] = useState<string>()
  if (!list.data || list.data.length === 0) return null

  const pick = async (cvId: string) => {
    setChosen(cvId)
    setError(undefined)
    if (cvId === NONE) return
    setIsLoading(true)
    try {
      await onPicked(await queryClient.fetchQuery(cvQuery(cvId)))
    } catch (failure) {
      setError(describeApiError(failure, t('journeys.savedCv.failed')))
    } finally {
      setIsLoading(false)
    }
  }

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{t('journeys.savedCv.label')}</Label>
      <Select
        id={id}
        value={chosen}
        disabled={isLoading}
        onValueChange={(value) => void pick(value)}
        options={[{ value: NONE, label: t('journeys.savedCv.none') }, ...list.data.map((cv) => ({ value: cv.id, label: cv.title }))]}
      />
      <p className="text-xs text-slate-600" aria-live="polite">
        {isLoading ? t('journeys.savedCv.loading') : error ?? t('journeys.savedCv.hint')}
      </p>
    </div>
  )
}
