import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

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
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['\\#server/*', '\\#documents/*', '\\#tests/*'], message: 'web never imports server code.' },
            { group: ['node:*'], message: 'web runs in the browser.' },
          ],
        },
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
