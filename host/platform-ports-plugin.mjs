import { withLocalPorts } from '../scripts/lib/apps.mjs';

/**
 * Writes the ports of this build's environment (HOST_PORT, AUTH_PORT…, API_PORT) into the
 * platform.json copied from public/, whose defaults name the default local ports. A stack built
 * and served on other ports (a second checkout, a CI run beside a developer's stack) then loads its
 * own remotes and calls its own api. With the default ports the file is copied as it is.
 */
export class PlatformPortsPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PlatformPortsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the public folder is copied, before anything compresses or hashes assets.
        { name: 'PlatformPortsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONS },
        () => {
          const asset = compilation.getAsset('platform.json');
          if (!asset) return;
          const text = asset.source.source().toString();
          compilation.updateAsset('platform.json', new sources.RawSource(withLocalPorts(text)));
        },
      );
    });
  }
}
