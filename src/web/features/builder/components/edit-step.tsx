import { Eye, EyeOff, Loader2, Wand2 } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { CV_LIMITS, type CvData } from '#shared/cv/cv.schema'
import type { CvSection } from '#shared/cv/sections'
import { Button } from '#web/components/ui/button'
import { toast } from '#web/components/ui/toast'
import { describeApiError } from '#web/lib/api-errors'
import { useMediaQuery } from '#web/lib/use-media-query'
import { useHumanizeCv } from '../api/humanize-cv'
import type { CvLook } from '../cv-look'
import { planLimitOf, type PlanLimit } from '#web/lib/plan-errors'
import { CvPreview } from './cv-preview'
import {
  CertificationsSection,
  EducationSection,
  ExperienceSection,
  LanguagesSection,
  ProjectsSection,
  SkillsSection,
} from './edit/entry-sections'
import { ClosingSection } from './edit/closing-section'
import { TextAreaField, TextField } from './edit/fields'
import { humanizeChanges, HumanizeReview, type HumanizeChange } from './edit/humanize-review'
import { InterestsSection } from './edit/interests-section'
import {
  AwardsSection,
  CoursesSection,
  CustomSections,
  PublicationsSection,
  ReferencesSection,
  VolunteeringSection,
} from './edit/more-sections'
import { PersonalSection } from './edit/personal-section'
import { SectionOrder } from './edit/section-order'
import { StepNav } from './step-nav'

const SECTIONS = [
  'order',
  'personal',
  'profile',
  'experience',
  'education',
  'skills',
  'languages',
  'certifications',
  'projects',
  'volunteering',
  'awards',
  'publications',
  'courses',
  'references',
  'custom',
  'interests',
  'closing',
] as const satisfies ReadonlyArray<CvSection | 'order' | 'custom' | 'closing'>
type Section = (typeof SECTIONS)[number]

function SectionCard({ id, children }: { id: Section; children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <section
      id={`cv-${id}`}
      aria-labelledby={`cv-${id}-title`}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-soft sm:p-6"
    >
      <h2 id={`cv-${id}-title`} className="text-lg font-semibold text-slate-900">
        {t(`builder.edit.sections.${id}`)}
      </h2>
      <p className="mt-1 mb-5 text-sm text-slate-600">{t(`builder.edit.sectionHints.${id}`)}</p>
      {children}
    </section>
  )
}

function HumanizeBar({
  cv,
  onChange,
  onPlanLimit,
}: {
  cv: CvData
  onChange: (update: (cv: CvData) => CvData) => void
  onPlanLimit: (limit: PlanLimit) => void
}) {
  const { t } = useTranslation()
  const humanize = useHumanizeCv()
  const [changes, setChanges] = useState<HumanizeChange[]>([])
  const run = () => {
    if (cv.summary.trim() === '' && cv.experience.length === 0) {
      toast({
        title: t('builder.edit.humanize.missingTitle'),
        description: t('builder.edit.humanize.missing'),
        variant: 'error',
      })
      return
    }
    humanize.mutate(cv, {
      onSuccess: (reply) => {
        if (!reply.success) {
          toast({
            title: t('builder.edit.humanize.failedTitle'),
            description: reply.message || t('builder.edit.humanize.failed'),
            variant: 'error',
          })
          return
        }
        const found = humanizeChanges(cv, reply, {
          summary: t('builder.edit.humanize.summaryLabel'),
          bullet: (role, number) => t('builder.edit.humanize.bulletLabel', { role, number }),
        })
        setChanges(found)
        // Honest: no success message for an answer that changes nothing (issue 16).
        toast(
          found.length === 0
            ? {
                title: t('builder.edit.humanize.nothing'),
                description: t('builder.edit.humanize.nothingDescription'),
              }
            : {
                title: t('builder.edit.humanize.review'),
                description: t('builder.edit.humanize.reviewDescription'),
              },
        )
      },
      onError: (error) => {
        const limit = planLimitOf(error)
        if (limit) return onPlanLimit(limit)
        toast({
          title: t('builder.edit.humanize.failedTitle'),
          description: describeApiError(error, t('builder.edit.humanize.failed')),
          variant: 'error',
        })
      },
    })
  }
  return (
    <div className="grid gap-3">
      <div className="flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-brand-900">{t('builder.edit.humanize.hint')}</p>
        <Button variant="secondary" onClick={run} disabled={humanize.isPending} className="shrink-0">
          {humanize.isPending ? (
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
          ) : (
            <Wand2 className="h-4 w-4" aria-hidden />
          )}
          {humanize.isPending ? t('builder.edit.humanize.busy') : t('builder.edit.humanize.action')}
        </Button>
      </div>
      {changes.length > 0 && (
        <HumanizeReview changes={changes} onChange={onChange} onClose={() => setChanges([])} />
      )}
    </div>
  )
}

