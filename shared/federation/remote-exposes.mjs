/**
 * The modules each remote exposes. Their TypeScript shapes live in `src/contracts`; this list is
 * the run-time half, checked when a remote builds so a missing or extra expose fails the build.
 */
export const remoteExposes = Object.freeze({
  auth: ['./pages'],
  sports: ['./pages', './widgets'],
  casino: ['./pages'],
  account: ['./pages'],
});

export const remoteNames = Object.freeze(Object.keys(remoteExposes));

export function assertExposesMatchContract(remote, exposes) {
  const expected = remoteExposes[remote];
  if (!expected) {
    throw new Error(`Unknown remote "${remote}": expected one of ${remoteNames.join(', ')}.`);
  }
  const actual = Object.keys(exposes).sort();
  const missing = expected.filter((name) => !actual.includes(name));
  const extra = actual.filter((name) => !expected.includes(name));
  if (missing.length > 0 || extra.length > 0) {
    throw new Error(
      `Remote "${remote}" does not match its contract in @exchange/shared: ` +
        [missing.length ? `missing ${missing.join(', ')}` : '', extra.length ? `unexpected ${extra.join(', ')}` : '']
          .filter(Boolean)
          .join('; '),
    );
  }
}
