import { Check, Undo2 } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { HumanizeCvReply } from '#shared/api/ai'
import type { CvData } from '#shared/cv/cv.schema'
import { richTextToPlain } from '#shared/cv/rich-text'
import { Button } from '#web/components/ui/button'

// Humanize CV proposes, the user decides (issue 16): every change is shown before and after, and
// each one is accepted or undone on its own. Nothing in the CV changes until it is accepted.

export type HumanizeChange = {
  id: string
  label: string
  before: string
  after: string
  /** Writes `text` into the place the change belongs to. */
  write: (cv: CvData, text: string) => CvData
}

/** The changes a humanize reply proposes for this CV, in the CV's order; empty when none. */
export function humanizeChanges(
  cv: CvData,
  reply: HumanizeCvReply,
  labels: { summary: string; bullet: (role: string, number: number) => string },
): HumanizeChange[] {
  const changes: HumanizeChange[] = []
  const summary = reply.humanized.personalInfo.summary
  // The engines read rich text as plain words (server/ai/plain-text-inputs.ts): a line that comes
  // back as its own words without the marks is no change.
  const same = (before: string, after: string) =>
    after.trim() === before.trim() || after.trim() === richTextToPlain(before).trim()
  if (cv.summary.trim() !== '' && !same(cv.summary, summary))
    changes.push({
      id: 'summary',
      label: labels.summary,
      before: cv.summary,
      after: summary,
      write: (current, text) => ({ ...current, summary: text }),
    })
  cv.experience.forEach((entry, i) => {
    const lines = reply.humanized.experience[i]?.responsibilities ?? []
    entry.bullets.forEach((bullet, j) => {
      const after = lines[j]
      if (after === undefined || same(bullet, after)) return
      changes.push({
        id: `${entry.id}-${j}`,
        label: labels.bullet(entry.title || entry.company, j + 1),
        before: bullet,
        after,
        write: (current, text) => ({
          ...current,
          experience: current.experience.map((e) =>
            e.id === entry.id ? { ...e, bullets: e.bullets.map((b, k) => (k === j ? text : b)) } : e,
          ),
        }),
      })
    })
  })
  return changes
}

export function HumanizeReview({
  changes,
  onChange,
  onClose,
}: {
  changes: HumanizeChange[]
  onChange: (update: (cv: CvData) => CvData) => void
  onClose: () => void
}) {
  const { t } = useTranslation()
  const [accepted, setAccepted] = useState<Record<string, boolean>>({})
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [changes])
  const set = (change: HumanizeChange, accept: boolean) => {
    onChange((cv) => change.write(cv, accept ? change.after : change.before))
    setAccepted((current) => ({ ...current, [change.id]: accept }))
  }
  return (
    <section
      aria-labelledby="humanize-review-heading"
      data-testid="humanize-review"
      className="grid gap-4 rounded-xl border border-brand-200 bg-white p-4 shadow-soft"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2
            id="humanize-review-heading"
            ref={heading}
            tabIndex={-1}
            className="text-base font-semibold outline-none"
          >
            {t('builder.edit.humanize.reviewHeading')}
          </h2>
          <p className="text-sm text-slate-600">{t('builder.edit.humanize.reviewDescription')}</p>
        </div>
        <div className="flex gap-2">
          <Button
            size="sm"
            variant="secondary"
            onClick={() => changes.filter((c) => !accepted[c.id]).forEach((c) => set(c, true))}
          >
            {t('builder.edit.humanize.acceptAll')}
          </Button>
          <Button size="sm" variant="ghost" onClick={onClose}>
            {t('builder.edit.humanize.close')}
          </Button>
        </div>
      </div>
      <ul className="grid gap-3">
        {changes.map((change) => {
          const isAccepted = accepted[change.id] === true
          return (
            <li key={change.id} className="grid gap-2 rounded-lg border border-slate-200 p-3">
              <p className="text-sm font-medium text-slate-900">{change.label}</p>
              <div className="grid gap-2 sm:grid-cols-2">
                <div>
                  <p className="text-xs font-semibold text-slate-600 uppercase">
                    {t('builder.edit.humanize.before')}
                  </p>
                  <p className="text-sm whitespace-pre-wrap text-slate-700 line-through decoration-red-400">
                    {change.before}
                  </p>
                </div>
                <div>
                  <p className="text-xs font-semibold text-slate-600 uppercase">
                    {t('builder.edit.humanize.after')}
                  </p>
                  <p className="text-sm whitespace-pre-wrap text-slate-900">
                    {change.after.trim() === '' ? t('builder.edit.humanize.removed') : change.after}
                  </p>
                </div>
              </div>
              <div className="flex items-center gap-2">
                {isAccepted ? (
                  <>
                    <span className="inline-flex items-center gap-1 text-sm text-emerald-700" role="status">
                      <Check className="h-4 w-4" aria-hidden />
                      {t('builder.edit.humanize.accepted')}
                    </span>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`${t('builder.edit.humanize.undo')}: ${change.label}`}
                      onClick={() => set(change, false)}
                    >
                      <Undo2 className="h-4 w-4" aria-hidden />
                      {t('builder.edit.humanize.undo')}
                    </Button>
                  </>
                ) : (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`${t('builder.edit.humanize.accept')}: ${change.label}`}
                    onClick={() => set(change, true)}
                  >
                    <Check className="h-4 w-4" aria-hidden />
                    {t('builder.edit.humanize.accept')}
                  </Button>
                )}
              </div>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
