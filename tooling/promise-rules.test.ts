import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The promise rules need types. The fixture is not on disk, so the project service gives it a
// default project built from the remote's compiler options; the project service is one per
// process, which is why these tests have a file of their own.
const fixture = 'remote-sports/src/features/markets/promise-rules-fixture.tsx';
const eslint = new ESLint({
  cwd: new URL('..', import.meta.url).pathname,
  overrideConfig: {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: [fixture], defaultProject: 'remote-sports/tsconfig.json' },
      },
    },
  },
});

/** The rule ids ESLint reports for `code` as if it were application code in a remote. */
async function violations(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: fixture });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const save = 'const save = (): Promise<void> => Promise.resolve();\n';

describe('the promise rules', () => {
  it('stops a promise that nobody awaits or catches', async () => {
    expect(await violations(`${save}export function x() {\n  save();\n}\n`)).toContain(
      '@typescript-eslint/no-floating-promises',
    );
  });

  it('accepts an awaited promise, a caught one, and one marked fire-and-forget', async () => {
    expect(
      await violations(
        `${save}export async function x() {\n  await save();\n  save().catch(() => undefined);\n  void save();\n}\n`,
      ),
    ).toEqual([]);
  });

  it('stops a promise where a plain value is expected: an async handler or a promise as a condition', async () => {
    expect(
      await violations(`${save}export const x = <button type="button" onClick={async () => save()} />;\n`),
    ).toContain('@typescript-eslint/no-misused-promises');
    expect(await violations(`${save}export function x() {\n  if (save()) return 1;\n  return 0;\n}\n`)).toContain(
      '@typescript-eslint/no-misused-promises',
    );
  });

  it('accepts a handler that starts the work and handles its end itself', async () => {
    expect(
      await violations(
        `${save}export const x = <button type="button" onClick={() => void save().catch(() => undefined)} />;\n`,
      ),
    ).toEqual([]);
  });
});
