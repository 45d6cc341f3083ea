import { Plus, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type ApplicationCost, COST_KINDS, type CostKind, MAX_COSTS } from '#shared/api/applications'
import { costTotals } from '#shared/application-costs'
import { Button } from '#web/components/ui/button'
import { Input } from '#web/components/ui/input'
import { Select } from '#web/components/ui/select'

/** "12,50 €" in the interface language. */
export function formatMoney(amountCents: number, currency: string, language: string): string {
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency }).format(amountCents / 100)
  } catch {
    return `${(amountCents / 100).toFixed(2)} ${currency}`
  }
}

/** "12,50" or "12.50" as typed → cents; null when it is not an amount. */
function centsOf(typed: string): number | null {
  const value = Number(typed.trim().replace(/\s/g, '').replace(',', '.'))
  return Number.isFinite(value) && value > 0 && value <= 100_000 ? Math.round(value * 100) : null
}

const newId = () => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`)

/**
 * The costs of one application (travel, postage, copies…): a list to add to and remove from, with the
 * sum per currency. In Germany the Agentur für Arbeit may reimburse them (the hint says so).
 */
export function CostsEditor({ costs, onChange, defaultCurrency }: { costs: ApplicationCost[]; onChange: (costs: ApplicationCost[]) => void; defaultCurrency: string }) {
  const { t, i18n } = useTranslation()
  const [kind, setKind] = useState<CostKind>('travel')
  const [amount, setAmount] = useState('')
  const [currency, setCurrency] = useState(defaultCurrency || 'EUR')
  const [note, setNote] = useState('')
  const [error, setError] = useState<string | null>(null)
  const kindOptions = COST_KINDS.map((value) => ({ value, label: t(`applications.costs.kind.${value}`) }))
  const add = () => {
    const amountCents = centsOf(amount)
    const code = currency.trim().toUpperCase()
    if (amountCents === null) return setError(t('applications.costs.amountInvalid'))
    if (!/^[A-Z]{3}$/.test(code)) return setError(t('applications.costs.currencyInvalid'))
    setError(null)
    onChange([...costs, { id: newId(), kind, amountCents, currency: code, on: new Date().toISOString().slice(0, 10), note: note.trim() }])
    setAmount('')
    setNote('')
  }
  const totals = costTotals(costs)
  return (
    <fieldset className="min-w-0 space-y-2 sm:col-span-2">
      <legend className="mb-1.5 text-sm font-medium text-slate-900">{t('applications.costs.title')}</legend>
      {costs.length > 0 && (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
          {costs.map((cost) => (
            <li key={cost.id} className="flex flex-wrap items-center gap-2 px-3 py-2 text-sm">
              <span className="font-medium text-slate-900">{formatMoney(cost.amountCents, cost.currency, i18n.language)}</span>
              <span className="text-slate-700">{t(`applications.costs.kind.${cost.kind}`)}</span>
              {cost.note && <span className="min-w-0 flex-1 break-words text-slate-600">{cost.note}</span>}
              <Button
                variant="ghost"
                size="sm"
                className="ml-auto"
                aria-label={t('applications.costs.remove', { amount: formatMoney(cost.amountCents, cost.currency, i18n.language) })}
                onClick={() => onChange(costs.filter((each) => each.id !== cost.id))}
              >
                <Trash2 className="h-4 w-4" aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {totals.length > 0 && (
        <p className="text-sm text-slate-800">
          {t('applications.costs.total', { total: totals.map((each) => formatMoney(each.amountCents, each.currency, i18n.language)).join(' · ') })}
        </p>
      )}
      {costs.length < MAX_COSTS && (
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-[1fr_7rem_5rem_1.5fr_auto] sm:items-end">
          <label className="min-w-0 text-xs text-slate-700">
            {t('applications.costs.kindLabel')}
            <Select value={kind} onValueChange={(value) => setKind(value as CostKind)} options={kindOptions} ariaLabel={t('applications.costs.kindLabel')} />
          </label>
          <label className="min-w-0 text-xs text-slate-700">
            {t('applications.costs.amount')}
            <Input inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} placeholder="12,50" aria-invalid={error !== null} />
          </label>
          <label className="min-w-0 text-xs text-slate-700">
            {t('applications.costs.currency')}
            <Input maxLength={3} value={currency} onChange={(event) => setCurrency(event.target.value)} />
          </label>
          <label className="min-w-0 text-xs text-slate-700">
            {t('applications.costs.note')}
            <Input maxLength={200} value={note} onChange={(event) => setNote(event.target.value)} />
          </label>
          <Button variant="secondary" size="sm" onClick={add} className="col-span-2 sm:col-span-1">
            <Plus className="h-4 w-4" aria-hidden />
            {t('applications.costs.add')}
          </Button>
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <p className="text-xs text-slate-600">{t('applications.costs.hint')}</p>
    </fieldset>
  )
}
