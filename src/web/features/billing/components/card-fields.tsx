import { CreditCard } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { TestCardBody } from '#shared/api/billing'
import { Input, Label } from '#web/components/ui/input'
import { ApiRequestError } from '#web/lib/api-client'
import { describeApiError } from '#web/lib/api-errors'

export interface CardState {
  cardNumber: string
  expiry: string
  cvc: string
  name: string
}

export const EMPTY_CARD: CardState = { cardNumber: '', expiry: '', cvc: '', name: '' }

/** "4242424242424242" → "4242 4242 4242 4242" while typing. */
function groupDigits(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ')
}

/** "1234" → "12 / 34" while typing. */
function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4)
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits
}

export function cardBody(card: CardState): TestCardBody {
  return {
    cardNumber: card.cardNumber,
    expiry: card.expiry.replace(/\s/g, ''),
    cvc: card.cvc,
    ...(card.name.trim() ? { name: card.name.trim() } : {}),
  }
}

const DECLINE_CODES = [
  'card_declined',
  'insufficient_funds',
  'invalid_number',
  'invalid_expiry',
  'expired_card',
  'invalid_cvc',
  'test_mode_live_card',
] as const

/** The sentence for a refused card: the provider's decline code in the interface language. */
export function useDeclineMessage() {
  const { t } = useTranslation()
  return (error: unknown): string => {
    const body = error instanceof ApiRequestError ? (error.body as Record<string, unknown> | null) : null
    const code = body?.declineCode
    const known = DECLINE_CODES.find((c) => c === code)
    if (known) return t(`billing.card.declines.${known}`)
    if (error instanceof ApiRequestError && error.status === 410) return t('billing.testCheckout.expired')
    return describeApiError(error, t('billing.card.failed'))
  }
}

/** Card number, expiry, CVC and the name on the card, laid out like a provider's payment form. */
export function CardFields({
  idPrefix,
  card,
  onChange,
  invalid,
  describedBy,
  withName = true,
}: {
  idPrefix: string
  card: CardState
  onChange: (card: CardState) => void
  invalid: boolean
  describedBy?: string
  withName?: boolean
}) {
  const { t } = useTranslation()
  const common = { 'aria-invalid': invalid ? true : undefined, 'aria-describedby': describedBy }
  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-800">{t('billing.card.information')}</legend>
        <div className="relative">
          <Label htmlFor={`${idPrefix}-number`} className="sr-only">
            {t('billing.card.number')}
          </Label>
          <Input
            id={`${idPrefix}-number`}
            name="cardnumber"
            autoComplete="cc-number"
            inputMode="numeric"
            placeholder={t('billing.card.numberPlaceholder')}
            value={card.cardNumber}
            onChange={(event) => onChange({ ...card, cardNumber: groupDigits(event.target.value) })}
            className="rounded-b-none pr-10 font-mono tracking-wide"
            {...common}
          />
          <CreditCard className="pointer-events-none absolute top-3.5 right-3 h-4 w-4 text-slate-400" aria-hidden />
        </div>
        <div className="-mt-2 grid grid-cols-2">
          <div>
            <Label htmlFor={`${idPrefix}-expiry`} className="sr-only">
              {t('billing.card.expiry')}
            </Label>
            <Input
              id={`${idPrefix}-expiry`}
              name="exp-date"
              autoComplete="cc-exp"
              inputMode="numeric"
              placeholder={t('billing.card.expiryPlaceholder')}
              value={card.expiry}
              onChange={(event) => onChange({ ...card, expiry: formatExpiry(event.target.value) })}
              className="rounded-t-none rounded-r-none border-t-0 font-mono"
              {...common}
            />
          </div>
          <div>
            <Label htmlFor={`${idPrefix}-cvc`} className="sr-only">
              {t('billing.card.cvc')}
            </Label>
            <Input
              id={`${idPrefix}-cvc`}
              name="cvc"
              autoComplete="cc-csc"
              inputMode="numeric"
              placeholder={t('billing.card.cvc')}
              value={card.cvc}
              onChange={(event) => onChange({ ...card, cvc: event.target.value.replace(/\D/g, '').slice(0, 4) })}
              className="rounded-t-none rounded-l-none border-t-0 border-l-0 font-mono"
              {...common}
            />
          </div>
        </div>
      </fieldset>
      {withName && (
        <div className="grid gap-2">
          <Label htmlFor={`${idPrefix}-name`}>{t('billing.card.name')}</Label>
          <Input
            id={`${idPrefix}-name`}
            name="ccname"
            autoComplete="cc-name"
            value={card.name}
            onChange={(event) => onChange({ ...card, name: event.target.value })}
          />
        </div>
      )}
    </div>
  )
}
