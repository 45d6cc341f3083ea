import type { RenderCvHtmlInput } from '#documents/cv/render-cv-html'

/**
 * The CV's HTML (render-cv-html.tsx), with its module loaded at the first render: it brings
 * react-dom's server renderer, 1.4 MB of JavaScript that every start of the server would
 * otherwise parse and run (~60 ms) before it answers.
 */
export async function renderCvHtmlOnDemand(input: RenderCvHtmlInput): Promise<string> {
  const { renderCvHtml } = await import('#documents/cv/render-cv-html')
  return renderCvHtml(input)
}
