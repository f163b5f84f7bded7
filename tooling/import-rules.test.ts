import { existsSync } from 'node:fs';
import path from 'node:path';

import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The import rules need no types, and the files linted here are made up, so no TypeScript project
// knows them: type-aware parsing and the rules that need it are off (promise-rules.test.ts covers those).
const root = new URL('..', import.meta.url).pathname;
const eslint = new ESLint({
  cwd: root,
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' },
  },
});

const resolvable = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/**
 * The path rules match resolved imports: a relative import of a file that is gone (or made from a
 * folder that has moved) resolves to nothing, matches no rule, and would pass a test that expects
 * none. Such a test fails here instead, naming the import.
 */
function assertRealPlace(filePath: string, code: string): void {
  const folder = path.dirname(path.join(root, filePath));
  for (const [, specifier] of code.matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
    const target = path.resolve(folder, specifier!);
    if (!resolvable.some((suffix) => existsSync(target + suffix))) {
      throw new Error(`${filePath}: the import '${specifier}' names no file`);
    }
  }
}

/** What ESLint reports for `code` as if it were the file at `filePath`. */
async function reports(filePath: string, code: string) {
  assertRealPlace(filePath, code);
  const [result] = await eslint.lintText(code, { filePath });
  return result?.messages ?? [];
}

/** The rule ids ESLint reports for `code` as if it were the file at `filePath`. */
async function violations(filePath: string, code: string): Promise<string[]> {
  return (await reports(filePath, code)).map((message) => message.ruleId ?? message.message);
}

