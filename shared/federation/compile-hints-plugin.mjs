/** V8's explicit compile hint for a whole script: compile every function while the script streams in. */
export const compileHint = '//# allFunctionsCalledOnLoad';

/**
 * Marks a production build's scripts with V8's explicit compile hint (Chromium 136 and later; other
 * engines read a comment). Without it V8 compiles each function the first time it is called, on
 * the main thread: on a phone, compiling the libraries, MUI and the app module by module took
 * several of the first load's long tasks (ADR 0061). With it, V8 compiles the whole script on a
 * background thread while it downloads.
 *
 * The comment goes in after minification (which would drop it) and before the content hashes are
 * computed from what is written, so a file's name still changes with its content.
 */
export class CompileHintsPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE },
        () => {
          for (const { name, source } of compilation.getAssets()) {
            if (!name.endsWith('.js')) continue;
            compilation.updateAsset(name, new sources.ConcatSource(`${compileHint}\n`, source));
          }
        },
      );
    });
  }
}
