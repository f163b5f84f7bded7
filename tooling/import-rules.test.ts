import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

/** The rule ids ESLint reports for `code` as if it were the file at `filePath`. */
async function violations(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('the import rules of the architecture', () => {
  it('stops a remote importing another remote', async () => {
    expect(
      await violations(
        'remote-sports/src/features/x.ts',
        "import { CasinoPage } from '../../../remote-casino/src/features/lobby/casino-page';\nexport const x = CasinoPage;\n",
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

  it('stops a MUI subpath import that would bundle a second copy', async () => {
    expect(
      await violations(
        'remote-casino/src/x.ts',
        "import Button from '@mui/material/Button';\nexport const x = Button;\n",
      ),
    ).toContain('no-restricted-imports');
  });

  it('accepts a remote importing shared', async () => {
    expect(
      await violations(
        'remote-casino/src/x.ts',
        "import { sports } from '@exchange/shared';\n\nexport const x = sports;\n",
      ),
    ).toEqual([]);
  });
});
