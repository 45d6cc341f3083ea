import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  rectIntersection,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core'
import { CSS } from '@dnd-kit/utilities'
import { CalendarClock, ChevronDown, GripVertical } from 'lucide-react'
import { DropdownMenu } from 'radix-ui'
import { useTranslation } from 'react-i18next'
import { APPLICATION_STAGES, type ApplicationRecord, type ApplicationStage } from '#shared/api/applications'
import { Badge } from '#web/components/ui/badge'
import { cn } from '#web/lib/cn'
import { formatDay } from './labels'

// The board: a column per stage. A card moves by dragging it (mouse, touch), by keyboard (Space on
// its handle, arrows to another column, Space to drop; announced to screen readers) or by its
// "Move to…" menu. Moving to Closed asks the reason first (the page's onMove does).

const NEXT_KEYS = ['ArrowRight', 'ArrowDown']
const PREVIOUS_KEYS = ['ArrowLeft', 'ArrowUp']

/** Arrow keys jump a held card from column to column, in stage order. */
const columnCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const step = NEXT_KEYS.includes(event.code) ? 1 : PREVIOUS_KEYS.includes(event.code) ? -1 : 0
  if (step === 0) return undefined
  event.preventDefault()
  const { active, over, droppableRects, collisionRect } = context
  if (!active || !collisionRect) return undefined
  const current = (over?.id ?? (active.data.current as { stage: ApplicationStage } | undefined)?.stage) as ApplicationStage
  const target = APPLICATION_STAGES[APPLICATION_STAGES.indexOf(current) + step]
  const rect = target ? droppableRects.get(target) : undefined
  if (!rect) return undefined
  return { x: rect.left + Math.max(0, (rect.width - collisionRect.width) / 2), y: rect.top + 48 }
}

function MoveMenu({ application, onMove }: { application: ApplicationRecord; onMove: (stage: ApplicationStage) => void }) {
  const { t } = useTranslation()
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="inline-flex h-8 items-center gap-1 rounded-md px-2 text-xs font-medium text-slate-700 ring-1 ring-slate-300 ring-inset hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        aria-label={t('applications.board.moveMenu', { company: application.company })}
      >
        {t('applications.board.moveTo')}
        <ChevronDown className="h-3.5 w-3.5" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content sideOffset={4} className="z-50 min-w-44 rounded-xl border border-slate-200 bg-white p-1 shadow-lift">
          {APPLICATION_STAGES.filter((stage) => stage !== application.stage).map((stage) => (
            <DropdownMenu.Item
              key={stage}
              onSelect={() => onMove(stage)}
              className="cursor-pointer rounded-lg px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100"
            >
              {t(`applications.stage.${stage}`)}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}

function BoardCard({
  application,
  onOpen,
  onMove,
}: {
  application: ApplicationRecord
  onOpen: () => void
  onMove: (stage: ApplicationStage) => void
}) {
  const { t, i18n } = useTranslation()
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: application.id,
    data: { stage: application.stage },
  })
  const style = transform ? { transform: CSS.Translate.toString(transform) } : undefined
  return (
    <li
      ref={setNodeRef}
      style={style}
      data-testid="board-card"
      className={cn(
        'rounded-lg border border-slate-200 bg-white p-3 shadow-soft',
        isDragging && 'relative z-10 shadow-lift ring-2 ring-brand-600',
      )}
    >
      <div className="flex items-start gap-1">
        <button
          type="button"
          {...listeners}
          {...attributes}
          aria-label={t('applications.board.dragHandle', { company: application.company })}
          className="-ml-1 shrink-0 cursor-grab touch-none rounded p-1 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <GripVertical className="h-4 w-4" aria-hidden />
        </button>
        <div className="min-w-0 flex-1">
          <button
            type="button"
            onClick={onOpen}
            className="block max-w-full text-left text-sm font-semibold hyphens-auto break-words text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {application.company}
          </button>
          {application.role && <p className="text-sm hyphens-auto break-words text-slate-600">{application.role}</p>}
        </div>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-1.5">
        {application.stage === 'closed' && application.closedReason && (
          <Badge tone={application.closedReason === 'accepted' ? 'success' : 'neutral'}>{t(`applications.reason.${application.closedReason}`)}</Badge>
        )}
        {application.stage === 'interview' && application.interviewRound && (
          <Badge tone="brand">{t('applications.board.round', { round: application.interviewRound })}</Badge>
        )}
        {application.followUpAt && application.stage !== 'closed' && (
          <span className="inline-flex items-center gap-1 text-xs text-slate-600">
            <CalendarClock className="h-3.5 w-3.5" aria-hidden />
            {t('applications.board.followUp', { date: formatDay(application.followUpAt, i18n.language) })}
          </span>
        )}
        {application.tags.slice(0, 3).map((tag) => (
          <Badge key={tag}>{tag}</Badge>
        ))}
      </div>
      <div className="mt-2 flex justify-end">
        <MoveMenu application={application} onMove={onMove} />
      </div>
    </li>
  )
}

function Column({ stage, children, count }: { stage: ApplicationStage; children: React.ReactNode; count: number }) {
  const { t } = useTranslation()
  const { setNodeRef, isOver } = useDroppable({ id: stage })
  const headingId = `board-column-${stage}`
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-testid={`board-column-${stage}`}
      className={cn(
        'flex w-64 shrink-0 flex-col rounded-xl border border-slate-200 bg-slate-50 p-2 lg:w-auto lg:min-w-0 lg:flex-1',
        isOver && 'border-brand-600 bg-brand-50',
      )}
    >
      <h3 id={headingId} className="flex items-center justify-between px-1 pb-2 text-sm font-semibold text-slate-800">
        {t(`applications.stage.${stage}`)}
        <span className="rounded-full bg-white px-2 text-xs font-medium text-slate-600 ring-1 ring-slate-200">{count}</span>
      </h3>
      <ul className="flex min-h-24 flex-col gap-2">{children}</ul>
    </section>
  )
}