describe('the import rules of the architecture', () => {
  it('stops a remote importing another remote', async () => {
    expect(
      await violations(
        'remote-sports/src/features/x.ts',
        "import { CasinoPage } from '../../../remote-casino/src/pages/casino-page';\nexport const x = CasinoPage;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('stops a remote importing the host, by path or by package name', async () => {
    expect(
      await violations(
        'remote-account/src/features/x.ts',
        "import { routeTable } from '../../../host/src/routes/route-table';\nexport const x = routeTable;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(await violations('remote-account/src/features/x.ts', "import '@exchange/host';\n")).toContain(
      'no-restricted-imports',
    );
  });

  it('stops the host importing a remote source file', async () => {
    expect(
      await violations(
        'host/src/x.ts',
        "import { SportsMenu } from '../../remote-sports/src/features/sports-menu/sports-menu';\nexport const x = SportsMenu;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('stops shared importing an app', async () => {
    expect(
      await violations(
        'shared/src/x.ts',
        "import { routeTable } from '../../host/src/routes/route-table';\nexport const x = routeTable;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it("keeps the host's first-load path free of shared's values and of shared libraries", async () => {
    expect(
      await violations('host/src/boot/x.ts', "import { paths } from '@exchange/shared';\nexport const x = paths;\n"),
    ).toContain('@typescript-eslint/no-restricted-imports');
    expect(
      await violations(
        'host/src/routes/route-table.ts',
        "import { Box } from '@mui/material';\nexport const x = Box;\n",
      ),
    ).toContain('@typescript-eslint/no-restricted-imports');
    expect(await violations('host/src/index.ts', "import { z } from 'zod';\nexport const x = z;\n")).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
    expect(
      await violations(
        'host/src/boot/x.ts',
        "import type { RemoteName } from '@exchange/shared';\nexport const x: RemoteName = 'auth';\n",
      ),
    ).not.toContain('@typescript-eslint/no-restricted-imports');
    // The app behind the entry loads them as before.
    expect(
      await violations(
        'host/src/bootstrap.tsx',
        "import { paths } from '@exchange/shared';\nexport const x = paths;\n",
      ),
    ).not.toContain('@typescript-eslint/no-restricted-imports');
  });

  it('lets the api take types, and only types, from shared', async () => {
    expect(
      await violations(
        'api/src/x.ts',
        "import type { DomainSettings } from '@exchange/shared';\nexport type X = DomainSettings;\n",
      ),
    ).toEqual([]);
    expect(
      await violations(
        'api/src/x.ts',
        "import { storageKeys } from '@exchange/shared';\nexport const x = storageKeys;\n",
      ),
    ).toContain('@typescript-eslint/no-restricted-imports');
  });

  it("stops an import from MUI's package root, which would bring all of MUI", async () => {
    for (const code of [
      "import { Button } from '@mui/material';\nexport const x = Button;\n",
      "import type { Theme } from '@mui/material';\nexport type X = Theme;\n",
    ]) {
      expect(await violations('remote-casino/src/features/catalogue/x.ts', code), code).toContain(
        'no-restricted-imports',
      );
    }
    expect(
      await violations('host/src/x.ts', "import { Box } from '@mui/material';\nexport const x = Box;\n"),
    ).toContain('no-restricted-imports');
  });

  it('accepts MUI path imports, the form federation shares one by one', async () => {
    expect(
      await violations(
        'remote-casino/src/features/catalogue/x.ts',
        "import Chip from '@mui/material/Chip';\nimport { useTheme, type Theme } from '@mui/material/styles';\n\nexport const x = [Chip, useTheme];\nexport type X = Theme;\n",
      ),
    ).toEqual([]);
  });

  it("stops a direct import of MUI's internals, which only come through @mui/material's paths", async () => {
    for (const source of ['@mui/system', '@mui/system/Box', '@mui/utils/useId', '@mui/styled-engine']) {
      expect(
        await violations('shared/src/x.ts', `import * as internal from '${source}';\nexport const x = internal;\n`),
        source,
      ).toContain('no-restricted-imports');
    }
  });

  it("lets the platform's theme use MUI's colour maths, which need none of MUI's styles", async () => {
    expect(
      await violations(
        'shared/src/theme/x.ts',
        "import { darken } from '@mui/system/colorManipulator';\nexport const x = darken;\n",
      ),
    ).toEqual([]);
  });

  it("keeps MUI's values out of the platform package's first screen, but not out of its MUI modules", async () => {
    const button = "import Button from '@mui/material/Button';\n\nexport const x = Button;\n";
    expect(await reports('shared/src/ui/x.tsx', button)).toContainEqual(
      expect.objectContaining({ ruleId: 'no-restricted-imports', message: expect.stringContaining('ADR 0038') }),
    );
    expect(
      await violations(
        'shared/src/ui/x.ts',
        "import type { Theme } from '@mui/material/styles';\nexport type X = Theme;\n",
      ),
    ).toEqual([]);
    expect(await violations('shared/src/ui/mui-platform-provider.tsx', button)).toEqual([]);
    expect(await violations('shared/src/ui/x.test.tsx', button)).toEqual([]);
  });

  it('accepts a remote importing shared', async () => {
    expect(
      await violations(
        'remote-casino/src/x.ts',
        "import { sports } from '@exchange/shared';\n\nexport const x = sports;\n",
      ),
    ).toEqual([]);
  });

  it('stops a relative import into shared/src, which would bundle a second copy of the singleton', async () => {
    expect(
      await violations(
        'remote-sports/src/features/markets/x.ts',
        "import { sports } from '../../../../shared/src/sports';\nexport const x = sports;\n",
      ),
    ).toContain('no-restricted-imports');
    expect(
      await violations(
        'host/src/x.ts',
        "import { storageKeys } from '../../shared/src';\nexport const x = storageKeys;\n",
      ),
    ).toContain('no-restricted-imports');
  });

  it('stops a remote importing axios, signalr or the federation runtime; shared and the host may', async () => {
    for (const source of ['axios', '@microsoft/signalr', '@module-federation/enhanced/runtime', 'axios/unsafe/x']) {
      expect(
        await violations(
          'remote-casino/src/features/catalogue/x.ts',
          `import * as direct from '${source}';\nexport const x = direct;\n`,
        ),
        source,
      ).toContain('no-restricted-imports');
    }
    expect(await violations('shared/src/x.ts', "import axios from 'axios';\n\nexport const x = axios;\n")).toEqual([]);
    expect(
      await violations(
        'host/src/x.ts',
        "import { loadRemote } from '@module-federation/enhanced/runtime';\n\nexport const x = loadRemote;\n",
      ),
    ).toEqual([]);
  });

  it('stops one feature of a remote importing another', async () => {
    expect(
      await violations(
        'remote-sports/src/features/markets/x.ts',
        "import { OpenBetsPage } from '../bets/open-bets-page';\nexport const x = OpenBetsPage;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it("lets a feature import its own files and the remote's components", async () => {
    expect(
      await violations(
        'remote-sports/src/features/markets/x.ts',
        "import { MarketsPage } from './markets-page';\n\nexport const x = MarketsPage;\n",
      ),
    ).toEqual([]);
    expect(
      await violations(
        'remote-auth/src/features/login/x.ts',
        "import { keepRedirect } from '../../components/keep-redirect';\n\nexport const x = keepRedirect;\n",
      ),
    ).toEqual([]);
  });

  it('keeps MUI off the auth pages, which are plain (ADR 0037), but not off the other remotes', async () => {
    const button = "import Button from '@mui/material/Button';\n\nexport const x = Button;\n";
    expect(await reports('remote-auth/src/features/login/x.tsx', button)).toContainEqual(
      expect.objectContaining({ ruleId: 'no-restricted-imports', message: expect.stringContaining('PlainButton') }),
    );
    expect(await violations('remote-account/src/features/bonus/x.tsx', button)).toEqual([]);
  });

  it('keeps testing helpers out of application code', async () => {
    const helper = "import { renderPage } from '@exchange/shared/testing';\n\nexport const x = renderPage;\n";
    expect(await violations('remote-account/src/features/bonus/x.tsx', helper)).toContain('no-restricted-imports');
    expect(await violations('host/src/x.ts', helper)).toContain('no-restricted-imports');
    expect(
      await violations(
        'remote-auth/src/features/login/x.tsx',
        "import * as setup from '../../testing/setup';\nexport const x = setup;\n",
      ),
    ).toContain('no-restricted-imports');
    expect(await violations('shared/src/ui/x.ts', "import { vi } from 'vitest';\n\nexport const x = vi;\n")).toContain(
      'no-restricted-imports',
    );
  });

  it('lets tests and testing helpers use the testing helpers', async () => {
    const helper = "import { renderPage } from '@exchange/shared/testing';\n\nexport const x = renderPage;\n";
    expect(await violations('remote-account/src/features/bonus/x.test.tsx', helper)).toEqual([]);
    expect(await violations('remote-auth/src/testing/x.tsx', helper)).toEqual([]);
    expect(await violations('host/src/x.test.ts', helper)).toEqual([]);
  });

  it('lets the api take no runtime value from a subpath of shared either', async () => {
    expect(
      await violations(
        'api/src/x.ts',
        "import { renderPage } from '@exchange/shared/testing';\nexport const x = renderPage;\n",
      ),
    ).toContain('@typescript-eslint/no-restricted-imports');
  });
});

describe('the rules of contracts', () => {
  it('lets contracts import zod', async () => {
    expect(
      await violations('contracts/src/x.ts', "import * as z from 'zod/mini';\n\nexport const x = z.string();\n"),
    ).toEqual([]);
  });

  it('stops contracts importing React, rendering, or reaching for the DOM or Node', async () => {
    expect(
      await violations('contracts/src/x.ts', "import { useState } from 'react';\nexport const x = useState;\n"),
    ).toContain('no-restricted-imports');
    expect(await violations('contracts/src/x.tsx', 'export const x = <p />;\n')).toContain('no-restricted-syntax');
    expect(
      await violations(
        'contracts/src/x.ts',
        "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n",
      ),
    ).toContain('import-x/no-nodejs-modules');
    expect(await violations('contracts/src/x.ts', "export const x = () => localStorage.getItem('a');\n")).toContain(
      'no-restricted-globals',
    );
    expect(await violations('contracts/src/x.ts', 'export const x = () => fetch(`/a`);\n')).toContain(
      'no-restricted-globals',
    );
  });

  it('stops contracts importing shared, an app or the api', async () => {
    expect(
      await violations('contracts/src/x.ts', "import { sports } from '@exchange/shared';\nexport const x = sports;\n"),
    ).toContain('no-restricted-imports');
    expect(
      await violations(
        'contracts/src/x.ts',
        "import { buildServer } from '../../api/src/server';\nexport const x = buildServer;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await violations(
        'contracts/src/x.ts',
        "import { routeTable } from '../../host/src/routes/route-table';\nexport const x = routeTable;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('lets the apps and the api import @exchange/contracts, never its files; e2e not at all', async () => {
    const contracts = "import { envelope } from '@exchange/contracts';\n\nexport const x = envelope;\n";
    expect(await violations('remote-sports/src/features/markets/x.ts', contracts)).toEqual([]);
    expect(await violations('shared/src/x.ts', contracts)).toEqual([]);
    expect(await violations('api/src/x.ts', contracts)).toEqual([]);
    expect(
      await violations(
        'remote-sports/src/features/markets/x.ts',
        "import { envelope } from '@exchange/contracts/src/envelope';\nexport const x = envelope;\n",
      ),
    ).toContain('no-restricted-imports');
    expect(
      await violations(
        'host/src/x.ts',
        "import { envelope } from '../../contracts/src/envelope';\nexport const x = envelope;\n",
      ),
    ).toContain('no-restricted-imports');
    expect(await violations('e2e/tests/x.spec.ts', contracts)).toContain('no-restricted-imports');
  });
});

describe('zod in code that reaches the browser', () => {
  const browserFiles = [
    'shared/src/x.ts',
    'shared/src/x.test.ts',
    'host/src/config/x.ts',
    'remote-sports/src/features/markets/x.ts',
    'remote-auth/src/features/login/x.test.tsx',
    'contracts/src/x.ts',
  ];
  const importing = (source: string) => `import * as z from '${source}';\n\nexport const x = z.string();\n`;

  it('stops classic zod, pointing to zod/mini', async () => {
    for (const filePath of browserFiles) {
      for (const source of ['zod', 'zod/v4']) {
        expect(await reports(filePath, importing(source)), `${source} in ${filePath}`).toContainEqual(
          expect.objectContaining({ ruleId: 'no-restricted-imports', message: expect.stringContaining("'zod/mini'") }),
        );
      }
    }
    expect(await violations('host/src/x.ts', "import type { z } from 'zod';\nexport type X = z.ZodType;\n")).toContain(
      'no-restricted-imports',
    );
  });

  it('accepts zod/mini', async () => {
    for (const filePath of browserFiles) {
      expect(await violations(filePath, importing('zod/mini')), filePath).toEqual([]);
    }
  });

  it('leaves the api, which runs on Node, on classic zod', async () => {
    expect(await violations('api/src/x.ts', importing('zod'))).toEqual([]);
  });
});
