import sharp from 'sharp'
import { decodeImage } from '#server/import/files/ocr/decode-image'
import { findPageGeometry } from '#server/import/files/ocr/page-geometry'

// Photographed and scanned enclosures are set on A4 pages as JPEG. A size budget is met by
// stepping down resolution and quality together, from print quality (200 dpi on A4) to what
// still reads well on a screen (~100 dpi); the first step whose package fits is kept.

export interface ShrinkStep {
  /** The longer side in pixels (A4's 297 mm: 2339 px = 200 dpi). */
  longEdge: number
  quality: number
}

export const SHRINK_STEPS: readonly ShrinkStep[] = [
  { longEdge: 2339, quality: 82 },
  { longEdge: 2000, quality: 76 },
  { longEdge: 1754, quality: 70 },
  { longEdge: 1500, quality: 62 },
  { longEdge: 1300, quality: 55 },
  { longEdge: 1170, quality: 48 },
]

export interface EncodedImage {
  data: Uint8Array
  width: number
  height: number
}

/** One picture, decoded once (EXIF turned upright, any transparency on white) and encoded per step. */
export interface ShrinkableImage {
  /** Quarter turns (clockwise) the picture was given to stand upright. */
  turn: number
  encode(step: ShrinkStep): Promise<EncodedImage>
}

/** `turn`: as the recogniser found it on upload (its text layer is placed by it); found here otherwise. */
export async function shrinkableImage(data: Uint8Array, known?: { turn: number }): Promise<ShrinkableImage> {
  const decoded = await decodeImage(data)
  const first = SHRINK_STEPS[0] as ShrinkStep
  // The largest step's pixels, kept raw: every step starts from them instead of decoding again.
  let master = await decoded
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize({ width: first.longEdge, height: first.longEdge, fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  // A page photographed sideways or upside down is turned upright, as the OCR reads it.
  let turn = known?.turn
  if (turn === undefined) {
    const small = await sharp(master.data, { raw: master.info }).greyscale().resize({ width: 800 }).raw().toBuffer({ resolveWithObject: true })
    turn = findPageGeometry({ data: small.data, width: small.info.width, height: small.info.height }).turn
  }
  if (turn !== 0) master = await sharp(master.data, { raw: master.info }).rotate(turn).raw().toBuffer({ resolveWithObject: true })
  const { width, height, channels } = master.info
  const cache = new Map<ShrinkStep, Promise<EncodedImage>>()
  return {
    turn,
    encode(step) {
      let encoded = cache.get(step)
      if (!encoded) {
        encoded = sharp(master.data, { raw: { width, height, channels } })
          .resize({ width: step.longEdge, height: step.longEdge, fit: 'inside', withoutEnlargement: true })
          .jpeg({ quality: step.quality, chromaSubsampling: '4:2:0' })
          .toBuffer({ resolveWithObject: true })
          .then(({ data: jpeg, info }) => ({ data: new Uint8Array(jpeg), width: info.width, height: info.height }))
        cache.set(step, encoded)
      }
      return encoded
    },
  }
}
