import type { TFunction } from 'i18next'
import { ArrowDown, ArrowUp, Search } from 'lucide-react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { BulkAction } from '#shared/api/application-actions'
import { MAX_BULK_APPLICATIONS } from '#shared/api/application-actions'
import { ARCHIVE_RESTORE_DAYS, type ApplicationRecord, type ApplicationStage } from '#shared/api/applications'
import { FormField } from '#web/components/forms/form-field'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { Input } from '#web/components/ui/input'
import { Select } from '#web/components/ui/select'
import { toast } from '#web/components/ui/toast'
import { describeApiError } from '#web/lib/api-errors'
import { useBulkApplications } from '../api/applications-api'
import { dayOf, EMPTY_FILTER, filterApplications, sortApplications, type ListFilter, type SortKey } from '../tracker-logic'
import { formatDay, reasonOptions, stageOptions } from './labels'

const ALL = 'all'

function BulkBar({ ids, archived, onDone }: { ids: string[]; archived: boolean; onDone: () => void }) {
  const { t } = useTranslation()
  const bulk = useBulkApplications()
  const [stage, setStage] = useState<string>('applied')
  const [reason, setReason] = useState<string>('rejected')
  const [tag, setTag] = useState('')
  const [confirmDelete, setConfirmDelete] = useState(false)
  const tooMany = ids.length > MAX_BULK_APPLICATIONS
  const run = (action: BulkAction, extra: { stage?: string; closedReason?: string; tag?: string } = {}) =>
    bulk.mutate({ ids, action, ...extra } as Parameters<typeof bulk.mutate>[0], {
      onSuccess: ({ changed }) => {
        toast({ title: t(`applications.bulk.done.${action}`, { count: changed }), variant: 'success' })
        setConfirmDelete(false)
        onDone()
      },
      onError: (error) => toast({ title: t('applications.bulk.failed'), description: describeApiError(error, t('applications.bulk.failed')), variant: 'error' }),
    })
  return (
    <section aria-label={t('applications.bulk.label')} className="rounded-xl border border-brand-200 bg-brand-50 p-3">
      <p className="text-sm font-medium text-brand-900" role="status">
        {t('applications.bulk.selected', { count: ids.length })}
        {tooMany && ` ${t('applications.bulk.tooMany', { max: MAX_BULK_APPLICATIONS })}`}
      </p>
      <fieldset disabled={tooMany || bulk.isPending} className="mt-2 flex flex-wrap items-center gap-2">
        {archived ? (
          <Button size="sm" variant="secondary" onClick={() => run('restore')}>
            {t('applications.bulk.restore')}
          </Button>
        ) : (
          <>
            <div className="flex items-center gap-1">
              <div className="w-40">
                <Select
                  value={stage}
                  onValueChange={setStage}
                  options={stageOptions(t).filter((option) => option.value !== 'closed')}
                  ariaLabel={t('applications.bulk.moveStage')}
                />
              </div>
              <Button size="sm" variant="secondary" onClick={() => run('move', { stage })}>
                {t('applications.bulk.move')}
              </Button>
            </div>
            <div className="flex items-center gap-1">
              <div className="w-44">
                <Select value={reason} onValueChange={setReason} options={reasonOptions(t)} ariaLabel={t('applications.bulk.closeReason')} />
              </div>
              <Button size="sm" variant="secondary" onClick={() => run('close', { closedReason: reason })}>
                {t('applications.bulk.close')}
              </Button>
            </div>
            <div className="flex items-center gap-1">
              <div className="w-40">
                <Input value={tag} onChange={(event) => setTag(event.target.value)} aria-label={t('applications.bulk.tagName')} placeholder={t('applications.bulk.tagName')} maxLength={40} />
              </div>
              <Button size="sm" variant="secondary" disabled={!tag.trim()} onClick={() => run('tag', { tag: tag.trim() })}>
                {t('applications.bulk.tag')}
              </Button>
            </div>
            <Button size="sm" variant="secondary" onClick={() => run('archive')}>
              {t('applications.bulk.archive')}
            </Button>
          </>
        )}
        {confirmDelete ? (
          <span role="alertdialog" aria-label={t('applications.bulk.deleteConfirm', { count: ids.length })} className="flex flex-wrap items-center gap-2">
            <span className="text-sm text-slate-900">{t('applications.bulk.deleteConfirm', { count: ids.length })}</span>
            <Button size="sm" variant="danger" onClick={() => run('delete')}>
              {t('applications.bulk.deleteYes')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirmDelete(false)}>
              {t('applications.form.cancel')}
            </Button>
          </span>
        ) : (
          <Button size="sm" variant="ghost" className="text-red-700" onClick={() => setConfirmDelete(true)}>
            {t('applications.bulk.delete')}
          </Button>
        )}
      </fieldset>
    </section>
  )
}

function stageLabel(t: TFunction, item: ApplicationRecord): string {
  const stage = t(`applications.stage.${item.stage}`)
  return item.stage === 'closed' && item.closedReason ? `${stage} · ${t(`applications.reason.${item.closedReason}`)}` : stage
}

