import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The size rules need no types, and the files linted here are made up: type-aware parsing is off.
const root = new URL('..', import.meta.url).pathname;
const apiSizeExceptions = JSON.parse(readFileSync(path.join(root, 'tooling/api-size-exceptions.json'), 'utf8')) as {
  file: string;
  reason: string;
}[];
const eslint = new ESLint({
  cwd: root,
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' },
  },
});

/** The rule ids ESLint reports for `code` as if it were the file at `filePath`. */
async function violations(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

/** A module of `lines` lines: one exported constant a line. */
const longModule = (lines: number) =>
  Array.from({ length: lines }, (_, index) => `export const value${index} = ${index};`).join('\n') + '\n';

/** A function whose body takes `bodyLines` lines, each a nested function or a statement. */
const longFunction = (bodyLines: number) =>
  [
    'export function makeService(start: number) {',
    '  let total = start;',
    ...Array.from({ length: bodyLines - 2 }, (_, index) => `  total += ${index};`),
    '  return () => total;',
    '}',
    '',
  ].join('\n');

describe('the size limits of the api', () => {
  it('refuses a file over 500 lines and takes one of 500', async () => {
    expect(await violations('api/src/betting/made-up.ts', longModule(501))).toContain('max-lines');
    expect(await violations('api/src/betting/made-up.ts', longModule(500))).not.toContain('max-lines');
  });

  it('refuses a function over 80 lines, nested functions included, and takes one of 80', async () => {
    expect(await violations('api/src/sports/made-up.ts', longFunction(79))).toContain('max-lines-per-function');
    expect(await violations('api/src/sports/made-up.ts', longFunction(78))).not.toContain('max-lines-per-function');
  });

  it('leaves the tests and the front ends to their own judgement', async () => {
    expect(await violations('api/src/betting/made-up.test.ts', longModule(600))).not.toContain('max-lines');
    expect(await violations('shared/src/made-up.ts', longModule(600))).not.toContain('max-lines');
  });

  it('lets only files that exist and still pass the limits stay exceptions, each with a reason', async () => {
    for (const { file, reason } of apiSizeExceptions) {
      expect(reason.trim(), file).not.toBe('');
      expect(existsSync(path.join(root, file)), file).toBe(true);
      const strict = new ESLint({
        cwd: root,
        overrideConfigFile: true,
        overrideConfig: {
          files: ['**/*.ts'],
          languageOptions: { parser: (await import('typescript-eslint')).parser },
          rules: {
            'max-lines': ['error', { max: 500, skipBlankLines: false, skipComments: false }],
            'max-lines-per-function': ['error', { max: 80, skipBlankLines: false, skipComments: false }],
          },
        },
      });
      const [result] = await strict.lintText(readFileSync(path.join(root, file), 'utf8'), { filePath: file });
      expect(result?.messages.length ?? 0, `${file} no longer needs to be an exception`).toBeGreaterThan(0);
    }
  });
});

describe('how the api reads a request', () => {
  it("refuses parsing a request's body, query or params in a handler, and takes the route's schema", async () => {
    const inHandler = [
      "import { z } from 'zod';",
      "import type { RouteModule } from '../routes/route-module.js';",
      'const body = z.object({ amount: z.number() });',
      'export const routes: RouteModule = async (app) => {',
      "  app.post('/a', async (request) => body.parse(request.body));",
      "  app.get('/b', async (request) => body.safeParse(request.query).success);",
      '};',
      '',
    ].join('\n');
    const declared = [
      "import { z } from 'zod';",
      "import type { RouteModule } from '../routes/route-module.js';",
      'const body = z.object({ amount: z.number() });',
      'export const routes: RouteModule = async (app) => {',
      "  app.post('/a', { schema: { body } }, async (request) => request.body.amount);",
      '};',
      '',
    ].join('\n');
    const found = await violations('api/src/routes/made-up.ts', inHandler);
    expect(found.filter((rule) => rule === 'no-restricted-syntax')).toHaveLength(2);
    expect(await violations('api/src/routes/made-up.ts', declared)).not.toContain('no-restricted-syntax');
  });
});
