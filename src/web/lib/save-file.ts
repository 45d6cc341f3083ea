import { saveBlob } from './save-blob'

/** Saves a file the server answered under the name its Content-Disposition gives (else `fallbackName`). */
export async function saveResponseAsFile(response: Response, fallbackName: string): Promise<void> {
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName
  saveBlob(await response.blob(), name)
}
