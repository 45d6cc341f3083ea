import { MS } from '#shared/limits'

export interface PlanFields {
  plan: 'trial' | 'pro'
  trialEndsAt: Date | null
  proUntil: Date | null
}

export interface AccountStatus {
  accountStatus: 'trial' | 'pro'
  isPro: boolean
  isTrialExpired: boolean
  trialDaysRemaining: number
}

/**
 * Pro while the paid period runs (renewals move proUntil); otherwise trial, expired once its 7 days
 * are over. With PLAN_LIMITS=off every account has every Pro feature.
 */
export function accountStatusOf(user: PlanFields, now: Date, planLimits: 'on' | 'off'): AccountStatus {
  const isPro = planLimits === 'off' || (user.proUntil !== null && user.proUntil.getTime() > now.getTime())
  const msLeft = user.trialEndsAt ? user.trialEndsAt.getTime() - now.getTime() : 0
  const trialDaysRemaining = isPro ? 0 : Math.max(0, Math.ceil(msLeft / MS.day))
  return {
    accountStatus: isPro ? 'pro' : 'trial',
    isPro,
    isTrialExpired: !isPro && msLeft <= 0,
    trialDaysRemaining,
  }
}
