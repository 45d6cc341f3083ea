import { MAX_UPLOAD_BYTES } from '#shared/limits'
import { AppError } from '#server/errors'
import { listZipEntries, isZip, protectedDocument } from './zip-guard'

// What an upload really is. The extension (or MIME type) must name an allowed type (415 otherwise,
// docs/spec/1-screens.md §5 messages); the bytes must then agree. A Word file saved with the other Word
// extension, or an RTF saved as .doc, is read as what it is; anything else is a clear 422.

export type UploadKind = 'pdf' | 'docx' | 'doc' | 'rtf' | 'txt' | 'image'
export type UploadScope = 'cv' | 'any'
export type UploadFile = { filename: string; mimetype: string; data: Uint8Array }

const DECLARED: Record<string, UploadKind> = {
  pdf: 'pdf',
  docx: 'docx',
  doc: 'doc',
  txt: 'txt',
  'application/pdf': 'pdf',
  'application/x-pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/msword': 'doc',
  'text/plain': 'txt',
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  webp: 'image',
  heic: 'image',
  heif: 'image',
  'image/jpeg': 'image',
  'image/png': 'image',
  'image/webp': 'image',
  'image/heic': 'image',
  'image/heif': 'image',
}

const ALLOWED: Record<UploadScope, ReadonlyArray<UploadKind>> = {
  cv: ['pdf', 'doc', 'docx', 'image'],
  any: ['pdf', 'txt', 'doc', 'docx', 'image'],
}

export const INVALID_TYPE_MESSAGE: Record<UploadScope, string> = {
  cv: 'Please upload a PDF, DOC, or DOCX file, or a photo (JPEG, PNG, WebP, HEIC)',
  any: 'Please upload a PDF, TXT, DOC, or DOCX file, or a photo (JPEG, PNG, WebP, HEIC)',
}
export const TOO_LARGE_MESSAGE = 'Please select a file smaller than 10MB'

const CFB_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]

export function detectFileType(file: UploadFile, scope: UploadScope): UploadKind {
  if (file.data.length > MAX_UPLOAD_BYTES) throw new AppError('FILE_TOO_LARGE', 413, TOO_LARGE_MESSAGE)
  const extension = /\.([a-z0-9]{1,8})$/i.exec(file.filename.trim())?.[1]?.toLowerCase() ?? ''
  const mimetype = file.mimetype.split(';')[0]?.trim().toLowerCase() ?? ''
  // The extension decides when there is one; a file without one is judged by its MIME type.
  const declared = extension !== '' ? DECLARED[extension] : DECLARED[mimetype]
  if (!declared || !ALLOWED[scope].includes(declared)) {
    throw new AppError('INVALID_FILE_TYPE', 415, INVALID_TYPE_MESSAGE[scope])
  }
  if (file.data.length === 0) {
    throw new AppError(
      'NO_READABLE_TEXT',
      422,
      'The uploaded file is empty. Please try a different file or paste the text directly.',
    )
  }
  const actual = sniff(file.data)
  if (actual === 'encrypted-office') throw protectedDocument()
  const isWord = declared === 'doc' || declared === 'docx'
  if (actual === declared) return actual
  if (isWord && (actual === 'doc' || actual === 'docx' || actual === 'rtf')) return actual
  // A PDF or Word file with a wrong extension is still readable where both are allowed.
  if ((actual === 'pdf' || actual === 'docx' || actual === 'doc' || actual === 'image') && ALLOWED[scope].includes(actual))
    return actual
  if (declared === 'txt' && actual === 'rtf') return 'rtf'
  throw new AppError('FILE_UNREADABLE', 422, mismatchMessage(declared, actual))
}

type Sniffed = UploadKind | 'encrypted-office' | 'zip' | 'cfb' | 'binary'

export function sniff(data: Uint8Array): Sniffed {
  const head = latin1(data.subarray(0, 1024))
  // PDF readers accept the header anywhere in the first kilobyte.
  if (head.includes('%PDF-')) return 'pdf'
  if (isZip(data)) {
    const entries = listZipEntries(data)
    return entries?.some((entry) => entry.name === 'word/document.xml') ? 'docx' : 'zip'
  }
  if (CFB_MAGIC.every((byte, index) => data[index] === byte)) return sniffCompoundFile(data)
  if (head.startsWith('{\\rtf')) return 'rtf'
  if (isImage(data)) return 'image'
  return looksLikeText(data) ? 'txt' : 'binary'
}

// An OLE compound file: a Word 97-2003 document has a "WordDocument" stream; an encrypted
// OOXML file (a password-protected .docx) has "EncryptionInfo" and "EncryptedPackage".
function sniffCompoundFile(data: Uint8Array): Sniffed {
  const names = utf16Names(data)
  if (names.includes('EncryptedPackage') || names.includes('EncryptionInfo')) return 'encrypted-office'
  if (names.includes('WordDocument')) return 'doc'
  return 'cfb'
}

function utf16Names(data: Uint8Array): string[] {
  // Directory entries hold names as UTF-16LE; scanning the whole (≤ 10 MB) file for the few
  // names we care about avoids parsing the FAT chain.
  const wanted = ['WordDocument', 'EncryptedPackage', 'EncryptionInfo']
  const found: string[] = []
  for (const name of wanted) {
    const pattern = Buffer.from(name, 'utf16le')
    if (Buffer.from(data.buffer, data.byteOffset, data.byteLength).includes(pattern)) found.push(name)
  }
  return found
}

// JPEG, PNG, WebP and the HEIF family (HEIC, AVIF: an ISO-BMFF file type box).
function isImage(data: Uint8Array): boolean {
  const head = latin1(data.subarray(0, 12))
  return (
    (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) ||
    head.startsWith('\x89PNG') ||
    (head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP') ||
    head.slice(4, 8) === 'ftyp'
  )
}

export function looksLikeText(data: Uint8Array): boolean {
  if (data.length >= 2 && ((data[0] === 0xff && data[1] === 0xfe) || (data[0] === 0xfe && data[1] === 0xff)))
    return true
  const sample = data.subarray(0, 64 * 1024)
  let control = 0
  for (const byte of sample) {
    if (byte === 0) return false
    if (byte < 0x09 || (byte > 0x0d && byte < 0x20) || byte === 0x7f) control += 1
  }
  return control <= sample.length * 0.02
}

function latin1(bytes: Uint8Array): string {
  let text = ''
  for (const byte of bytes) text += String.fromCharCode(byte)
  return text
}

function mismatchMessage(declared: UploadKind, actual: Sniffed): string {
  if (actual === 'zip')
    return 'This file is a ZIP archive, not a Word document. Please upload a PDF, DOC, or DOCX file.'
  const names: Record<UploadKind, string> = {
    pdf: 'PDF',
    docx: 'Word (DOCX)',
    doc: 'Word (DOC)',
    rtf: 'RTF',
    txt: 'text',
    image: 'image (JPEG, PNG, WebP, HEIC)',
  }
  return `This file is not a readable ${names[declared]} file. It may be damaged or have the wrong extension. Please try a different file or paste the text directly.`
}
