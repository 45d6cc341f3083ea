import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { readFileSync } from 'node:fs'
import { defineConfig, type Plugin } from 'vite'
import { PUBLIC_NAMESPACES } from './src/shared/i18n/public-namespaces.ts'

/** `virtual:public-en-catalogue`: the English catalogue's public namespaces only (src/shared/i18n/public-namespaces.ts). */
function publicEnglishCatalogue(): Plugin {
  const id = 'virtual:public-en-catalogue'
  const file = new URL('./src/shared/i18n/messages/en.json', import.meta.url)
  return {
    name: 'public-en-catalogue',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(resolved) {
      if (resolved !== `\0${id}`) return undefined
      this.addWatchFile(file.pathname)
      const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
      const publicPart = Object.fromEntries(PUBLIC_NAMESPACES.map((namespace) => [namespace, catalogue[namespace]]))
      return `export default ${JSON.stringify(publicPart)}`
    },
  }
}

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), publicEnglishCatalogue()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
})
