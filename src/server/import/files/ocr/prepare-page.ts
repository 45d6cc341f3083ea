import sharp, { type Sharp } from 'sharp'
import { findPageGeometry, type PageGeometry } from './page-geometry'
import type { GreyImage } from './tesseract-engine'

// A photo or scan of one page → the greyscale image the recogniser reads best: upright (EXIF,
// then the page's own lines), level, lit evenly, at about 200–250 dpi. Phone photos have a light
// gradient and shadows; dividing by the page's own background brightness (found as the brightest
// pixel of each small tile, blurred) flattens them without touching the letters.

/** Page width in pixels the recogniser gets: ~200–240 dpi on A4, enough for 9-point type. */
const MIN_PAGE_WIDTH = 1650
const MAX_PAGE_WIDTH = 2000
const A4_WIDTH_INCHES = 8.27
const GEOMETRY_WIDTH = 800
const TILE = 16

export type PreparedPage = {
  image: GreyImage
  dpi: number
  /** Pixels of the prepared page per pixel of the picture it was given. */
  scale: number
  geometry: PageGeometry
  /** Whether anything is drawn on the page at all. */
  hasInk: boolean
  /** Mean brightness (0–255) of the picture as taken, before its light was evened out. */
  brightness: number
}

async function toGrey(pipeline: Sharp): Promise<GreyImage> {
  const { data, info } = await pipeline.greyscale().raw().toBuffer({ resolveWithObject: true })
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height }
}

function fromGrey(image: GreyImage): Sharp {
  return sharp(image.data, { raw: { width: image.width, height: image.height, channels: 1 } })
}

/** Rotates a greyscale page clockwise, the corners filled white. */
export async function rotateGrey(image: GreyImage, degrees: number): Promise<GreyImage> {
  if (degrees === 0) return image
  return toGrey(fromGrey(image).rotate(degrees, { background: '#ffffff' }))
}

export async function preparePage(decoded: Sharp): Promise<PreparedPage> {
  // EXIF orientation first (phones store the picture sideways and say so in a tag).
  const grey = await toGrey(decoded.clone().rotate())
  const pageWidth = Math.min(grey.width, grey.height)
  const scale = Math.min(MAX_PAGE_WIDTH, Math.max(MIN_PAGE_WIDTH, pageWidth)) / pageWidth
  const sized = scale === 1 ? grey : await toGrey(fromGrey(grey).resize({ width: Math.round(grey.width * scale), kernel: 'lanczos3' }))
  const brightness = meanOf(sized.data)
  const even = await evenLight(sized)
  const small = await toGrey(fromGrey(even).resize({ width: GEOMETRY_WIDTH }))
  const geometry = findPageGeometry(small)
  const inkPixels = small.data.reduce((count, value) => (value < 140 ? count + 1 : count), 0)
  const upright = await rotateGrey(even, geometry.turn + geometry.skew)
  return { image: upright, dpi: Math.min(upright.width, upright.height) / A4_WIDTH_INCHES, scale, geometry, brightness, hasInk: inkPixels > small.data.length * 0.001 }
}

function meanOf(data: Uint8Array): number {
  let sum = 0
  for (const value of data) sum += value
  return data.length === 0 ? 0 : sum / data.length
}

// Each pixel divided by the paper's brightness around it: the paper turns white, ink keeps its
// contrast to the paper whatever the light fell like.
async function evenLight(image: GreyImage): Promise<GreyImage> {
  const tilesX = Math.ceil(image.width / TILE)
  const tilesY = Math.ceil(image.height / TILE)
  const brightest = new Uint8Array(tilesX * tilesY)
  for (let y = 0; y < image.height; y += 1) {
    const row = y * image.width
    const tileRow = Math.floor(y / TILE) * tilesX
    for (let x = 0; x < image.width; x += 1) {
      const tile = tileRow + Math.floor(x / TILE)
      const value = image.data[row + x] as number
      if (value > (brightest[tile] as number)) brightest[tile] = value
    }
  }
  // A tile inside a photo or a dark table cell has no paper in it: the blur borrows from around.
  const background = await toGrey(
    sharp(brightest, { raw: { width: tilesX, height: tilesY, channels: 1 } })
      .blur(2)
      .resize({ width: image.width, height: image.height, fit: 'fill', kernel: 'linear' }),
  )
  const out = new Uint8Array(image.data.length)
  for (let index = 0; index < out.length; index += 1) {
    const paper = Math.max(24, background.data[index] as number)
    out[index] = Math.min(255, Math.round(((image.data[index] as number) * 255) / paper))
  }
  // No contrast stretch after this: on a nearly blank page it would blow the paper's grain up into
  // thousands of specks, each of which the recogniser examines (two minutes for an empty page).
  return { ...image, data: out }
}

/**
 * How sharp the page is: the spread of its edges (a Laplacian) on a copy ~800 pixels across.
 * Only asked when nothing could be read, to tell a blurred picture from an empty one.
 */
export async function sharpnessOf(image: GreyImage): Promise<number> {
  const stats = await fromGrey(image)
    .resize({ width: GEOMETRY_WIDTH })
    .convolve({ width: 3, height: 3, kernel: [0, 1, 0, 1, -4, 1, 0, 1, 0], offset: 128 })
    .stats()
  return stats.channels[0]?.stdev ?? 0
}
