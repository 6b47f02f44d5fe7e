// ESLint flat config: typescript-eslint strict rules plus the import rules of architecture.md §2:
// packages/shared imports nothing of ours; a feature never imports another feature's files;
// web features never import the app layer;
// no default exports outside tool configs; `import type` for types.
import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { flatConfigs as importFlatConfigs } from 'eslint-plugin-import-x';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featureZones = (base) =>
  fs.existsSync(base)
    ? fs
        .readdirSync(base, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => ({
          target: `./${base}/${entry.name}`,
          from: `./${base}`,
          except: [`./${entry.name}`],
          message: 'A feature never imports another feature; move shared logic to lib/ or pass a service in.',
        }))
    : [];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'bench/results/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  importFlatConfigs.recommended,
  importFlatConfigs.typescript,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ noWarnOnMultipleProjects: true, project: ['packages/shared/tsconfig.json', 'apps/server/tsconfig.json', 'apps/web/tsconfig.json'] })],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-default-export': 'error',
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/no-named-as-default-member': 'off',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages/shared', from: './apps', message: 'packages/shared imports nothing of ours.' },
            { target: './apps/web', from: './apps/server', message: 'The web app talks to the server over HTTP only.' },
            { target: './apps/server', from: './apps/web', message: 'The server never imports web code.' },
            { target: './apps/server/src/providers', from: './apps/server/src/features', message: 'providers/ never imports features/: what a feature asks of a provider (prompts, tools, gazetteers) lives in the feature.' },
            ...featureZones('apps/server/src/features'),
            ...featureZones('apps/web/src/features'),
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Web features never import app/ (the app wires features together); open overlays with lib/overlays.',
            },
            {
              target: './apps/web/src/lib',
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'lib/ is shared by every feature: it imports neither features/ nor app/.',
            },
            { target: './apps/server/src/lib', from: './apps/server/src/features', message: 'lib/ is shared by every feature: it never imports features/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // All UI text comes from the translation files (locales/<lng>/<ns>.json): no words in JSX.
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/*.test.tsx'],
    plugins: { i18next },
    rules: { 'i18next/no-literal-string': ['error', { mode: 'jsx-text-only', 'jsx-components': { exclude: [] } }] },
  },
  {
    // Tool configs must default-export.
    files: ['**/*.config.{js,ts,mjs}', 'eslint.config.js'],
    rules: { 'import-x/no-default-export': 'off' },
  },
);
