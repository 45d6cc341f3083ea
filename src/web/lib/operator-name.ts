import { PUBLIC_ROUTES, publicUrl } from './public-routes'
import { useLoaded } from './use-loaded'

// The operator's name for the footer of every page. Public pages (landing, help, …) load without
// the app shell, so no query client and no zod here (see light-session.ts); one small GET per visit,
// checked by hand. The full details (imprint, privacy, terms) come from operator-info.ts.

let operatorName: Promise<string | null> | undefined

function fetchOperatorName(): Promise<string | null> {
  operatorName ??= fetch(publicUrl(PUBLIC_ROUTES.readOperator))
    .then(async (response) => {
      if (!response.ok) return null
      const body = (await response.json()) as { name?: unknown }
      return typeof body.name === 'string' && body.name.trim() !== '' ? body.name : null
    })
    .catch(() => null)
  return operatorName
}

/** OPERATOR_NAME of this installation; null while asking and when it is not set. */
export function useOperatorName(): string | null {
  return useLoaded(fetchOperatorName, null)
}