export function BoardView({
  applications,
  onOpen,
  onMove,
}: {
  applications: readonly ApplicationRecord[]
  onOpen: (application: ApplicationRecord) => void
  onMove: (application: ApplicationRecord, stage: ApplicationStage) => void
}) {
  const { t } = useTranslation()
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnCoordinates }),
  )
  const byId = new Map(applications.map((item) => [item.id, item]))
  const companyOf = (id: string | number) => byId.get(String(id))?.company ?? ''
  const stageName = (id: string | number | undefined) => (id ? t(`applications.stage.${id}`) : '')

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const application = byId.get(String(active.id))
    if (!application || !over || over.id === application.stage) return
    onMove(application, over.id as ApplicationStage)
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={rectIntersection}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t('applications.board.instructions') },
        announcements: {
          onDragStart: ({ active }) => t('applications.board.announceStart', { company: companyOf(active.id) }),
          onDragOver: ({ active, over }) =>
            over ? t('applications.board.announceOver', { company: companyOf(active.id), stage: stageName(over.id) }) : undefined,
          onDragEnd: ({ active, over }) =>
            over
              ? t('applications.board.announceEnd', { company: companyOf(active.id), stage: stageName(over.id) })
              : t('applications.board.announceCancel', { company: companyOf(active.id) }),
          onDragCancel: ({ active }) => t('applications.board.announceCancel', { company: companyOf(active.id) }),
        },
      }}
    >
      <div className="-mx-4 flex gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0">
        {APPLICATION_STAGES.map((stage) => {
          const cards = applications.filter((item) => item.stage === stage)
          return (
            <Column key={stage} stage={stage} count={cards.length}>
              {cards.map((application) => (
                <BoardCard
                  key={application.id}
                  application={application}
                  onOpen={() => onOpen(application)}
                  onMove={(target) => onMove(application, target)}
                />
              ))}
            </Column>
          )
        })}
      </div>
    </DndContext>
  )
}
