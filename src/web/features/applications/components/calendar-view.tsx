import { ChevronLeft, ChevronRight, Download } from 'lucide-react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ApplicationRecord } from '#shared/api/applications'
import { Button } from '#web/components/ui/button'
import { cn } from '#web/lib/cn'
import { calendarEvents, localToday, monthGrid, type CalendarEvent } from '../tracker-logic'
import { formatDay } from './labels'

function EventChip({ event, onOpen }: { event: CalendarEvent; onOpen: () => void }) {
  const { t } = useTranslation()
  const label =
    event.kind === 'interview'
      ? t('applications.calendar.interview', { time: event.time, company: event.application.company })
      : t('applications.calendar.followUp', { company: event.application.company })
  return (
    <button
      type="button"
      onClick={onOpen}
      className={cn(
        'block w-full truncate rounded px-1.5 py-0.5 text-left text-xs font-medium focus-visible:outline-2 focus-visible:outline-brand-600',
        event.kind === 'interview' ? 'bg-brand-50 text-brand-800' : 'bg-amber-50 text-amber-900',
      )}
    >
      {label}
    </button>
  )
}

/** A month of interviews and follow-ups: a grid from 640 px, a list of days below. */
export function CalendarView({
  applications,
  onOpen,
  onDownload,
}: {
  applications: readonly ApplicationRecord[]
  onOpen: (application: ApplicationRecord) => void
  onDownload: () => void
}) {
  const { t, i18n } = useTranslation()
  const today = localToday()
  const [month, setMonth] = useState(() => ({ year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) }))
  const events = useMemo(() => calendarEvents(applications), [applications])
  const weeks = monthGrid(month.year, month.month)
  const step = (by: number) =>
    setMonth(({ year, month: current }) => {
      const index = year * 12 + current - 1 + by
      return { year: Math.floor(index / 12), month: (index % 12) + 1 }
    })
  const title = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(month.year, month.month - 1, 15)),
  )
  const weekdays = Array.from({ length: 7 }, (_, index) =>
    new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 1 + index))),
  )
  const daysWithEvents = weeks.flat().filter((day): day is string => day !== null && events.has(day))

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-1">
          <Button variant="ghost" size="icon" onClick={() => step(-1)} aria-label={t('applications.calendar.previous')}>
            <ChevronLeft className="h-4 w-4" aria-hidden />
          </Button>
          <h3 className="min-w-40 text-center text-lg font-semibold text-slate-900" aria-live="polite">
            {title}
          </h3>
          <Button variant="ghost" size="icon" onClick={() => step(1)} aria-label={t('applications.calendar.next')}>
            <ChevronRight className="h-4 w-4" aria-hidden />
          </Button>
        </div>
        <Button variant="secondary" size="sm" onClick={onDownload}>
          <Download className="h-4 w-4" aria-hidden />
          {t('applications.calendar.download')}
        </Button>
      </div>

      <table className="hidden w-full table-fixed border-collapse text-sm sm:table">
        <caption className="sr-only">{t('applications.calendar.caption', { month: title })}</caption>
        <thead>
          <tr>
            {weekdays.map((day) => (
              <th key={day} scope="col" className="pb-1 text-left text-xs font-medium text-slate-600">
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, index) => (
            <tr key={index}>
              {week.map((day, column) => (
                <td
                  key={day ?? `empty-${column}`}
                  className={cn('h-24 border border-slate-200 p-1 align-top', day === null && 'bg-slate-50', day === today && 'bg-brand-50/60')}
                >
                  {day && (
                    <>
                      <span className={cn('text-xs text-slate-600', day === today && 'font-semibold text-brand-800')}>
                        {Number(day.slice(8))}
                      </span>
                      <div className="mt-1 space-y-0.5">
                        {(events.get(day) ?? []).map((event) => (
                          <EventChip key={`${event.kind}-${event.application.id}`} event={event} onOpen={() => onOpen(event.application)} />
                        ))}
                      </div>
                    </>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>

      <ol className="space-y-3 sm:hidden">
        {daysWithEvents.map((day) => (
          <li key={day}>
            <h4 className="text-sm font-semibold text-slate-800">{formatDay(day, i18n.language, { dateStyle: 'full' })}</h4>
            <div className="mt-1 space-y-1">
              {(events.get(day) ?? []).map((event) => (
                <EventChip key={`${event.kind}-${event.application.id}`} event={event} onOpen={() => onOpen(event.application)} />
              ))}
            </div>
          </li>
        ))}
      </ol>
      {daysWithEvents.length === 0 && <p className="text-sm text-slate-600">{t('applications.calendar.empty')}</p>}
    </div>
  )
}
