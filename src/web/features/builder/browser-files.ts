// Files in the browser: saving a download and shrinking a photo before it is stored.

export const PHOTO_MAX_PX = 400
const PHOTO_JPEG_QUALITY = 0.85

export { saveBlob } from '#web/lib/save-blob'

function loadImage(file: File): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file)
    const image = new Image()
    image.onload = () => {
      URL.revokeObjectURL(url)
      resolve(image)
    }
    image.onerror = () => {
      URL.revokeObjectURL(url)
      reject(new Error('Image could not be read'))
    }
    image.src = url
  })
}

/** The photo scaled to at most 400 px on its longer side, as a JPEG data URL (white behind transparency). */
export async function resizePhoto(file: File, maxPx: number = PHOTO_MAX_PX): Promise<string> {
  const image = await loadImage(file)
  const scale = Math.min(1, maxPx / Math.max(image.naturalWidth, image.naturalHeight))
  const width = Math.max(1, Math.round(image.naturalWidth * scale))
  const height = Math.max(1, Math.round(image.naturalHeight * scale))
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d')
  if (!context) throw new Error('Canvas is not available')
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, width, height)
  context.imageSmoothingQuality = 'high'
  context.drawImage(image, 0, 0, width, height)
  return canvas.toDataURL('image/jpeg', PHOTO_JPEG_QUALITY)
}
