import type { EnhancedBullet } from '#shared/api/ai'
import type { Locale } from '#shared/i18n/locales'

import { checkText } from '#server/ai/check/check-text'
import { capitalise, cleanBullet } from '#server/text/bullet-text'
import { scoreBullet } from './impact-score'

// The checker's guard on a rewritten bullet (check/README.md): every number of the rewrite is the
// original's and every word is spelled as the language's dictionary knows it (words of the
// original excepted). A rewrite that fails gives way to the original as the user wrote it.

/** Whether a bullet rewrite passes the checker against the original. */
export async function isSoundRewrite(original: string, rewrite: string, language: Locale): Promise<boolean> {
  const { ok } = await checkText({
    text: rewrite,
    kind: 'bullet',
    language,
    cvText: original,
    allowPlaceholders: true,
  })
  return ok
}

function asWritten(bullet: EnhancedBullet, language: Locale): EnhancedBullet {
  const { text, hadFullStop } = cleanBullet(bullet.original)
  const enhanced = capitalise(text) + (hadFullStop ? '.' : '')
  const { score, reasons } = scoreBullet(enhanced, language)
  return { ...bullet, enhanced, impactScore: score, reasons, changes: [] }
}

export async function checkedBullets(
  bullets: readonly EnhancedBullet[],
  fallback: Locale,
): Promise<EnhancedBullet[]> {
  return Promise.all(
    bullets.map(async (bullet) => {
      const language = bullet.language ?? fallback
      if (!bullet.enhanced || bullet.enhanced === bullet.original) return bullet
      return (await isSoundRewrite(bullet.original, bullet.enhanced, language))
        ? bullet
        : asWritten(bullet, language)
    }),
  )
}