export function ListView({
  applications,
  archived,
  onOpen,
}: {
  applications: readonly ApplicationRecord[]
  archived: boolean
  onOpen: (application: ApplicationRecord) => void
}) {
  const { t, i18n } = useTranslation()
  const [filter, setFilter] = useState<ListFilter>(EMPTY_FILTER)
  const [sort, setSort] = useState<{ key: SortKey; ascending: boolean }>({ key: 'day', ascending: false })
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const tags = useMemo(() => [...new Set(applications.flatMap((item) => item.tags))].sort(), [applications])
  const shown = useMemo(
    () => sortApplications(filterApplications(applications, filter), sort.key, sort.ascending),
    [applications, filter, sort],
  )
  const selectedIds = shown.filter((item) => selected.has(item.id)).map((item) => item.id)
  const allSelected = shown.length > 0 && selectedIds.length === shown.length
  const set = (patch: Partial<ListFilter>) => setFilter((current) => ({ ...current, ...patch }))
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })

  const header = (key: SortKey, label: string) => {
    const isSorted = sort.key === key
    return (
      <th scope="col" aria-sort={isSorted ? (sort.ascending ? 'ascending' : 'descending') : 'none'} className="px-3 py-2 text-left font-medium">
        <button
          type="button"
          onClick={() => setSort({ key, ascending: isSorted ? !sort.ascending : true })}
          className="inline-flex items-center gap-1 rounded hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {label}
          {isSorted && (sort.ascending ? <ArrowUp className="h-3.5 w-3.5" aria-hidden /> : <ArrowDown className="h-3.5 w-3.5" aria-hidden />)}
        </button>
      </th>
    )
  }

  return (
    <div className="space-y-4">
      <div role="search" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6">
        <FormField label={t('applications.list.search')} className="lg:col-span-2">
          {(control) => (
            <div className="relative">
              <Search className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500" aria-hidden />
              <Input {...control} type="search" value={filter.text} onChange={(event) => set({ text: event.target.value })} className="pl-9!" />
            </div>
          )}
        </FormField>
        <FormField label={t('applications.list.stage')}>
          {(control) => (
            <Select
              id={control.id}
              value={filter.stage || ALL}
              onValueChange={(value) => set({ stage: value === ALL ? '' : (value as ApplicationStage) })}
              options={[{ value: ALL, label: t('applications.list.allStages') }, ...stageOptions(t)]}
            />
          )}
        </FormField>
        <FormField label={t('applications.list.tag')}>
          {(control) => (
            <Select
              id={control.id}
              value={filter.tag || ALL}
              onValueChange={(value) => set({ tag: value === ALL ? '' : value })}
              options={[{ value: ALL, label: t('applications.list.allTags') }, ...tags.map((tag) => ({ value: tag, label: tag }))]}
            />
          )}
        </FormField>
        <div className="grid grid-cols-2 gap-2 lg:col-span-2">
          <FormField label={t('applications.list.from')}>
            {(control) => <Input {...control} type="date" value={filter.from} onChange={(event) => set({ from: event.target.value })} />}
          </FormField>
          <FormField label={t('applications.list.to')}>
            {(control) => <Input {...control} type="date" value={filter.to} onChange={(event) => set({ to: event.target.value })} />}
          </FormField>
        </div>
      </div>

      {selectedIds.length > 0 && <BulkBar ids={selectedIds} archived={archived} onDone={() => setSelected(new Set())} />}

      <p className="text-sm text-slate-600" role="status">
        {t('applications.list.count', { count: shown.length, total: applications.length })}
      </p>
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
        <table className="w-full min-w-[720px] text-sm">
          <caption className="sr-only">{t('applications.list.caption')}</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="w-10 px-3 py-2">
                <input
                  type="checkbox"
                  checked={allSelected}
                  onChange={() => setSelected(allSelected ? new Set() : new Set(shown.map((item) => item.id)))}
                  aria-label={t('applications.list.selectAll')}
                  className="h-4 w-4 accent-brand-700"
                />
              </th>
              {header('company', t('applications.field.company'))}
              {header('role', t('applications.field.role'))}
              {header('stage', t('applications.field.stage'))}
              {header('day', t('applications.list.day'))}
              {header('followUpAt', t('applications.field.followUpAt'))}
              <th scope="col" className="px-3 py-2 text-left font-medium">
                {archived ? t('applications.list.purgedOn') : t('applications.field.tags')}
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((item) => (
              <tr key={item.id} className="border-b border-slate-100 last:border-0 hover:bg-slate-50">
                <td className="px-3 py-2">
                  <input
                    type="checkbox"
                    checked={selected.has(item.id)}
                    onChange={() => toggle(item.id)}
                    aria-label={t('applications.list.select', { company: item.company })}
                    className="h-4 w-4 accent-brand-700"
                  />
                </td>
                <td className="px-3 py-2">
                  <button type="button" onClick={() => onOpen(item)} className="text-left font-medium text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600">
                    {item.company}
                  </button>
                </td>
                <td className="px-3 py-2 text-slate-700">{item.role}</td>
                <td className="px-3 py-2 text-slate-700">{stageLabel(t, item)}</td>
                <td className="px-3 py-2 whitespace-nowrap text-slate-700">{formatDay(dayOf(item), i18n.language)}</td>
                <td className="px-3 py-2 whitespace-nowrap text-slate-700">{item.followUpAt ? formatDay(item.followUpAt, i18n.language) : ''}</td>
                <td className="px-3 py-2">
                  {archived && item.archivedAt ? (
                    <span className="whitespace-nowrap text-slate-700">{formatDay(purgeDay(item.archivedAt), i18n.language)}</span>
                  ) : (
                    <span className="flex flex-wrap gap-1">
                      {item.tags.map((tag) => (
                        <Badge key={tag}>{tag}</Badge>
                      ))}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {shown.length === 0 && <p className="p-6 text-center text-sm text-slate-600">{t('applications.list.noMatch')}</p>}
      </div>
    </div>
  )
}

/** The day an archived application is deleted unless restored. */
function purgeDay(archivedAt: string): string {
  return new Date(new Date(archivedAt).getTime() + ARCHIVE_RESTORE_DAYS * 86_400_000).toISOString().slice(0, 10)
}
