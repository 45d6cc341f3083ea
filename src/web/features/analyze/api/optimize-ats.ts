import { useMutation } from '@tanstack/react-query'
import { type OptimizeAtsBody, OptimizeAtsReply } from '#shared/api/ai'
import { apiRequest } from '#web/lib/api-client'

export function optimizeAts(body: OptimizeAtsBody) {
  return apiRequest('/api/ai/optimize-ats', { body }, OptimizeAtsReply)
}

export function useOptimizeAts() {
  return useMutation({ mutationFn: optimizeAts })
}
