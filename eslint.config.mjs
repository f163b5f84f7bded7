// Lint for the whole workspace. The import rules of the architecture are enforced here:
// shared imports no app, a remote imports no other remote and not the host, the host reaches
// remotes only through the federation runtime, the api takes only types from shared, and the
// e2e suite imports no application source.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const apps = ['host', 'remote-auth', 'remote-sports', 'remote-casino', 'remote-account'];
const remotes = apps.filter((app) => app.startsWith('remote-'));

/** A package may not reach into the listed folders, by path or by package name. */
function forbid(target, from, message) {
  return { target: `./${target}`, from: from.map((folder) => `./${folder}`), message };
}

const zones = [
  forbid('shared', [...apps, 'api', 'e2e'], 'shared is the platform: it imports no app.'),
  ...remotes.map((remote) =>
    forbid(
      remote,
      ['host', 'api', 'e2e', ...remotes.filter((other) => other !== remote)],
      'A remote imports only shared: never the host or another remote.',
    ),
  ),
  forbid('host', [...remotes, 'api', 'e2e'], 'The host reaches remotes only through the federation runtime.'),
  forbid('api', [...apps, 'e2e'], 'The api imports its own code and types from shared only.'),
  forbid('e2e', [...apps, 'shared', 'api'], 'The e2e suite drives URLs, the DOM and HTTP: no application source.'),
];

const appPackageNames = ['@exchange/host', ...remotes.map((remote) => `@exchange/${remote}`)];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/.tsbuild/**',
      '**/node_modules/**',
      '**/playwright-report/**',
      '**/test-results/**',
      'api/data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['*/tsconfig.json'] })],
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/first': 'error',
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          'newlines-between': 'always',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: appPackageNames.map((name) => ({ name, message: 'Apps never import each other.' })),
          patterns: [
            {
              group: ['@exchange/shared/src/*', '@exchange/shared/src'],
              message: 'Import @exchange/shared, not its files.',
            },
            {
              group: ['@mui/material/*'],
              message: 'Import from @mui/material: it is shared as one module, subpaths would bundle second copies.',
            },
          ],
        },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}', 'host/src/**/*.{ts,tsx}', 'remote-*/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Server text is never rendered as HTML.',
        },
      ],
    },
  },
  {
    files: ['api/src/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@exchange/shared', allowTypeImports: true, message: 'The api takes only types from shared.' },
          ],
        },
      ],
    },
  },
);
