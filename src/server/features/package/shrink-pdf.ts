import { inflateSync } from 'node:zlib'
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream, type PDFRef } from 'pdf-lib'
import sharp, { type Sharp } from 'sharp'
import { SHRINK_STEPS, type ShrinkStep } from './shrink-images'

// A PDF enclosure made smaller for the size budget: a scanned Zeugnis saved as a PDF is one big
// picture per page (a phone's 3–4 MB JPEG, or a scanner's lossless image). Each large picture is
// decoded once and encoded again as JPEG at the budget step's size and quality, in place: the
// pages, their text layer, vector drawing and the picture's position stay exactly as they were
// (docs/decisions/package-pdf-shrinking.md). Pictures in encodings that cannot be read natively
// (JBIG2, CCITT, JPEG 2000: bilevel scans, small already) are left alone.

/** Smaller pictures (logos, signatures) are not worth touching. */
const MIN_IMAGE_BYTES = 120_000

export interface ShrinkablePdf {
  /** The original file's size. */
  bytes: number
  /** The PDF with its pictures at this step; the original when that is no smaller. */
  encode(step: ShrinkStep): Promise<Uint8Array>
}

interface Candidate {
  ref: PDFRef
  dict: PDFDict
  originalBytes: number
  grey: boolean
  /** Pixels at the first step's size, decoded once. */
  master: { data: Buffer; width: number; height: number; channels: 1 | 3 }
}

const nameOf = (value: unknown) => (value instanceof PDFName ? value.asString() : null)

function filterOf(dict: PDFDict): string | null {
  const filter = dict.get(PDFName.of('Filter'))
  if (filter instanceof PDFName) return filter.asString()
  if (filter instanceof PDFArray && filter.size() === 1) return nameOf(filter.get(0))
  return null
}

/** Colour components of a colour space this can re-encode: grey (1) or RGB (3); null otherwise. */
function componentsOf(pdf: PDFDocument, dict: PDFDict): 1 | 3 | null {
  const space = pdf.context.lookup(dict.get(PDFName.of('ColorSpace')))
  const name = nameOf(space)
  if (name === '/DeviceGray' || name === '/CalGray') return 1
  if (name === '/DeviceRGB' || name === '/CalRGB') return 3
  if (space instanceof PDFArray && nameOf(space.get(0)) === '/ICCBased') {
    const profile = pdf.context.lookup(space.get(1))
    const n = profile instanceof PDFRawStream ? profile.dict.get(PDFName.of('N')) : undefined
    if (n instanceof PDFNumber && (n.asNumber() === 1 || n.asNumber() === 3)) return n.asNumber() as 1 | 3
  }
  return null
}

/** The picture as sharp can read it, or null for an encoding or colour model left alone. */
function decodable(pdf: PDFDocument, stream: PDFRawStream): { image: Sharp; grey: boolean } | null {
  const { dict } = stream
  // Masks, inverted or remapped samples and palettes would change meaning when re-encoded.
  if (dict.has(PDFName.of('ImageMask')) || dict.has(PDFName.of('Decode')) || dict.has(PDFName.of('Mask'))) return null
  const filter = filterOf(dict)
  const bits = dict.get(PDFName.of('BitsPerComponent'))
  const width = dict.get(PDFName.of('Width'))
  const height = dict.get(PDFName.of('Height'))
  if (!(width instanceof PDFNumber) || !(height instanceof PDFNumber)) return null
  if (filter === '/DCTDecode') {
    const components = componentsOf(pdf, dict)
    // CMYK JPEGs (print scans) come out of sharp as RGB: a colour space of their own is set below.
    return { image: sharp(stream.contents, { failOn: 'none' }), grey: components === 1 }
  }
  if (filter === '/FlateDecode') {
    const components = componentsOf(pdf, dict)
    if (!components || !(bits instanceof PDFNumber) || bits.asNumber() !== 8) return null
    // PNG-style predictors would need unfiltering row by row; scanners rarely write them for photos.
    const parms = pdf.context.lookup(dict.get(PDFName.of('DecodeParms')))
    const predictor = parms instanceof PDFDict ? parms.get(PDFName.of('Predictor')) : undefined
    if (predictor instanceof PDFNumber && predictor.asNumber() > 1) return null
    const raw = inflateSync(stream.contents)
    const size = { width: width.asNumber(), height: height.asNumber(), channels: components }
    if (raw.byteLength < size.width * size.height * components) return null
    return { image: sharp(raw, { raw: size }), grey: components === 1 }
  }
  return null
}

