import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import applykit from './scripts/lint/rules.mjs'

const WEB_BASE_PATTERNS = [
  { group: ['\\#server/*', '\\#documents/*', '\\#tests/*'], message: 'web never imports server code.' },
  { group: ['node:*'], message: 'web runs in the browser.' },
]
const ENGINE_MESSAGE =
  'An engine (ai/<engine>, import/) imports the text layer (text/), ai/check/, ai/job-ad/ and shared: never another engine or a feature.'
// Zones on resolved paths (scripts/lint/rules.mjs); "$1" is the importer's own room. Tests are left out
// of the server zones: a test may hold two engines to the same answer (importer and ATS headings).
const ROOMS = [
  // The rooms of the web app (bulletproof-react): app → features → components → lib, never back up,
  // and no feature imports another; what two features share lives in components/ or lib/, and pages
  // that combine features are composed in app/. With these layers no import cycle can form between rooms.
  {
    from: '^src/web/features/([^/]+)/',
    target: '^src/web/(features/(?!$1/)|app/)',
    message: 'A feature imports no other feature and no app code: move what it shares to components/ or lib/, or compose in app/.',
  },
  { from: '^src/web/(lib)/', target: '^src/web/(components|features|app)/', message: 'lib is the bottom layer: it imports no components, features or app.' },
  { from: '^src/web/(components)/', target: '^src/web/(features|app)/', message: 'components are shared by features: they import no feature and no app code.' },
  // The server's engines (server/ai/README.md): ai/openai composes the engines and may import them.
  { from: '^src/server/ai/(?!check/|job-ad/|openai/)([^/]+)/', except: '\\.test\\.ts$', target: '^src/server/(ai/(?!$1/|check/|job-ad/)|import/|features/)', message: ENGINE_MESSAGE },
  { from: '^src/server/ai/(check|job-ad)/', except: '\\.test\\.ts$', target: '^src/server/(ai/(?!check/|job-ad/)|import/|features/)', message: 'ai/check and ai/job-ad serve every engine: they import only the text layer, each other and shared.' },
  { from: '^src/server/(import)/', except: '\\.test\\.ts$', target: '^src/server/(ai/(?!check/|job-ad/)|features/)', message: ENGINE_MESSAGE },
  { from: '^src/server/(text)/', except: '\\.test\\.ts$', target: '^src/server/(?!text/)', message: 'text/ is the bottom layer of the server: it imports only itself, shared and documents (the printed labels).' },
  { from: '^src/server/(ai)/', except: '\\.test\\.ts$', target: '^src/server/features/', message: 'ai/ never imports features/: features call the engines, not the other way round.' },
]

export default tseslint.config(
  { ignores: ['dist/**', 'drizzle/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'tests/fixtures/**/*.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, applykit },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use an `as const` object and a union type instead of enum.' },
        { selector: 'TSModuleDeclaration[kind="namespace"]', message: 'No namespaces.' },
      ],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // The rooms of docs/architecture.md: shared imports nothing of ours; documents only shared;
    // web and server never import each other.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': 'off',
    },
  },
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    ignores: ['src/shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['\\#server/*', '\\#web/*', '\\#documents/*', '\\#tests/*'], message: 'shared imports nothing of ours.' },
            { group: ['node:*', 'react', 'react-dom', 'react-dom/*'], message: 'shared is isomorphic: no node:*, no React.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/documents/**/*.{ts,tsx}'],
    ignores: ['src/documents/**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['\\#server/*', '\\#web/*', '\\#tests/*'], message: 'documents import only shared.' }] },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: WEB_BASE_PATTERNS }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'applykit/rooms': ['error', ROOMS],
      'applykit/no-cycle': 'error',
      'applykit/alias-across-rooms': [
        'error',
        ['^(src/web/features/[^/]+)/', '^(src/server/ai/[^/]+)/', '^(src/(?:web|server)/[^/]+)/', '^(src/[^/]+)/'],
      ],
    },
  },
  {
    files: ['src/server/**/*.{ts,tsx}'],
    ignores: ['src/server/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['\\#web/*', '\\#tests/*'], message: 'server never imports web code or tests.' }] },
      ],
    },
  },
)
