import { Briefcase, Building2, Factory, MapPin, ScanSearch, type LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { CoverLetterData } from '#shared/api/ai'

/** What the server found in the ad: company and position always, industry and city when present. */
export function DetectedCompanyInfo({ letter }: { letter: CoverLetterData }) {
  const { t } = useTranslation()
  const rows: Array<{ key: string; icon: LucideIcon; value: string | undefined }> = [
    { key: 'company', icon: Building2, value: letter.companyName },
    { key: 'position', icon: Briefcase, value: letter.jobTitle },
    { key: 'industry', icon: Factory, value: letter.industry },
    { key: 'city', icon: MapPin, value: letter.address?.city },
  ]
  const present = rows.filter((row) => row.value?.trim())
  if (present.length === 0) return null
  return (
    <section
      aria-labelledby="cover-detected-title"
      className="rounded-(--radius-card) border border-brand-200 bg-brand-50/60 p-5"
    >
      <h2 id="cover-detected-title" className="flex items-center gap-2 text-sm font-semibold text-brand-900">
        <ScanSearch className="h-4 w-4 text-brand-700" aria-hidden />
        {t('coverLetter.detected.title')}
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {present.map(({ key, icon: Icon, value }) => (
          <div key={key}>
            <dt className="flex items-center gap-2 text-xs text-slate-600">
              <Icon className="h-4 w-4 shrink-0 text-slate-500" aria-hidden />
              {t(`coverLetter.detected.${key}`)}
            </dt>
            <dd className="mt-0.5 pl-6 text-sm font-medium break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
