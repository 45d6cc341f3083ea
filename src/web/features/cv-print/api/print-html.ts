import { useQuery } from '@tanstack/react-query'
import { RenderTemplateReply } from '#shared/api/render'
import type { TemplateId, ThemeId } from '#shared/catalogue'
import type { CvData } from '#shared/cv/cv.schema'
import type { Locale } from '#shared/i18n/locales'
import { apiRequest } from '#web/lib/api-client'

/**
 * POST /api/print-template: the owner's print is an export by another road (issue 30, point 2) —
 * one PDF export counted, the trial's watermark. Fetched once per version of the CV and look; a
 * failure is not retried, since a retry could count again.
 */
export function usePrintHtml(
  input: { id: string; version: string; cv: CvData; templateId: TemplateId; themeId: ThemeId; language: Locale } | null,
) {
  return useQuery({
    queryKey: ['/api/print-template', input?.id, input?.version, input?.templateId, input?.themeId, input?.language],
    queryFn: async () => {
      const reply = await apiRequest(
        '/api/print-template',
        {
          body: {
            templateId: input!.templateId,
            cvData: input!.cv,
            theme: input!.themeId,
            language: input!.language,
          },
        },
        RenderTemplateReply,
      )
      return reply.html
    },
    enabled: input !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  })
}
