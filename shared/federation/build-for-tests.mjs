import { rspack } from '@rspack/core';

/**
 * Runs one rspack build to the end, for the tests of the build plugins: resolves once the output is
 * written and the compiler closed, rejects on an error or a failed compilation.
 * @param {import('@rspack/core').RspackOptions} config
 * @returns {Promise<void>}
 */
export function buildForTests(config) {
  const compiler = rspack(config);
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString()));
      else compiler.close(() => resolve());
    });
  });
}
