import { TriangleAlert } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { OperatorInfo } from '#shared/api/legal'

/** Says plainly when a self-hoster has not entered the operator's details (OPERATOR_* settings). */
export function OperatorNotice({ info }: { info: OperatorInfo }) {
  const { t } = useTranslation()
  if (info.configured) return null
  const fields = info.missing.map((field) => t(`legal.fields.${field}`)).join(', ')
  return (
    <p role="note" data-testid="operator-missing" className="mb-8 flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      {t('legal.operatorMissing', { fields })}
    </p>
  )
}