/** Step 3: every section of the builder form; on wide screens the CV updates beside it as you type. */
export function EditStep({
  cv,
  look,
  onChange,
  onPlanLimit,
  onBack,
  onNext,
}: {
  cv: CvData
  look: CvLook
  onChange: (update: (cv: CvData) => CvData) => void
  onPlanLimit: (limit: PlanLimit) => void
  onBack: () => void
  onNext: () => void
}) {
  const { t } = useTranslation()
  const isPhone = !useMediaQuery('(min-width: 768px)')
  const [isPreviewOpen, setIsPreviewOpen] = useState(false)
  const showPreview = !isPhone || isPreviewOpen
  return (
    <div>
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('builder.edit.title')}</h1>
      <p className="mt-2 max-w-2xl text-slate-600">{t('builder.edit.lead')}</p>
      <nav aria-label={t('builder.edit.sectionsNav')} className="mt-5 -mx-1 flex gap-1 overflow-x-auto pb-1">
        {SECTIONS.map((section) => (
          <a
            key={section}
            href={`#cv-${section}`}
            className="shrink-0 rounded-full px-3 py-1.5 text-sm font-medium text-slate-600 ring-1 ring-slate-200 hover:bg-white hover:text-slate-900"
          >
            {t(`builder.edit.sections.${section}`)}
          </a>
        ))}
      </nav>
      {isPhone && (
        <Button
          variant="secondary"
          className="mt-4 w-full"
          aria-expanded={isPreviewOpen}
          onClick={() => setIsPreviewOpen((open) => !open)}
        >
          {isPreviewOpen ? (
            <EyeOff className="h-4 w-4" aria-hidden />
          ) : (
            <Eye className="h-4 w-4" aria-hidden />
          )}
          {isPreviewOpen ? t('builder.edit.hidePreview') : t('builder.edit.showPreview')}
        </Button>
      )}
      <div className="mt-6 grid gap-8 xl:grid-cols-[minmax(0,1fr)_26rem]">
        <div className="min-w-0 space-y-6">
          <HumanizeBar cv={cv} onChange={onChange} onPlanLimit={onPlanLimit} />
          <SectionCard id="order">
            <SectionOrder cv={cv} onChange={onChange} templateId={look.templateId} />
          </SectionCard>
          <SectionCard id="personal">
            <PersonalSection cv={cv} onChange={onChange} onPlanLimit={onPlanLimit} />
          </SectionCard>
          <SectionCard id="profile">
            <div className="space-y-4">
              <TextField
                label={t('builder.edit.profile.headline')}
                optional
                hint={t('builder.edit.profile.headlineHint')}
                value={cv.headline}
                maxLength={CV_LIMITS.shortText}
                onChange={(headline) => onChange((current) => ({ ...current, headline }))}
              />
              <TextAreaField
                rich="text"
                label={t('builder.edit.profile.summary')}
                hint={t('builder.edit.profile.summaryHint', {
                  length: cv.summary.length,
                  max: CV_LIMITS.longText,
                })}
                rows={6}
                maxLength={CV_LIMITS.longText}
                value={cv.summary}
                onChange={(summary) => onChange((current) => ({ ...current, summary }))}
              />
            </div>
          </SectionCard>
          <SectionCard id="experience">
            <ExperienceSection cv={cv} onChange={onChange} />
          </SectionCard>
          <SectionCard id="education">
            <EducationSection cv={cv} onChange={onChange} />
          </SectionCard>
          <SectionCard id="skills">
            <SkillsSection cv={cv} onChange={onChange} />
          </SectionCard>
          <SectionCard id="languages">
            <LanguagesSection cv={cv} onChange={onChange} />
          </SectionCard>
          <SectionCard id="certifications">
            <CertificationsSection cv={cv} onChange={onChange} />
          </SectionCard>
          <SectionCard id="projects">
            <ProjectsSection cv={cv} onChange={onChange} />
          </SectionCard>
          <SectionCard id="volunteering">
            <VolunteeringSection cv={cv} onChange={onChange} />
          </SectionCard>
          <SectionCard id="awards">
            <AwardsSection cv={cv} onChange={onChange} />
          </SectionCard>
          <SectionCard id="publications">
            <PublicationsSection cv={cv} onChange={onChange} />
          </SectionCard>
          <SectionCard id="courses">
            <CoursesSection cv={cv} onChange={onChange} />
          </SectionCard>
          <SectionCard id="references">
            <ReferencesSection cv={cv} onChange={onChange} />
          </SectionCard>
          <SectionCard id="custom">
            <CustomSections cv={cv} onChange={onChange} />
          </SectionCard>
          <SectionCard id="interests">
            <InterestsSection cv={cv} onChange={onChange} />
          </SectionCard>
          <SectionCard id="closing">
            <ClosingSection cv={cv} onChange={onChange} />
          </SectionCard>
        </div>
        {/* Beside the form from 1280 px, under it below that; on phones behind a toggle at the top,
            so that nobody waits for pages they did not ask to see. */}
        {showPreview && (
          <aside
            aria-label={t('builder.edit.livePreview')}
            className={isPhone ? 'order-first min-w-0' : 'min-w-0'}
          >
            {/* Scrolls on its own beside the form, so keyboard users can focus and scroll it too. */}
            <div
              tabIndex={0}
              className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 xl:sticky xl:top-24 xl:max-h-[calc(100vh-7rem)] xl:overflow-y-auto xl:pr-1"
            >
              <p className="mb-2 text-sm font-medium text-slate-700">{t('builder.edit.livePreview')}</p>
              <CvPreview cv={cv} look={look} className="mx-auto max-w-[794px]" />
            </div>
          </aside>
        )}
      </div>
      <StepNav onBack={onBack} onNext={onNext} nextLabel={t('builder.nav.toPreview')} />
    </div>
  )
}
