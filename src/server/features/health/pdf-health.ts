import type { ServiceStatus } from '#shared/api/system'
import type { PdfPrinter } from '#server/pdf/pdf-printer'

/**
 * Operational once a browser has started. A printer that has not tried yet (the server warms it at
 * start, tests do not) starts its browser now, so the answer is never a guess.
 */
export async function pdfHealth(printer: PdfPrinter): Promise<Omit<ServiceStatus, 'name'>> {
  const state = printer.state().status === 'not started' ? await printer.warmUp() : printer.state()
  if (state.status === 'ready') return { status: 'operational', provider: state.browser }
  const provider = printer.provider === 'remote' ? 'remote chromium' : 'chromium'
  if (state.status === 'unavailable') return { status: 'down', provider, detail: state.detail }
  return { status: 'down', provider }
}
