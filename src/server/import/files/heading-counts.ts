import { headingKind } from '#server/text/headings'

// Themes print the number of a section's entries after its heading ("Work Experience(2)",
// "Projects (3)"); where the count is drawn in a span the page hides, a Word file converted from the
// theme's HTML still holds it. The count is no part of the heading, which no word list knows with
// it: a line that is a heading once its count goes is read as that heading.

const COUNTED_LINE = /^(\S.{1,60}?)\s*[([]\d{1,3}[)\]]$/u

export function dropHeadingCounts(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      const heading = COUNTED_LINE.exec(line.trim())?.[1]
      return heading !== undefined && headingKind(heading) !== null ? heading : line
    })
    .join('\n')
}
