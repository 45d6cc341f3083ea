import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core'
import {
  arrayMove,
  sortableKeyboardCoordinates,
  SortableContext,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { Eye, EyeOff, GripVertical, PanelLeft, PanelRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { TemplateId } from '#shared/catalogue'
import { ORDERABLE_SECTIONS, type CvData } from '#shared/cv/cv.schema'
import { canChooseColumn, columnOf, type SectionColumn } from '#shared/cv/section-columns'
import { cn } from '#web/lib/cn'

type Change = (update: (cv: CvData) => CvData) => void

/** The sections the user can order, in their current order: the saved one, then any not named in it. */
export function sectionKeysOf(cv: CvData): string[] {
  const all = [...ORDERABLE_SECTIONS, ...(cv.customSections ?? []).map((section) => `custom:${section.id}`)]
  const saved = (cv.layout?.sectionOrder ?? []).filter((key) => all.includes(key))
  return [...saved, ...all.filter((key) => !saved.includes(key))]
}

/** The CV with a new section order and hidden list (absent when empty, so older CVs keep their shape). */
export function withSectionLayout(cv: CvData, order: string[] | undefined, hidden: string[]): CvData {
  const layout = { ...cv.layout }
  if (order) layout.sectionOrder = order
  if (hidden.length > 0) layout.hiddenSections = hidden
  else delete layout.hiddenSections
  return { ...cv, layout }
}

/** The CV with a section moved to a column (absent when it is the design's, so older CVs keep their shape). */
export function withSectionColumn(cv: CvData, templateId: TemplateId, key: string, column: SectionColumn): CvData {
  const columns = { ...cv.layout?.sectionColumns }
  delete columns[key]
  if (columnOf(templateId, key, undefined) !== column) columns[key] = column
  const layout = { ...cv.layout }
  if (Object.keys(columns).length > 0) layout.sectionColumns = columns
  else delete layout.sectionColumns
  return { ...cv, layout }
}

function ColumnButton({
  label,
  column,
  onToggle,
}: {
  label: string
  column: SectionColumn
  onToggle: () => void
}) {
  const { t } = useTranslation()
  const action = t(column === 'sidebar' ? 'builder.edit.order.toMain' : 'builder.edit.order.toSidebar', { section: label })
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={action}
      title={action}
      className="flex h-9 shrink-0 items-center gap-1.5 rounded-md px-2 text-xs font-medium text-slate-700 ring-1 ring-inset ring-slate-200 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      {column === 'sidebar' ? <PanelLeft className="h-4 w-4" aria-hidden /> : <PanelRight className="h-4 w-4" aria-hidden />}
      <span aria-hidden>{t(`builder.edit.order.column.${column}`)}</span>
    </button>
  )
}

function SortableRow({
  id,
  label,
  isHidden,
  onToggle,
  column,
  onColumn,
}: {
  id: string
  label: string
  isHidden: boolean
  onToggle: () => void
  /** The section's column in a sidebar design that lets it move; undefined otherwise. */
  column?: SectionColumn
  onColumn?: () => void
}) {
  const { t } = useTranslation()
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id })
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-section-key={id}
      className={cn(
        'flex items-center gap-2 rounded-lg border border-slate-200 bg-white px-2 py-1.5',
        isDragging && 'relative z-10 shadow-lg ring-2 ring-brand-600',
      )}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t('builder.edit.order.move', { section: label })}
        className="flex h-9 w-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 active:cursor-grabbing"
      >
        <GripVertical className="h-4 w-4" aria-hidden />
      </button>
      <span className={cn('min-w-0 flex-1 truncate text-sm', isHidden ? 'text-slate-500 line-through' : 'text-slate-900')}>
        {label}
      </span>
      {column && onColumn && <ColumnButton label={label} column={column} onToggle={onColumn} />}
      <button
        type="button"
        onClick={onToggle}
        aria-pressed={isHidden}
        aria-label={t(isHidden ? 'builder.edit.order.show' : 'builder.edit.order.hide', { section: label })}
        title={t(isHidden ? 'builder.edit.order.show' : 'builder.edit.order.hide', { section: label })}
        className="flex h-9 w-9 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {isHidden ? <EyeOff className="h-4 w-4" aria-hidden /> : <Eye className="h-4 w-4" aria-hidden />}
      </button>
    </li>
  )
}

/**
 * The order of the CV's sections, by drag and drop (pointer, touch or keyboard: focus a handle,
 * Space to lift, arrows to move, Space to drop), and each section's visibility: a hidden section
 * stays in the CV and is left out of every document.
 */
export function SectionOrder({ cv, onChange, templateId }: { cv: CvData; onChange: Change; templateId?: TemplateId }) {
  const { t } = useTranslation()
  const keys = sectionKeysOf(cv)
  const hidden = cv.layout?.hiddenSections ?? []
  const customTitles = new Map(
    (cv.customSections ?? []).map((section, index) => [
      `custom:${section.id}`,
      section.title || t('builder.edit.custom.sectionUntitled', { number: index + 1 }),
    ]),
  )
  const labelOf = (key: string) =>
    customTitles.get(key) ?? t(`builder.edit.sections.${key}`)
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    const from = keys.indexOf(String(active.id))
    const to = keys.indexOf(String(over.id))
    if (from < 0 || to < 0) return
    const order = arrayMove(keys, from, to)
    onChange((current) => withSectionLayout(current, order, current.layout?.hiddenSections ?? []))
  }
  const toggle = (key: string) =>
    onChange((current) => {
      const now = current.layout?.hiddenSections ?? []
      const next = now.includes(key) ? now.filter((item) => item !== key) : [...now, key]
      return withSectionLayout(current, current.layout?.sectionOrder, next)
    })
  return (
    <div>
      <p id="cv-order-help" className="mb-3 text-sm text-slate-600">
        {t('builder.edit.order.help')}
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          screenReaderInstructions: { draggable: t('builder.edit.order.instructions') },
          announcements: {
            onDragStart: ({ active }) => t('builder.edit.order.lifted', { section: labelOf(String(active.id)) }),
            onDragOver: ({ active, over }) =>
              over
                ? t('builder.edit.order.over', {
                    section: labelOf(String(active.id)),
                    position: keys.indexOf(String(over.id)) + 1,
                    total: keys.length,
                  })
                : undefined,
            onDragEnd: ({ active, over }) =>
              t('builder.edit.order.dropped', {
                section: labelOf(String(active.id)),
                position: (over ? keys.indexOf(String(over.id)) : keys.indexOf(String(active.id))) + 1,
                total: keys.length,
              }),
            onDragCancel: ({ active }) => t('builder.edit.order.cancelled', { section: labelOf(String(active.id)) }),
          },
        }}
      >
        <SortableContext items={keys} strategy={verticalListSortingStrategy}>
          <ol className="grid gap-1.5" aria-describedby="cv-order-help">
            {keys.map((key) => (
              <SortableRow
                key={key}
                id={key}
                label={labelOf(key)}
                isHidden={hidden.includes(key)}
                onToggle={() => toggle(key)}
                {...(templateId && canChooseColumn(templateId, key)
                  ? {
                      column: columnOf(templateId, key, cv.layout?.sectionColumns),
                      onColumn: () =>
                        onChange((current) =>
                          withSectionColumn(
                            current,
                            templateId,
                            key,
                            columnOf(templateId, key, current.layout?.sectionColumns) === 'sidebar' ? 'main' : 'sidebar',
                          ),
                        ),
                    }
                  : {})}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    </div>
  )
}
