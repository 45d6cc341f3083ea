// Spearman's rank correlation (ties share the mean rank), for checking scores against human labels.

function ranks(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value)
  const result = new Array<number>(values.length).fill(0)
  let i = 0
  while (i < order.length) {
    let j = i
    while (j + 1 < order.length && order[j + 1]?.value === order[i]?.value) j++
    for (let k = i; k <= j; k++) result[order[k]?.index ?? 0] = (i + j) / 2 + 1
    i = j + 1
  }
  return result
}

export function spearman(a: readonly number[], b: readonly number[]): number {
  const ra = ranks(a)
  const rb = ranks(b)
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length
  const ma = mean(ra)
  const mb = mean(rb)
  let num = 0
  let da = 0
  let db = 0
  ra.forEach((x, i) => {
    const y = rb[i] ?? 0
    num += (x - ma) * (y - mb)
    da += (x - ma) ** 2
    db += (y - mb) ** 2
  })
  return da === 0 || db === 0 ? 0 : num / Math.sqrt(da * db)
}
