import type { TFunction } from 'i18next'
import {
  APPLICATION_CHANNELS,
  APPLICATION_ORIGINS,
  APPLICATION_STAGES,
  CLOSED_REASONS,
  CONTRACT_TYPES,
  SALARY_PERIODS,
} from '#shared/api/applications'
import type { SelectOption } from '#web/components/ui/select'

// The translated words of the tracker's fixed values, and the Select options built from them.

/** The value a Select shows for "not given" (Radix Select takes no empty value). */
export const NONE = 'none'

export const stageOptions = (t: TFunction): SelectOption[] =>
  APPLICATION_STAGES.map((stage) => ({ value: stage, label: t(`applications.stage.${stage}`) }))
export const reasonOptions = (t: TFunction): SelectOption[] =>
  CLOSED_REASONS.map((reason) => ({ value: reason, label: t(`applications.reason.${reason}`) }))

const withNone = (t: TFunction, options: SelectOption[]): SelectOption[] => [{ value: NONE, label: t('applications.form.notGiven') }, ...options]

export const channelOptions = (t: TFunction) =>
  withNone(t, APPLICATION_CHANNELS.map((value) => ({ value, label: t(`applications.channel.${value}`) })))
export const originOptions = (t: TFunction): SelectOption[] =>
  APPLICATION_ORIGINS.map((value) => ({ value, label: t(`applications.origin.${value}`) }))
export const contractOptions = (t: TFunction) =>
  withNone(t, CONTRACT_TYPES.map((value) => ({ value, label: t(`applications.contract.${value}`) })))
export const periodOptions = (t: TFunction) =>
  withNone(t, SALARY_PERIODS.map((value) => ({ value, label: t(`applications.period.${value}`) })))

/** A date `YYYY-MM-DD` in the interface language's form. */
export function formatDay(day: string, language: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  const date = new Date(`${day}T12:00:00Z`)
  return Number.isNaN(date.getTime()) ? day : new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(date)
}
