import {
  ArrowLeft,
  ArrowRight,
  Award,
  BadgeCheck,
  Briefcase,
  FolderKanban,
  GraduationCap,
  Languages,
  Link2,
  UserRound,
  Wrench,
  type LucideIcon,
} from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { CvData } from '#shared/cv/cv.schema'
import { Button } from '#web/components/ui/button'
import { cn } from '#web/lib/cn'
import { countSections } from '../cv-text'

const ROWS: Array<{ key: keyof ReturnType<typeof countSections>; icon: LucideIcon }> = [
  { key: 'contact', icon: UserRound },
  { key: 'links', icon: Link2 },
  { key: 'summary', icon: BadgeCheck },
  { key: 'experience', icon: Briefcase },
  { key: 'education', icon: GraduationCap },
  { key: 'skills', icon: Wrench },
  { key: 'languages', icon: Languages },
  { key: 'certifications', icon: Award },
  { key: 'projects', icon: FolderKanban },
]

/** What the import found, section by section, before the user moves on (issue 4 "Client"). */
export function ImportReview({
  cv,
  onContinue,
  onBack,
}: {
  cv: CvData
  onContinue: () => void
  onBack: () => void
}) {
  const { t } = useTranslation()
  const counts = countSections(cv)
  const name = cv.personal.fullName.trim()
  const missing = ROWS.filter((row) => counts[row.key] === 0).length
  return (
    <section aria-labelledby="review-title" className="mx-auto max-w-3xl">
      <h1 id="review-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
        {t('builder.review.title')}
      </h1>
      <p className="mt-2 text-slate-600">
        {name ? t('builder.review.leadNamed', { name }) : t('builder.review.lead')}
      </p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2" aria-label={t('builder.review.listLabel')}>
        {ROWS.map(({ key, icon: Icon }) => {
          const count = counts[key]
          return (
            <li
              key={key}
              data-testid={`review-${key}`}
              className={cn(
                'flex items-center gap-3 rounded-xl border bg-white px-4 py-3 shadow-soft',
                count > 0 ? 'border-slate-200' : 'border-dashed border-slate-300 bg-slate-50',
              )}
            >
              <span
                className={cn(
                  'grid h-9 w-9 shrink-0 place-items-center rounded-lg',
                  count > 0 ? 'bg-emerald-50 text-emerald-700' : 'bg-slate-100 text-slate-500',
                )}
              >
                <Icon className="h-4 w-4" aria-hidden />
              </span>
              <span className="min-w-0">
                <span className="block text-sm font-medium text-slate-900">
                  {t(`builder.review.sections.${key}`)}
                </span>
                <span className={cn('block text-sm', count > 0 ? 'text-slate-700' : 'text-slate-500')}>
                  {count > 0
                    ? t(`builder.review.counts.${key}`, { count, groups: counts.skillGroups })
                    : t('builder.review.none')}
                </span>
              </span>
            </li>
          )
        })}
      </ul>
      {missing > 0 && <p className="mt-4 text-sm text-slate-600">{t('builder.review.missingHint')}</p>}
      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="secondary" onClick={onBack}>
          <ArrowLeft className="h-4 w-4" aria-hidden />
          {t('builder.review.back')}
        </Button>
        <Button onClick={onContinue}>
          {t('builder.review.continue')}
          <ArrowRight className="h-4 w-4" aria-hidden />
        </Button>
      </div>
    </section>
  )
}
