import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Text assets worth compressing. HTML pages are left out on purpose: the static server writes a
 * fresh CSP nonce into every page it sends (scripts/lib/security-headers.mjs), so a page compressed
 * at build time could never be sent as it is; the server compresses each page per response.
 */
export const precompressedAssetPattern = /\.(?:m?js|css|json|svg|txt|map|xml|webmanifest)$/i;

/**
 * Files operators edit in place after a deploy: a copy compressed at build time would go on being
 * sent after the edit, so the server compresses them as they are on disk instead.
 */
const editedAfterDeploy = new Set(['platform.json']);

/** @param {string} name an asset's path in the output folder */
export function isPrecompressed(name) {
  return precompressedAssetPattern.test(name) && !editedAfterDeploy.has(name);
}

/**
 * The two encodings every browser that runs the app accepts, at their smallest: brotli at its
 * highest quality, gzip at level 9. Build time is spent once; every player saves bytes.
 * @param {Buffer} source
 * @returns {Promise<{ br: Buffer, gz: Buffer }>}
 */
export async function precompress(source) {
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gz };
}

/**
 * Emits `<asset>.br` and `<asset>.gz` beside every text asset of a production build, so the static
 * servers send compressed files without compressing on each request (scripts/lib/app-servers.mjs).
 * Runs at the last asset stage, after the federation manifest and the copied public files exist. A
 * compressed copy that would not be smaller (tiny files) is not written: the server then sends the
 * original.
 */
export class PrecompressPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        async () => {
          const assets = compilation
            .getAssets()
            .filter(({ name }) => isPrecompressed(name) && !compilation.getAsset(`${name}.br`));
          await Promise.all(
            assets.map(async ({ name, source }) => {
              const original = Buffer.from(source.buffer());
              const compressed = await precompress(original);
              for (const [extension, body] of Object.entries(compressed)) {
                if (body.length >= original.length) continue;
                compilation.emitAsset(`${name}.${extension}`, new sources.RawSource(body));
              }
            }),
          );
        },
      );
    });
  }
}
