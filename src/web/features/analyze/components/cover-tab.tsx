import { ArrowRight, Mail } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '#web/components/ui/button'
import { PATHS } from '#web/lib/paths'
import { Panel } from './tool-parts'

/**
 * One cover-letter writer (issue 30, point 9): this tab had a second, smaller form beside the
 * cover-letter writer; it now leads there, where the saved CV, the job ad and the letter's layout are.
 */
export function CoverTab() {
  const { t } = useTranslation()
  return (
    <Panel title={t('analyze.cover.title')} description={t('journeys.coverTab.description')}>
      <ul className="grid gap-2 text-sm text-slate-700">
        {(['cv', 'ad', 'layout'] as const).map((point) => (
          <li key={point} className="flex gap-2">
            <Mail className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden />
            {t(`journeys.coverTab.points.${point}`)}
          </li>
        ))}
      </ul>
      <Button className="mt-5" asChild>
        <Link to={PATHS.coverLetterWriter}>
          {t('journeys.coverTab.open')}
          <ArrowRight className="h-4 w-4" aria-hidden />
        </Link>
      </Button>
    </Panel>
  )
}
