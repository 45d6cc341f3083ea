import type { CvData } from '#shared/cv/cv.schema'
import { guessLanguage } from '#server/text/detect-language'

/**
 * The language an imported CV's own sentences are written in, when they say it clearly: the builder
 * prints in it by default and says so when the user picks another (issue 30, point 6). Headings and
 * names are left out — "Skills", "Python" and a company tell nothing about the text.
 */
export function withContentLanguage(cv: CvData): CvData {
  if (cv.language) return cv
  const sentences = [
    cv.summary,
    ...cv.experience.flatMap((entry) => [entry.description, ...entry.bullets]),
    ...cv.projects.flatMap((project) => [project.description, ...project.bullets]),
    ...cv.education.flatMap((entry) => entry.details),
  ].join('\n')
  const guess = guessLanguage(sentences)
  return guess && guess.confidence >= 0.35 ? { ...cv, language: guess.language } : cv
}
