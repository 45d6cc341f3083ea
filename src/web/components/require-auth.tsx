import type { ReactNode } from 'react'
import { Navigate } from 'react-router'
import type { User } from '#shared/api/auth'
import { PATHS } from '#web/lib/paths'
import { useCurrentUser } from '#web/lib/current-user'

/** Renders its children with the signed-in user; visitors go to /login. */
export function RequireAuth({ children }: { children: (user: User) => ReactNode }) {
  const user = useCurrentUser()
  if (user.isPending) return <div className="min-h-screen" aria-busy="true" />
  if (!user.data) return <Navigate to={PATHS.login} replace />
  return <>{children(user.data)}</>
}
