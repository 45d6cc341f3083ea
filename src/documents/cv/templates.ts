import type { TemplateId } from '#shared/catalogue'
import type { CvTemplate } from './template'
import { atsSimple } from './ats-simple'
import { creativeBanner } from './creative-banner'
import { dachLebenslauf } from './dach-lebenslauf'
import { executiveModern } from './executive-modern'
import { jsonresumeFlat } from './jsonresume-flat'
import { jsonresumeKendall } from './jsonresume-kendall'
import { jsonresumePaper } from './jsonresume-paper'
import { jsonresumeStackoverflow } from './jsonresume-stackoverflow'
import { modernGrid } from './modern-grid'
import { sidebarElegant } from './sidebar-elegant'
import { technicalMatrix } from './technical-matrix'
import { timeline } from './timeline'

// The catalogue's templates by id. Apart from the HTML renderer (render-cv-html.tsx) so that what
// only needs a template's CSS (fitting, Word looks) does not load react-dom's server renderer.
export const TEMPLATE_COMPONENTS: Record<TemplateId, CvTemplate> = {
  'modern-grid': modernGrid,
  'executive-modern': executiveModern,
  'ats-simple': atsSimple,
  'sidebar-elegant': sidebarElegant,
  'creative-banner': creativeBanner,
  timeline,
  'technical-matrix': technicalMatrix,
  'jsonresume-stackoverflow': jsonresumeStackoverflow,
  'jsonresume-flat': jsonresumeFlat,
  'jsonresume-kendall': jsonresumeKendall,
  'jsonresume-paper': jsonresumePaper,
  'dach-lebenslauf': dachLebenslauf,
}
