import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { readdirSync } from 'node:fs'

const WEB_BASE_PATTERNS = [
  { group: ['\\#server/*', '\\#documents/*', '\\#tests/*'], message: 'web never imports server code.' },
  { group: ['node:*'], message: 'web runs in the browser.' },
]
const WEB_FEATURES = readdirSync(new URL('./src/web/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

export default tseslint.config(
  { ignores: ['dist/**', 'drizzle/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'tests/fixtures/**/*.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
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
    // The rooms of ARCHITECTURE.md: shared imports nothing of ours; documents only shared;
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
  // The rooms of the web app (bulletproof-react): app → features → components → lib, never back up,
  // and no feature imports another; what two features share lives in components/ or lib/, and pages
  // that combine features are composed in app/. With these layers no import cycle can form between rooms.
  {
    files: ['src/web/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...WEB_BASE_PATTERNS, { group: ['\\#web/components/*', '\\#web/features/*', '\\#web/app/*'], message: 'lib is the bottom layer: it imports no components, features or app.' }] },
      ],
    },
  },
  {
    files: ['src/web/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...WEB_BASE_PATTERNS, { group: ['\\#web/features/*', '\\#web/app/*'], message: 'components are shared by features: they import no feature and no app code.' }] },
      ],
    },
  },
  ...WEB_FEATURES.map((feature) => ({
    files: [`src/web/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...WEB_BASE_PATTERNS,
            {
              // A regular expression: gitignore-style negations cannot re-include a path below an excluded one.
              regex: `^(#web/features/(?!${feature}/)|#web/app/|(\\.\\./){3})`,
              message: `A feature imports no other feature and no app code: move what ${feature} shares to components/ or lib/, or compose in app/.`,
            },
          ],
        },
      ],
    },
  })),
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
