import sharp from 'sharp'
import { speller } from '#server/ai/check/spelling'
import { openPdfForDrawing, renderPdfPage } from './render-pdf-page'
import { minimalPdf } from '../minimal-pdf'
import { likelyLanguages, recognise } from './tesseract-engine'

// The recogniser warmed in a worker before its first scan (cpu-worker.ts, after "ready", as the AI
// engines are): the engine and the German and English trained data load (~0.2 s), three
// readings of three typed lines make V8 compile the recogniser's hot WebAssembly functions with its
// optimising compiler (its first page otherwise runs on baseline code: ~0.7 s more CPU, measured
// 2.3 s against 1.6 s for a letter), and the German and English spelling dictionaries load. Nothing of a person's is involved: the picture below is ours.

// 733 × 100, black on white, DejaVu Sans: "Arbeitszeugnis: Frau Beispiel war vom 1. März 2020 /
// bis 30. Juni 2024 als Entwicklerin bei uns tätig. / She always worked to our complete satisfaction."
const WARM_UP_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAt0AAABkAQAAAAByFrHLAAAJkklEQVRo3u3ZwW7byBkH8FEYZPZgaLI3HwSOgbyAe1MBglMgQPMaXewL6KiDIDLQIrOn6BHyGrmVAgv4uC9QoOT6kGNH2MsEmOX0/w1JibLpxNnYLQqEhgWL4vwkk998830U84+3WfYNvxPX+DWnL5hbhzaSHkV79Ph2LW7gjbgbt0y1z6rJJ3EX4eF1w1u8YVklK95MBrj5FM6y++OOqUIUkWOWOf5wePeMyZwX+NzLAz5ylr3Nuj9qq457R/CXeMhdj6+k1lc7u7wv7j6J+3KI/95IsflXbeyc2Zd2knMXmYKzOVPMZThfRWTshPCKs0yWhOdryRKmRCW1327KQhbCZrqQ+TQ64Nj5HZ1JKUq/N67DIzMxxTPgCVtlIo+KicEewp8xGfCUpTFelSIX2utNibMqnNK5yJ9OOnzJsfMGXgecGeMCnmSCEV6d4DZl8azF+QDfMp4z1uI/HfAmDNkDN7hYm11tFsYpZZerWSbEZleZ+iNw9rdmLXBkxVbpdKaSWOBFwq/ebXbeKcH1pjAdPte0E9epieW1r+sm4Jmury3h3iybWTYVm9KY2hP+A4Iv4C4DDg3PtL+aaF+W+IQ4VNe2wy/DTpN5lwIvCcdVzbQpXcAr44HLMuA+4LbFl9lbwvVUXsP4XjcR8DjGW/X4mz+FnRWGEb454gUDHvmdYT1eSYqW2ueE19WcTWcR4SwKeAXHn+KTsHOHoF4D5wG3PY6csDniJgp4wwKOizON2eqAb3PCp4RfH3HaucF8buR1Iwgv8B/jtND0Z0ob7zq8jfO6mWwJb86zBnFOpwWT6NfnIv8R4Fk6wHWkaSem2M7L0kmKlgFulDji/nXAcQ0PuOnxai4Erp3/6QZOO5F8Nl6UVpmAz3u8iQlXHW56XPR4M/skviGckiwHbjLCtQNe1wGfSZu5tA3FAb7BOZ+pgCPOAy4Dnq8RigdcE+6khy82lafcQjgmDYVic66smiUi4B+MCXgqRIQZmsi3s2aGScQRigb4BmCRCd3h9A9p7ET6hK81ZhOyosZ/TNN/YZ6G6R8zTH8KxTD9KVryCHGeIhTb6Y9oMSsZoqXIGCccGTzg2IklwGEILxjlc9Hj9oDnI/h6FMcsGMWxEjFaiQLOHTPAl0i5aoKUS3gUcM+2xUvgPkfiWlHK5YSr4gXwyhdyiGNni1eyYLSGej+e+8e24ZJxj20cv6t4eAj874+J5/wxcfGYuHxE/KG2b/j/Ai9vFYlOnTwdzihUuk6F1+v+wMHLqKAP1eUQNxOfZ11SwRimjMAKbbJudD75Kpx5KvI6vGHoDNBNVEOcxn0Kd+oaS+c4vmZygCPtIs1+IY7xt3DafrPrWB5ybZNiNbxGtu5x+u3Gdfjti+PUzVzd494lqTjiXujdv024DF+Fd3W+SxThV8YwOmqra2/9z5nPlS7Cgj+pnqRiKotZeoZGgP2AS4LOiloBGoNqzUwKyc7D2T3iVOfjj9UBXx3w7zLPBAp8wln1JAbOZskMjQBwFjor0eIrwnPOzlc3ceoyC3QUA1xsUclgdSWctTiuSsDnCRqBA85bfMkydDa8tMsTPNT5aEyX2bbFlwnhYt/iimvxC6KlMkvgcSz+eblKUDfVlclcHFoBGjNfA3+HsmW5GuJtKY6lusdx9hFywFHaZlRICQrF2i6z2TPUzO7CJSgna/QMoY4MOB2JS1WWdnGK2wXh7AR3hKOTxBB+xM/+GqMBmEB62+FvqBU44Kj97aK5gYc6fznErQK+IbzgmlEoHvGIavUep2o94Bx4NYZTnY/3HuAmA87Rc3jUa7k84ClwPoYnuLwqH8PbOO+jhfDKb+tGGMQJu2rjnPCf/5K2nxzldH9afIunIVp+HMGpzj9OIsJ3XtdOAm/Qxrsez6u0O+e3cFXR5S3HcHPAyxbfAEdv0OJUBQ5wdhOnMYp+RvC2zu9yS1kFnHu9QzK32Q18TaG4SlSPh1aAxhzxk1DEJPpg/G8mjeUWeEE4egO8jQ8416rHC+CYRAkagRaPQytAY/4c8HYSySPeTv+Qz4FXLOCMUz7P2mjBZQ1xHu3QYGL6I7d00YLpH1FmoPYnc5M8Ks6XbAzHSjTEsRLdwFcdnpyN4w3wihLXEI9Q57drKHDzvMONaPH8lUYq6vGGUu5TlccdrkIr8JxwZJDiRUUpd4CfpPe7qv4v2E6i5aFxp+7CN19t/34n7vgXUiMfvL9b+Dh4dhcuHgA//v3/XOV+w+/A++L/Vt/sFD2K8ZH18And+GmPGx5tGd2zfQjcjOHV5/HRWwH14Ka47nGbneLFA+F7P4KXHx8A9wfcn+D68xf0q3BGLQSqfCzGeSrritOt/UoUZ6nA6icalqBqYmtFtVeeMscWKJ1rFxW8UL4Q2HVpJ/kMi9lFJAp5uKPS4mvkSRTigtZLURec7r5j5Fkyw0vAaRFjKeENfTfALkQe1egkOK2Agk3ZJSr/cxwLPKcbbodz3nVyB7zMA46l/GyewMJpMVjbWdzidAePccKZ8VTvCYzEGr+3YOaZoNeO0aJQ7qMgoiqfbxXflvoD3drflDt3uVzNEsKXqFGAb1Bbv0+SmOvNrq4NqivuxS8Yif5h/9Em8n1G3wXsjnhk2iJU67cRII1ynm7t813pLmxzjvfVlVU2nSoUX06Z1UyJK13TlwUN6qUwEv3DnipCm4XvAg44Zmgon1Hlv3kh8AiC7r6LunSYAud4XxSlNIxwm5km4AYvL5y6Au54i1dz1CJTul1/wF0oaQRV+cALXmqETodHht2NF2zhGPeMRppK7nE5buG+aHFGuGS83KIeL7/fEs7vwOUAzzFGGxPhgo7gZhEaK1T5/7iQ7OpaIM5/fS7aTx4m9DiOMKNZVgiMRJ+8t89GcBtwqpWLRSx1LRoe7r635/yzuJtipPGv6Rutz+LovsoeZye4HMX9m4CbUfwdTkuiOjyV2rS4DKG4zOwxFJEdulCUFIrUYssT/HYoauol5Jaq/Ao4N/JdSbf2dVm6y7lqJxF92xDHhMv3qwQ4JlHlFo248mhdcEE/AG8nkdC63vd4zqgXC9GCD8i4RQvf3X138xmbUXV+SdOfosKH6Q88TP8Fp1CkCX8Zpn/K5hGeDfHJOI6Id8kZfRHgi5C4VIsjcfX4sseLHk8ocQ3wCtNfUS59BTzLX+FX0K39SpQu5SCBh5Sb5TR3KeUSjpTLLMeUQHfxCni0d09UnlDKHeA3F4HTfH/Xpu9z0H8ZN/cZ9kfx/DHx14+J368t+oP4A26Pi/8HriLBOtmEqN0AAAAASUVORK5CYII='
const READINGS = 3

