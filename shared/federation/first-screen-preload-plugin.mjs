import { rspack } from '@rspack/core';

/**
 * Adds `<link rel="preload" as="script">` to the page for the chunks every first screen runs: the
 * named chunk groups (the app the entry imports) and the named chunks of the shared libraries.
 * The browser fetches them while it reads the page and runs the entry, instead of once the entry's
 * federation runtime has resolved each shared module and asked for its chunk. They are fetched at
 * low priority, as the entry's own deferred script is: nothing on the page waits for them before
 * its first paint (the loading overlay is plain HTML and CSS), and a script preloaded at the
 * browser's default (high) priority counts as render-blocking in Lighthouse's model of the load.
 */
export class FirstScreenPreloadPlugin {
  /**
   * @param {{ chunkGroups?: string[], chunks?: string[] }} options names of chunk groups
   *   (`webpackChunkName` of a dynamic import) and of chunks (`splitChunks` cache groups)
   */
  constructor({ chunkGroups = [], chunks = [] } = {}) {
    this.chunkGroups = chunkGroups;
    this.chunks = chunks;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('FirstScreenPreloadPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tapPromise(
        'FirstScreenPreloadPlugin',
        async (data) => {
          const files = new Set();
          for (const name of this.chunkGroups) {
            const group = compilation.namedChunkGroups.get(name);
            if (group == null) throw new Error(`No chunk group is named ${name}: name its import.`);
            for (const chunk of group.chunks) for (const file of chunk.files) files.add(file);
          }
          for (const name of this.chunks) {
            const chunk = compilation.namedChunks.get(name);
            if (chunk == null) throw new Error(`No chunk is named ${name}.`);
            for (const file of chunk.files) files.add(file);
          }
          const publicPath = data.publicPath ?? '';
          const preloads = [...files]
            .filter((file) => file.endsWith('.js'))
            .sort()
            .map((file) =>
              rspack.HtmlRspackPlugin.createHtmlTagObject('link', {
                rel: 'preload',
                as: 'script',
                href: `${publicPath}${file}`,
                fetchpriority: 'low',
              }),
            );
          data.headTags.push(...preloads);
          return data;
        },
      );
    });
  }
}
