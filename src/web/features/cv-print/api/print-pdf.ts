import { useQuery } from '@tanstack/react-query'
import type { TemplateId, ThemeId } from '#shared/catalogue'
import type { CvData } from '#shared/cv/cv.schema'
import type { Locale } from '#shared/i18n/locales'
import { apiRequestBlob } from '#web/lib/api-client'

/**
 * The owner's print is the exported PDF (POST /api/render-template): the plan's rules apply as to
 * any export — one PDF export counted, the trial's watermark (issue 30, point 2). Fetched once per
 * version of the CV and look; a failure is not retried, since a retry could count again.
 */
export function usePrintPdf(
  input: { id: string; version: string; cv: CvData; templateId: TemplateId; themeId: ThemeId; language: Locale } | null,
) {
  return useQuery({
    queryKey: ['cv-print-pdf', input?.id, input?.version, input?.templateId, input?.themeId, input?.language],
    queryFn: async () => {
      const response = await apiRequestBlob('/api/render-template', {
        body: {
          templateId: input!.templateId,
          cvData: input!.cv,
          theme: input!.themeId,
          language: input!.language,
          format: 'pdf',
        },
      })
      return response.blob()
    },
    enabled: input !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  })
}
