import { CvRecord } from '#shared/api/cv'
import { apiRequest } from '#web/lib/api-client'

export function getCv(id: string) {
  return apiRequest(`/api/cv/${encodeURIComponent(id)}`, {}, CvRecord)
}
