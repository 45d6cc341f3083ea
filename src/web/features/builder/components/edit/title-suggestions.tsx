import { Check, X } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { HumanizeReply, TitleCv } from '#shared/api/ai'
import { CV_LIMITS, type CvData } from '#shared/cv/cv.schema'
import { Button } from '#web/components/ui/button'

// Enhance title proposes, the user picks (issue 16): the titles the server built from the CV's
// roles and dates, or "Nothing to change" when the title already is one of them. The title field
// changes only when the user picks a suggestion.

/** What the server needs to suggest titles: the roles with their dates, skills, summary, language. */
export function titleCvOf(cv: CvData): TitleCv {
  const clip = (text: string, max: number) => text.trim().slice(0, max)
  return {
    roles: cv.experience
      .filter((entry) => entry.title.trim() !== '')
      .slice(0, 60)
      .map((entry) => ({
        title: clip(entry.title, 200),
        startDate: clip(entry.startDate, 40),
        endDate: clip(entry.endDate, 40),
        current: entry.current,
      })),
    skills: cv.skills
      .flatMap((group) => group.items.map((item) => clip(item.name, 200)))
      .filter(Boolean)
      .slice(0, 500),
    summary: cv.summary.slice(0, 10_000),
    ...(cv.language ? { language: cv.language } : {}),
  }
}

export type TitleChoices = { choices: string[]; nothingToChange: boolean }

/** The titles to offer (never the current one again) and whether the current title is one of them. */
export function titleChoicesOf(reply: HumanizeReply, current: string): TitleChoices {
  const title = current.trim()
  const all = (reply.suggestions ?? [reply.humanized])
    .map((s) => s.trim().slice(0, CV_LIMITS.shortText))
    .filter((s) => s !== '')
  const choices = all.filter((s, i) => s !== title && all.indexOf(s) === i)
  return { choices, nothingToChange: all.includes(title) }
}

export function TitleSuggestions({
  result,
  onPick,
  onClose,
}: {
  result: TitleChoices
  onPick: (title: string) => void
  onClose: () => void
}) {
  const { t } = useTranslation()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [result])
  const { choices, nothingToChange } = result
  return (
    <section
      aria-labelledby="title-suggestions-heading"
      data-testid="title-suggestions"
      className="grid gap-3 rounded-xl border border-brand-200 bg-white p-4 shadow-soft sm:col-span-2"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h3
            id="title-suggestions-heading"
            ref={heading}
            tabIndex={-1}
            className="text-sm font-semibold text-slate-900 outline-none"
          >
            {nothingToChange
              ? t('builder.edit.enhance.nothing')
              : t('builder.edit.enhance.suggestionsHeading')}
          </h3>
          <p className="text-sm text-slate-600">
            {nothingToChange
              ? t('builder.edit.enhance.nothingDescription')
              : t('builder.edit.enhance.suggestionsDescription')}
          </p>
        </div>
        <Button
          size="sm"
          variant="ghost"
          className="-my-1 h-7 px-2"
          aria-label={t('builder.edit.enhance.close')}
          onClick={onClose}
        >
          <X className="h-4 w-4" aria-hidden />
        </Button>
      </div>
      {choices.length > 0 && (
        <div className="grid gap-2">
          {nothingToChange && (
            <p className="text-xs font-semibold text-slate-600 uppercase">
              {t('builder.edit.enhance.otherTitles')}
            </p>
          )}
          <ul className="grid gap-2">
            {choices.map((title) => (
              <li
                key={title}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-2"
              >
                <span className="text-sm font-medium text-slate-900">{title}</span>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t('builder.edit.enhance.useLabel', { title })}
                  onClick={() => onPick(title)}
                >
                  <Check className="h-4 w-4" aria-hidden />
                  {t('builder.edit.enhance.use')}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}