/** The enclosure's large pictures, decoded once; null when there is nothing to make smaller. */
export async function shrinkablePdf(data: Uint8Array): Promise<ShrinkablePdf | null> {
  let pdf: PDFDocument
  try {
    pdf = await PDFDocument.load(data, { ignoreEncryption: true, updateMetadata: false })
  } catch {
    return null
  }
  const first = SHRINK_STEPS[0] as ShrinkStep
  const candidates: Candidate[] = []
  for (const [ref, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream) || object.contents.byteLength < MIN_IMAGE_BYTES) continue
    if (nameOf(object.dict.get(PDFName.of('Subtype'))) !== '/Image') continue
    let found: ReturnType<typeof decodable>
    try {
      found = decodable(pdf, object)
    } catch {
      continue
    }
    if (!found) continue
    try {
      const pipeline = found.image
        .resize({ width: first.longEdge, height: first.longEdge, fit: 'inside', withoutEnlargement: true })
        .removeAlpha()
      const { data: pixels, info } = await (found.grey ? pipeline.toColourspace('b-w') : pipeline.toColourspace('srgb')).raw().toBuffer({ resolveWithObject: true })
      candidates.push({
        ref,
        dict: object.dict,
        originalBytes: object.contents.byteLength,
        grey: info.channels === 1,
        master: { data: pixels, width: info.width, height: info.height, channels: info.channels === 1 ? 1 : 3 },
      })
    } catch {
      // A picture sharp cannot read stays as it is.
    }
  }
  if (candidates.length === 0) return null

  const steps = new Map<ShrinkStep, Promise<Uint8Array>>()
  const encodeAt = async (step: ShrinkStep): Promise<Uint8Array> => {
    const copy = await PDFDocument.load(data, { ignoreEncryption: true, updateMetadata: false })
    let changed = false
    for (const candidate of candidates) {
      const { master } = candidate
      const { data: jpeg, info } = await sharp(master.data, { raw: { width: master.width, height: master.height, channels: master.channels } })
        .resize({ width: step.longEdge, height: step.longEdge, fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: step.quality, chromaSubsampling: '4:2:0' })
        .toBuffer({ resolveWithObject: true })
      if (jpeg.byteLength >= candidate.originalBytes) continue
      const dict = candidate.dict.clone(copy.context)
      for (const key of ['Filter', 'DecodeParms', 'Length', 'ColorSpace', 'BitsPerComponent', 'Width', 'Height', 'Intent']) dict.delete(PDFName.of(key))
      dict.set(PDFName.of('Filter'), PDFName.of('DCTDecode'))
      dict.set(PDFName.of('ColorSpace'), PDFName.of(info.channels === 1 ? 'DeviceGray' : 'DeviceRGB'))
      dict.set(PDFName.of('BitsPerComponent'), PDFNumber.of(8))
      // The picture keeps its place on the page: its drawing scales the unit square, whatever its pixels.
      dict.set(PDFName.of('Width'), PDFNumber.of(info.width))
      dict.set(PDFName.of('Height'), PDFNumber.of(info.height))
      copy.context.assign(candidate.ref, PDFRawStream.of(dict, new Uint8Array(jpeg)))
      changed = true
    }
    if (!changed) return data
    return copy.save({ useObjectStreams: true })
  }
  return {
    bytes: data.byteLength,
    encode(step) {
      let encoded = steps.get(step)
      if (!encoded) {
        encoded = encodeAt(step)
        steps.set(step, encoded)
      }
      return encoded
    },
  }
}
