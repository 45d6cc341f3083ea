import { LOCALE_TAGS } from '#shared/i18n/locales'
import { currentLocale } from '#web/lib/i18n'

export function formatMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat(LOCALE_TAGS[currentLocale()], { style: 'currency', currency }).format(cents / 100)
}

// Card networks are proper names, shown as the networks write them.
const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  diners: 'Diners Club',
}

export function cardBrandName(brand: string): string {
  return BRANDS[brand.toLowerCase()] ?? brand.charAt(0).toUpperCase() + brand.slice(1)
}

/** "Visa •••• 4242" */
export function cardLabel(card: { brand: string; last4: string }): string {
  return `${cardBrandName(card.brand)} •••• ${card.last4}`
}
