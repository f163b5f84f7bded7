// Lint for the whole workspace. The import rules of the architecture (DESIGN.md section 2) are
// enforced here: shared imports no app, a remote imports no other remote and not the host, the host
// reaches remotes only through the federation runtime, the api takes only types from shared, the
// e2e suite imports no application source, contracts stay pure, inside a remote one feature never
// imports another, and code that reaches the browser uses zod's light build.
import { readdirSync, readFileSync } from 'node:fs';

import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const apps = ['host', 'remote-auth', 'remote-sports', 'remote-casino', 'remote-account'];
const remotes = apps.filter((app) => app.startsWith('remote-'));

/** A package may not reach into the listed folders, by path. */
function forbid(target, from, message) {
  return { target: `./${target}`, from: from.map((folder) => `./${folder}`), message };
}

/** The feature folders of a remote as they are on disk, so a new feature is covered when it appears. */
function featuresOf(remote) {
  try {
    return readdirSync(new URL(`./${remote}/src/features/`, import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
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
  forbid(
    'e2e',
    [...apps, 'shared', 'contracts', 'api'],
    'The e2e suite drives URLs, the DOM and HTTP: no application source.',
  ),
  // contracts sit under everything else, so an import the other way round would be a cycle as well.
  forbid(
    'contracts',
    [...apps, 'shared', 'api', 'e2e'],
    'contracts import zod and pure libraries only: no app, shared or api.',
  ),
  ...remotes.flatMap((remote) =>
    featuresOf(remote).map((feature) => ({
      target: `./${remote}/src/features/${feature}`,
      from: `./${remote}/src/features`,
      except: [`./${feature}`],
      message:
        "Features never import each other: what two features need goes to the remote's components/ or to shared.",
    })),
  ),
];

const appPackageNames = ['@exchange/host', ...remotes.map((remote) => `@exchange/${remote}`)];

// The rule options of `no-restricted-imports` replace each other between config blocks rather than
// add up, so every block below that narrows imports starts from `everywhere` and adds its own.
const everywhere = {
  paths: [
    ...appPackageNames.map((name) => ({ name, message: 'Apps never import each other.' })),
    {
      // Federation shares MUI file by file (shared/federation/mui-sharing.mjs): a path import brings one
      // component, and a remote gets the host's copy of it when the host has one; the package root
      // would bring all of MUI.
      name: '@mui/material',
      message:
        "Import each MUI component from its path (`import Button from '@mui/material/Button'`) and theme tools from '@mui/material/styles'.",
    },
  ],
  patterns: [
    {
      group: ['@exchange/shared/src/*', '@exchange/shared/src', '@exchange/contracts/src/*', '@exchange/contracts/src'],
      message: 'Import the package, not its files.',
    },
    {
      // A relative path resolves to the same file as the package name, so only the import text
      // tells them apart; the path form bundles a second copy of the singleton.
      regex: '(^|/)(shared|contracts)/src(/|$)',
      message: 'Import @exchange/shared or @exchange/contracts, never their src/ by path.',
    },
    {
      // The colour maths excepted: pure functions, which the platform's theme runs before MUI's
      // styles load (ADR 0038).
      regex: '^@mui/(system(?!/colorManipulator$)|utils|styled-engine|private-theming)(/|$)',
      message:
        "MUI's internals come through @mui/material's paths, which federation shares; never import them directly.",
    },
  ],
};

/** Remotes reach HTTP, the hub and the federation runtime only through the one instance in shared. */
const platformRuntime = {
  paths: [
    { name: 'axios', message: 'A remote calls the api through @exchange/shared.' },
    { name: '@microsoft/signalr', message: 'A remote uses the hub connection of @exchange/shared.' },
  ],
  patterns: [
    { group: ['axios/*'], message: 'A remote calls the api through @exchange/shared.' },
    { group: ['@microsoft/signalr/*'], message: 'A remote uses the hub connection of @exchange/shared.' },
    {
      group: ['@module-federation/*'],
      message: 'Only the host loads remotes; a remote takes what it needs from @exchange/shared.',
    },
  ],
};

/**
 * The auth pages are the first screen of most visits and are built of the platform's plain
 * components (ADR 0037): they render without MUI's theme, which comes with the player route (ADR 0038).
 */
const plainFirstScreen = {
  paths: [],
  patterns: [
    {
      group: ['@mui/*'],
      message:
        "The auth pages are plain (ADR 0037): use @exchange/shared's PlainButton, PlainText, PlainAlert… and the remote's TextField.",
    },
  ],
};

/**
 * The platform package runs on every first screen, plain ones included (ADR 0038): only its MUI
 * modules (MUI's providers and the brand's MUI theme, which come with `PlayerProviders`) take
 * values from MUI or emotion; the rest may name MUI's types.
 */
const platformWithoutMui = {
  paths: [],
  patterns: [
    {
      group: ['@mui/material', '@mui/material/*', '@emotion/*'],
      allowTypeImports: true,
      message:
        "The platform package's first screen loads no MUI (ADR 0038): MUI's values go in ui/mui-platform-provider.tsx or theme/mui-brand-theme.ts.",
    },
  ],
};

/** Test helpers and test libraries stay out of what ships. */
const testingTools = {
  paths: [{ name: 'vitest', message: 'Test tools are for tests only.' }],
  patterns: [
    { group: ['@testing-library/*', '@vitest/*'], message: 'Test tools are for tests only.' },
    {
      regex: '(^|/)testing(/|$)',
      message:
        'Testing helpers (@exchange/shared/testing, src/testing) are for tests, test setup and other helpers only.',
    },
  ],
};

/** What contracts may not touch: they run in the browser and in the api alike and render nothing. */
const pureOnly = {
  paths: [
    { name: 'axios', message: 'contracts do no I/O.' },
    { name: '@microsoft/signalr', message: 'contracts do no I/O.' },
    { name: 'fastify', message: 'contracts do no I/O.' },
  ],
  patterns: [
    {
      group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'react-router', 'react-router/*', '@mui/*', '@emotion/*'],
      message: 'contracts are zod and pure rules: no React.',
    },
    { group: ['@exchange/*'], message: 'contracts import no other package of the workspace.' },
  ],
};

const useZodMini =
  "Import * as z from 'zod/mini': classic zod adds about 24 KB (gzip) to the page a visitor opens first.";

/** Code that reaches the browser (and contracts, which the apps bundle) parses with zod/mini. */
const lightZod = {
  paths: ['zod', 'zod/v4', 'zod/v3'].map((name) => ({ name, message: useZodMini })),
  patterns: [],
};

/** Globals that exist only in a browser page or in Node: contracts use neither. */
const domAndNodeGlobals = [
  'window',
  'document',
  'navigator',
  'location',
  'localStorage',
  'sessionStorage',
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'EventSource',
  'process',
  'Buffer',
  'require',
];

function restrictedImports(...sets) {
  return ['error', { paths: sets.flatMap((set) => set.paths), patterns: sets.flatMap((set) => set.patterns) }];
}

// Tests, test setup and testing helpers: the only files that may use testing tools.
const testFiles = ['**/*.test.{ts,tsx}', '**/testing/**', '**/test-setup.{ts,tsx}'];

/**
 * Files of the api that may pass the size limits below, each with its reason: generated code and
 * data only. tooling/api-size.test.ts checks that each one exists and still needs its place there.
 */
const apiSizeExceptions = JSON.parse(
  readFileSync(new URL('./tooling/api-size-exceptions.json', import.meta.url), 'utf8'),
);

// The files inside a TypeScript project, which are the ones type-aware rules can see; the config
// files at the package roots belong to no project.
const typedFiles = [
  '{api,host,shared,contracts}/src/**/*.{ts,tsx}',
  'remote-*/src/**/*.{ts,tsx}',
  'e2e/**/*.ts',
  'tooling/*.ts',
  'scripts/**/*.mjs',
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-monolith/**',
      '**/dist-variant/**',
      'deploy/**',
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
      'no-restricted-imports': restrictedImports(everywhere),
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: typedFiles,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
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
    files: ['shared/src/**/*.{ts,tsx}', 'host/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrictedImports(everywhere, lightZod) },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}', 'host/src/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: { 'no-restricted-imports': restrictedImports(everywhere, lightZod, testingTools) },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: [...testFiles, 'shared/src/ui/mui-platform-provider.tsx', 'shared/src/theme/mui-brand-theme.ts'],
    rules: { 'no-restricted-imports': restrictedImports(everywhere, lightZod, testingTools, platformWithoutMui) },
  },
  {
    files: ['remote-*/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrictedImports(everywhere, lightZod, platformRuntime) },
  },
  {
    files: ['remote-*/src/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: { 'no-restricted-imports': restrictedImports(everywhere, lightZod, platformRuntime, testingTools) },
  },
  {
    files: ['remote-auth/src/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': restrictedImports(everywhere, lightZod, platformRuntime, testingTools, plainFirstScreen),
    },
  },
  {
    files: ['contracts/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrictedImports(everywhere, lightZod, pureOnly),
      'import-x/no-nodejs-modules': 'error',
      'no-restricted-globals': [
        'error',
        ...domAndNodeGlobals.map((name) => ({
          name,
          message: 'contracts run in the browser and the api alike: no DOM, no Node I/O.',
        })),
      ],
      'no-restricted-syntax': [
        'error',
        { selector: 'JSXElement, JSXFragment', message: 'contracts render nothing: no React.' },
      ],
    },
  },
  {
    files: ['contracts/src/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: { 'no-restricted-imports': restrictedImports(everywhere, lightZod, pureOnly, testingTools) },
  },
  {
    files: ['e2e/**'],
    rules: {
      'no-restricted-imports': restrictedImports(everywhere, {
        paths: [],
        patterns: [
          { group: ['@exchange/*'], message: 'The e2e suite drives URLs, the DOM and HTTP: no application source.' },
        ],
      }),
    },
  },
  {
    // The monolith build's page loader (host/monolith/remote-modules.ts), measured by the benchmark
    // and never deployed, is the one place the host imports remote source directly.
    files: ['host/monolith/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: zones.filter((zone) => zone.target !== './host') }],
    },
  },
  {
    // The host's first-load path (ADR 0015): what these files import is downloaded before the entry
    // runs, so they take only types from shared and no shared library (nor zod, which would grow main.js).
    files: [
      'host/src/index.ts',
      'host/src/boot/**/*.ts',
      'host/src/config/platform-request.ts',
      'host/src/config/settings-files.ts',
      'host/src/federation/remote-failure-plugin.ts',
      'host/src/federation/remote-registry.ts',
      'host/src/federation/resolve-remotes.ts',
      'host/src/routes/first-screen.ts',
      'host/src/routes/route-table.ts',
    ],
    ignores: testFiles,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@exchange/shared',
              allowTypeImports: true,
              message: 'The first-load path takes only types from shared (ADR 0015).',
            },
          ],
          patterns: [
            {
              group: [
                'react',
                'react/*',
                'react-dom',
                'react-dom/*',
                'react-router',
                '@mui/*',
                '@emotion/*',
                'notistack',
                'zustand',
                'axios',
                '@microsoft/signalr',
                'i18next',
                'react-i18next',
                'zod',
                'zod/*',
              ],
              allowTypeImports: true,
              message: 'The first-load path loads no library; the app (bootstrap.tsx) does (ADR 0015).',
            },
          ],
        },
      ],
    },
  },
  {
    // The api's code is read in one sitting: a file of at most 500 lines and a function of at most
    // 80, blank lines and comments included. A factory is one function: its nested functions count.
    files: ['api/src/**/*.ts'],
    ignores: [...testFiles, ...apiSizeExceptions.map((exception) => exception.file)],
    rules: {
      'max-lines': ['error', { max: 500, skipBlankLines: false, skipComments: false }],
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: false, skipComments: false }],
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
          patterns: [
            { group: ['@exchange/shared/*'], allowTypeImports: true, message: 'The api takes only types from shared.' },
          ],
        },
      ],
    },
  },
  {
    // One way to read a request: its route declares body, query and params as schemas
    // (http/route-input.ts), so input is checked before the handler and after authentication.
    files: ['api/src/**/*.ts'],
    ignores: testFiles,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name=/^(parse|safeParse|parseAsync|safeParseAsync)$/] > MemberExpression.arguments[object.name='request'][property.name=/^(body|query|params)$/]",
          message:
            "Declare the route's input in its schema (body, querystring, params) rather than parsing it in the handler.",
        },
      ],
    },
  },
);
