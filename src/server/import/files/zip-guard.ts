import { inflateRawSync } from 'node:zlib'
import { AppError } from '#server/errors'

// Reads a ZIP's central directory and inflates entries with a hard output cap, so that a
// zip bomb dressed as a DOCX is refused before mammoth (which trusts the archive) sees it.

export type ZipEntry = {
  name: string
  method: number
  isEncrypted: boolean
  compressedSize: number
  uncompressedSize: number
  localHeaderOffset: number
}

const EOCD_SIGNATURE = 0x06054b50
const CENTRAL_SIGNATURE = 0x02014b50
const LOCAL_SIGNATURE = 0x04034b50
const MAX_ENTRIES = 5_000
/** A CV's document.xml is well under 5 MB even with tracked changes; images are skipped. */
export const MAX_ENTRY_BYTES = 32 * 1024 * 1024
export const MAX_TOTAL_XML_BYTES = 64 * 1024 * 1024

export function isZip(data: Uint8Array): boolean {
  return data.length >= 4 && data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04
}

/** The archive's entries, or null when the bytes are not a readable ZIP. */
export function listZipEntries(data: Uint8Array): ZipEntry[] | null {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  const eocd = findEndOfCentralDirectory(view)
  if (eocd < 0) return null
  const count = view.getUint16(eocd + 10, true)
  const directoryOffset = view.getUint32(eocd + 16, true)
  if (count > MAX_ENTRIES || directoryOffset >= data.length) return null
  const entries: ZipEntry[] = []
  let offset = directoryOffset
  const decoder = new TextDecoder()
  for (let index = 0; index < count; index += 1) {
    if (offset + 46 > data.length || view.getUint32(offset, true) !== CENTRAL_SIGNATURE) return null
    const flags = view.getUint16(offset + 8, true)
    const nameLength = view.getUint16(offset + 28, true)
    const extraLength = view.getUint16(offset + 30, true)
    const commentLength = view.getUint16(offset + 32, true)
    if (offset + 46 + nameLength > data.length) return null
    entries.push({
      name: decoder.decode(data.subarray(offset + 46, offset + 46 + nameLength)),
      method: view.getUint16(offset + 10, true),
      isEncrypted: (flags & 1) === 1,
      compressedSize: view.getUint32(offset + 20, true),
      uncompressedSize: view.getUint32(offset + 24, true),
      localHeaderOffset: view.getUint32(offset + 42, true),
    })
    offset += 46 + nameLength + extraLength + commentLength
  }
  return entries
}

function findEndOfCentralDirectory(view: DataView): number {
  const lowest = Math.max(0, view.byteLength - 22 - 0xffff)
  for (let offset = view.byteLength - 22; offset >= lowest; offset -= 1) {
    if (view.getUint32(offset, true) === EOCD_SIGNATURE) return offset
  }
  return -1
}

/** One entry's bytes, inflated with a cap; throws a 422 when the entry lies about its size. */
export function readZipEntry(data: Uint8Array, entry: ZipEntry, maxBytes = MAX_ENTRY_BYTES): Uint8Array {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  const local = entry.localHeaderOffset
  if (local + 30 > data.length || view.getUint32(local, true) !== LOCAL_SIGNATURE) throw unreadable()
  const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true)
  const compressed = data.subarray(start, start + entry.compressedSize)
  if (entry.uncompressedSize > maxBytes || entry.isEncrypted) throw unreadable()
  if (entry.method === 0) return compressed
  if (entry.method !== 8) throw unreadable()
  try {
    // The declared size (+1 to notice a lie) bounds what zlib may allocate.
    const inflated = inflateRawSync(compressed, { maxOutputLength: Math.max(1, entry.uncompressedSize + 1) })
    if (inflated.length !== entry.uncompressedSize) throw unreadable()
    return inflated
  } catch (error) {
    if (error instanceof AppError) throw error
    throw unreadable()
  }
}

/**
 * Checks every XML part of a DOCX for honest, bounded sizes by inflating it under a cap.
 * Returns the inflated parts by name for callers that want headers and footers.
 */
export function guardWordArchive(data: Uint8Array): Map<string, Uint8Array> {
  const entries = listZipEntries(data)
  if (!entries) throw unreadable()
  if (!entries.some((entry) => entry.name === 'word/document.xml')) {
    throw new AppError(
      'FILE_UNREADABLE',
      422,
      'This file is not a Word document. Please upload a PDF, DOC, or DOCX file.',
    )
  }
  if (entries.some((entry) => entry.isEncrypted)) throw protectedDocument()
  const parts = new Map<string, Uint8Array>()
  let total = 0
  for (const entry of entries) {
    if (!/\.(?:xml|rels)$/i.test(entry.name)) continue
    total += entry.uncompressedSize
    if (total > MAX_TOTAL_XML_BYTES) throw tooLarge()
    if (entry.uncompressedSize > MAX_ENTRY_BYTES) throw tooLarge()
    parts.set(entry.name, readZipEntry(data, entry))
  }
  return parts
}

function unreadable(): AppError {
  return new AppError(
    'FILE_UNREADABLE',
    422,
    'This Word file is damaged and could not be read. Please try a different file or paste the text directly.',
  )
}

function tooLarge(): AppError {
  return new AppError(
    'FILE_UNREADABLE',
    422,
    'This Word file expands to more content than a CV can hold and was not read. Please try a different file.',
  )
}

export function protectedDocument(): AppError {
  return new AppError(
    'FILE_UNREADABLE',
    422,
    'This document is password-protected. Please remove the password and upload it again.',
  )
}
