import { createRequire } from 'node:module'
import sharp, { type Sharp } from 'sharp'
import { AppError } from '#server/errors'
import { scanError } from './scan-errors'

// An uploaded photo or scan → a sharp pipeline that reads it, with the pixel cap applied before
// anything is decoded (a 20-kilobyte PNG can claim 100 000 × 100 000 pixels). JPEG, PNG, WebP,
// TIFF and AVIF are read by sharp; HEIC (iPhone photos) by libheif compiled to WebAssembly
// (`heic-decode`), since sharp's own libheif is built without the HEVC decoder.

/** More than a 600 dpi A4 scan (35 MP) or any phone camera (12–50 MP) gives. */
const MAX_IMAGE_PIXELS = 50_000_000

const packageRequire = createRequire(import.meta.url)

type HeifImage = { width: number; height: number; decode(): Promise<{ width: number; height: number; data: Uint8ClampedArray }> }
type HeifImages = HeifImage[] & { dispose(): void }
type HeicDecode = { all(input: { buffer: Uint8Array }): Promise<HeifImages> }

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'])

/** An ISO-BMFF file whose major brand is one of HEIF's (AVIF has its own brand, read by sharp). */
function isHeic(data: Uint8Array): boolean {
  if (data.length < 12) return false
  const box = String.fromCharCode(...data.subarray(4, 8))
  const brand = String.fromCharCode(...data.subarray(8, 12))
  return box === 'ftyp' && HEIF_BRANDS.has(brand)
}

export async function decodeImage(data: Uint8Array): Promise<Sharp> {
  if (isHeic(data)) return decodeHeic(data)
  // The header alone says how large the picture claims to be; nothing is decoded for that.
  const metadata = await sharp(data, { limitInputPixels: false }).metadata().catch(() => {
    throw new AppError('FILE_UNREADABLE', 422, 'This image is damaged or not an image. Please take the photo again or upload a PDF.')
  })
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_IMAGE_PIXELS) throw scanError('SCAN_TOO_LARGE')
  return sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', animated: false })
}

async function decodeHeic(data: Uint8Array): Promise<Sharp> {
  const heic = packageRequire('heic-decode') as HeicDecode
  const images = await heic.all({ buffer: data }).catch(() => {
    throw new AppError('FILE_UNREADABLE', 422, 'This HEIC photo could not be read. Please export it as JPEG and upload it again.')
  })
  try {
    const [first] = images
    if (!first) throw new AppError('FILE_UNREADABLE', 422, 'This HEIC file holds no picture. Please export it as JPEG and upload it again.')
    if (first.width * first.height > MAX_IMAGE_PIXELS) throw scanError('SCAN_TOO_LARGE')
    const { width, height, data: rgba } = await first.decode()
    return sharp(Buffer.from(rgba.buffer, rgba.byteOffset, rgba.byteLength), { raw: { width, height, channels: 4 } })
  } finally {
    images.dispose()
  }
}