/**
 * Warms the recogniser between jobs: each reading waits for the event loop to be free, and the
 * warm-up stops as soon as `isBusy()` says a job has begun (that job then pays what is left).
 * Returns what the last reading read ('' if none ran).
 */
export async function warmUpRecogniser(isBusy: () => boolean): Promise<string> {
  const { data, info } = await sharp(Buffer.from(WARM_UP_PNG, 'base64')).greyscale().raw().toBuffer({ resolveWithObject: true })
  const image = { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height }
  let read = ''
  for (let reading = 0; reading < READINGS; reading += 1) {
    await new Promise((resolve) => setImmediate(resolve))
    if (isBusy()) return read
    read = (await recognise(image, likelyLanguages(undefined), 200)).words.map((word) => word.text).join(' ')
  }
  // A scanned PDF's page drawn once (pdf.js's drawing code and the canvas load: ~0.9 s of CPU that
  // a worker's first scanned PDF would otherwise pay).
  await new Promise((resolve) => setImmediate(resolve))
  if (isBusy()) return read
  const { document, close } = await openPdfForDrawing(imagePdf())
  await renderPdfPage(document, 1).finally(close)
  // The dictionaries that put a German page's umlauts back (restore-accents.ts), ~0.5 s.
  for (const language of ['de', 'en'] as const) {
    await new Promise((resolve) => setImmediate(resolve))
    if (isBusy()) return read
    await speller(language)
  }
  return read
}

/** A one-page PDF that paints a 2 × 2 grey picture, as a scanner's PDF paints its page. */
function imagePdf(): Uint8Array {
  const content = 'q 60 0 0 80 0 0 cm BI /W 2 /H 2 /CS /G /BPC 8 ID \x00\xff\xff\x00 EI Q'
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Count 1 /Kids [3 0 R] >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 60 80] /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ]
  return minimalPdf(objects)
}
