// One lint setup for the whole repo; formatting is Prettier's job (eslint-config-prettier turns style rules off).
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import prettier from 'eslint-config-prettier'
import globals from 'globals'

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      '**/.next/**',
      '.data/**',
      'cms/src/migrations/**',
      'cms/src/payload-types.ts',
      'cms/src/app/(payload)/**',
      'cms/next-env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Casts through never/unknown hide real type errors; Payload's generated types serve instead.
      'no-restricted-syntax': [
        'error',
        { selector: 'TSAsExpression > TSNeverKeyword', message: 'Do not cast to never; use the generated types.' },
        {
          selector: 'TSAsExpression[expression.type="TSAsExpression"][expression.typeAnnotation.type="TSUnknownKeyword"]',
          message: 'Do not cast through unknown; use the generated types.',
        },
      ],
    },
  },
  // The web tier reaches the domain through @gruha/cms's public face only (issue 21): each services
  // area's index, the errors, the config and the generated types.
  {
    files: ['remix-app/**/*.{ts,tsx,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@gruha/cms/(?!(?:config|types|errors)$|services/[a-z-]+$)',
              message: "Import a services area's index (@gruha/cms/services/<area>), @gruha/cms/errors, /types or /config.",
            },
          ],
          paths: [
            {
              name: 'react-i18next',
              importNames: ['useTranslation'],
              message: "Import useTranslation from '~/i18n': the same API, without a copy of the i18next instance per component (ADR 17).",
            },
          ],
        },
      ],
    },
  },
  // ...and calls services, not Payload's local API, in every file but tests (issue 21).
  {
    files: ['remix-app/app/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'TSAsExpression > TSNeverKeyword', message: 'Do not cast to never; use the generated types.' },
        {
          selector: 'TSAsExpression[expression.type="TSAsExpression"][expression.typeAnnotation.type="TSUnknownKeyword"]',
          message: 'Do not cast through unknown; use the generated types.',
        },
        {
          selector: 'CallExpression[callee.object.name="payload"]',
          message: 'Call a service from @gruha/cms/services/<area>, not Payload directly.',
        },
      ],
    },
  },
  // Inside cms, services sit above collections (ADR 27): collections (their config, access, hooks, endpoints)
  // and the domain layer below them never import a service, and the domain never imports a collection. What
  // both need lives in cms/src/domain/. Tests of collections drive the whole stack, services included.
  {
    files: ['cms/src/collections/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?:\\.\\./)+services(?:/|$)|^@gruha/cms/services(?:/|$)',
              message: 'Collections sit below services: import what a hook needs from cms/src/domain/ (ADR 27).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['cms/src/domain/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?:\\.\\./)+(?:services|collections)(?:/|$)|^@gruha/cms/services(?:/|$)',
              message: 'The domain layer sits below collections and services and imports neither (ADR 27).',
            },
          ],
        },
      ],
    },
  },
  // The console talks to the server through its data provider only, never to the CMS package.
  {
    files: ['admin/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@gruha/cms', '@gruha/cms/*'], message: 'The console reads /api/admin/* through its data provider.' }] },
      ],
    },
  },
  prettier,
)
