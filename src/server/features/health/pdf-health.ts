import type { ServiceStatus } from '#shared/api/system'
import type { PdfPrinter } from '#server/pdf/pdf-printer'

/**
 * Operational once a browser has started, degraded while it starts (the server starts it with
 * itself and answers health meanwhile). A printer that has not tried yet (tests) starts its browser
 * now, so the answer is never a guess.
 */
export async function pdfHealth(printer: PdfPrinter): Promise<Omit<ServiceStatus, 'name'>> {
  const state = printer.state().status === 'not started' ? await printer.warmUp() : printer.state()
  const provider = printer.provider === 'remote' ? 'remote chromium' : 'chromium'
  switch (state.status) {
    case 'ready':
      return { status: 'operational', provider: state.browser }
    case 'unavailable':
      return { status: 'down', provider, detail: state.detail }
    default:
      return { status: 'degraded', provider, detail: 'The browser is starting.' }
  }
}
