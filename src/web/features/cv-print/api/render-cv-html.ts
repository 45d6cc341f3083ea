import { useQuery } from '@tanstack/react-query'
import { RenderTemplateReply } from '#shared/api/render'
import type { TemplateId, ThemeId } from '#shared/catalogue'
import type { CvData } from '#shared/cv/cv.schema'
import type { Locale } from '#shared/i18n/locales'
import { apiRequest } from '#web/lib/api-client'

/** POST /api/v2/cv/render-template: the A4 HTML document of the CV. */
export function useRenderedCv(
  input: { cv: CvData; templateId: TemplateId; themeId: ThemeId; language: Locale } | null,
) {
  return useQuery({
    queryKey: ['/api/v2/cv/render-template', input],
    queryFn: async () => {
      const reply = await apiRequest(
        '/api/v2/cv/render-template',
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
  })
}
