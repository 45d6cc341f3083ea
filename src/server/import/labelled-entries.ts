import { entryLabelOf, type EntryLabel } from '#server/text/entry-labels'
import { BULLET } from '#server/text/lines'
import { flat, type CvLine } from '#server/text/lines'

// Form-like entries ("Período: 02/2019 – actualidad" / "Empresa: Hospital La Fe" / "Cargo:
// Enfermera" / "Funciones: • …"), as Word tables and Europass-style documents write them, are
// rewritten into the shape the entry readers know: "role ⇥ dates", then the employer or school,
// then the duties as bullets. The labels say what each value is; their order does not matter.

const MIN_LABELLED_LINES = 3

type Block = Partial<Record<EntryLabel, string>> & { bullets: string[] }

export function unlabelEntries(lines: readonly CvLine[]): CvLine[] {
  const labelled = lines.map((line) => labelOf(line))
  const count = labelled.filter((label) => label !== null).length
  if (count < MIN_LABELLED_LINES || !labelled.some((label) => label?.label === 'period')) return [...lines]
  const opener = labelled.find((label) => label !== null)?.label
  const result: CvLine[] = []
  let block: Block | null = null
  let lastLabel: EntryLabel | null = null
  const flush = (): void => {
    if (block) result.push(...blockLines(block))
    block = null
  }
  lines.forEach((line, index) => {
    const found = labelled[index] ?? null
    if (found) {
      if (found.label === opener || !block || block[found.label] !== undefined) {
        flush()
        block = { bullets: [] }
      }
      const current = block as Block
      lastLabel = found.label
      if (found.label === 'duties') {
        if (found.value !== '') current.bullets.push(found.value.replace(BULLET, ''))
      } else current[found.label] = found.value
      return
    }
    if (block && lastLabel === 'duties') {
      const current = block as Block
      const text = flat(line)
      // A wrapped duty continues in lower case; a new one has its marker or a capital.
      if (!line.isBullet && /^\p{Ll}/u.test(text) && current.bullets.length > 0)
        current.bullets[current.bullets.length - 1] += ` ${text}`
      else current.bullets.push(text)
      return
    }
    flush()
    result.push(line)
  })
  flush()
  return result
}

function labelOf(line: CvLine): { label: EntryLabel; value: string } | null {
  if (line.isBullet) return null
  // "Período: ⇥ 02/2019 – actualidad" (a table row) or "Período: 02/2019 – actualidad".
  const text = line.cells.length > 1 ? `${line.cells[0] ?? ''} ${line.cells.slice(1).join(' ')}` : flat(line)
  return entryLabelOf(text)
}

function blockLines(block: Block): CvLine[] {
  const line = (cells: string[], isBullet = false): CvLine => ({
    cells,
    text: cells.join('\t'),
    isBullet,
    indent: 0,
  })
  const dates = block.period ?? ''
  const where = [block.employer ?? block.school ?? '', block.place ?? ''].filter((part) => part !== '').join(', ')
  // The labels say which value is the job and which the employer: "role @ employer" keeps that
  // (the entry reader takes "X @ Y" as title and company whatever their words suggest).
  if (block.role && block.employer) {
    const out = [line(dates === '' ? [`${block.role} @ ${where}`] : [`${block.role} @ ${where}`, dates])]
    for (const bullet of block.bullets) if (bullet.trim() !== '') out.push(line([bullet.trim()], true))
    return out
  }
  const head = block.role ?? block.degree ?? ''
  const out: CvLine[] = []
  if (head !== '') out.push(line(dates === '' ? [head] : [head, dates]))
  if (where !== '') out.push(head === '' && dates !== '' ? line([where, dates]) : line([where]))
  if (head === '' && where === '' && dates !== '') out.push(line([dates]))
  if (block.grade) out.push(line([`Grade: ${block.grade}`]))
  for (const bullet of block.bullets) if (bullet.trim() !== '') out.push(line([bullet.trim()], true))
  return out
}
