import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { rspack } from '@rspack/core';

/** Request prefix under which single MUI files that hold state are shared; it names no real package. */
const stateFileRequestPrefix = '@mui-file/';

/** MUI's other packages whose React contexts must exist once on a page. */
const contextHolders = [
  '@mui/system',
  '@mui/utils',
  '@mui/private-theming',
  '@mui/styled-engine',
  'react-transition-group',
];

/** Where a package is installed as seen from `fromDir`, and its version. */
function packageAt(name, fromDir) {
  const require = createRequire(path.join(fromDir, 'noop.js'));
  const manifest = require.resolve(`${name}/package.json`);
  const json = JSON.parse(readFileSync(manifest, 'utf8'));
  return { name, dir: path.dirname(manifest), version: json.version, exports: json.exports };
}

function* scriptsUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') yield* scriptsUnder(full);
    } else if (/\.[cm]?js$/.test(entry.name)) {
      yield full;
    }
  }
}

/** The file an `exports` entry gives an ES import in the browser. */
function importTarget(entry) {
  if (typeof entry === 'string') return entry;
  if (!entry || typeof entry !== 'object') return undefined;
  for (const condition of ['import', 'browser', 'module', 'default']) {
    const target = importTarget(entry[condition]);
    if (target) return target;
  }
  return undefined;
}

/**
 * @mui/material's public paths (`@mui/material/Button`, `@mui/material/styles`…) by the file
 * each one opens on.
 */
function publicPathsByFile(material) {
  const byFile = new Map();
  for (const [subpath, entry] of Object.entries(material.exports ?? {})) {
    if (!subpath.startsWith('./') || subpath.includes('*') || subpath === './package.json') continue;
    const target = importTarget(entry);
    if (target) byFile.set(path.join(material.dir, target), `${material.name}/${subpath.slice(2)}`);
  }
  return byFile;
}

/**
 * Files whose module scope creates a React context (or, for the colour scheme, a provider
 * holding one): two copies of such a file on a page split what it provides.
 */
function holdsState(file) {
  const source = readFileSync(file, 'utf8');
  return source.includes('createContext(') || source.includes('createCssVarsProvider(');
}

/**
 * MUI shared by public path. Every import that lands on the file a public path opens on — the
 * app's `@mui/material/Button` and MUI's own `../ButtonBase/index.mjs` alike — becomes that public
 * path, which the share scope knows; every import of a file that holds a React context (in
 * @mui/material, @mui/system, @mui/utils, @mui/private-theming, react-transition-group) becomes
 * `@mui-file/<package>/<file>`, shared on its own. Everything else is private code of the public
 * module that imports it. So each build provides exactly the MUI it uses, a page holds one copy of
 * each component (the host's when it has one, else the first remote's that brought it) and one of
 * each context, and a remote may use a component no other app uses.
 *
 * A build may also provide components that none of its own modules imports (`provide`, public path
 * names such as `Checkbox`): the host does so for components that remotes use beside one another,
 * so that the page holds one copy of the private code they share (SwitchBase for Checkbox and
 * Radio) instead of one in each remote's fallback.
 *
 * @param {string} appDir
 * @param {string[]} [provide] component public paths (`Checkbox`) this build provides unasked
 * @returns {{
 *   shared: Record<string, object>,
 *   alias: Record<string, string>,
 *   plugins: object[],
 *   sharedRequest: (request: string, context: string) => string | undefined,
 * }}
 */
export function muiSharing(appDir, provide = []) {
  const material = packageAt('@mui/material', appDir);
  const holders = contextHolders.map((name) => packageAt(name, material.dir));
  const packages = [material, ...holders];
  const publicPaths = publicPathsByFile(material);
  const stateFiles = new Set(
    packages.flatMap((pkg) => [...scriptsUnder(pkg.dir)].filter((file) => !publicPaths.has(file) && holdsState(file))),
  );
  const packageOf = (file) => packages.find((pkg) => file.startsWith(pkg.dir + path.sep));
  const resolver = new rspack.experiments.resolver.ResolverFactory({
    conditionNames: ['import', 'module', 'browser', 'default'],
    mainFields: ['browser', 'module', 'main'],
    extensions: ['.mjs', '.js', '.json'],
  });

  /** The file a request lands on when it may be one of MUI's; undefined for anything else. */
  function targetOf(request, context) {
    if (request.startsWith('./') || request.startsWith('../')) {
      if (!packageOf(context + path.sep)) return undefined;
      const file = path.resolve(context, request);
      if (existsSync(file) && statSync(file).isFile()) return file;
      return resolver.sync(context, request).path;
    }
    if (!packages.some((pkg) => request === pkg.name || request.startsWith(`${pkg.name}/`))) return undefined;
    return resolver.sync(context, request).path;
  }

  /**
   * The request the share scope knows for `request` made from the folder `context`: a public path,
   * an `@mui-file/` request, or undefined when the request is private code or not MUI's at all.
   */
  function sharedRequest(request, context) {
    const file = targetOf(request, context);
    if (!file) return undefined;
    const publicPath = publicPaths.get(file);
    if (publicPath) return publicPath;
    if (!stateFiles.has(file)) return undefined;
    const pkg = packageOf(file);
    return `${stateFileRequestPrefix}${pkg.name}/${path.relative(pkg.dir, file).split(path.sep).join('/')}`;
  }

  const rewrite = new rspack.NormalModuleReplacementPlugin(/^(\.\.?\/|@mui\/|react-transition-group)/, (data) => {
    const request = sharedRequest(data.request, data.context);
    if (request) data.request = request;
  });

  const singleton = (version) => ({ singleton: true, version, requiredVersion: `^${version}`, strictVersion: false });
  // A shared entry whose import is a file is provided whether or not the build imports it; one
  // named by package path would be provided only when some module of the build imports it.
  const provided = provide.map((component) => {
    const request = `${material.name}/${component}`;
    const file = resolver.sync(appDir, request).path;
    if (!file || publicPaths.get(file) !== request) throw new Error(`${request} is not a public path of MUI`);
    return [request, { ...singleton(material.version), import: file, shareKey: request }];
  });
  return {
    shared: {
      [`${material.name}/`]: singleton(material.version),
      ...Object.fromEntries(provided),
      ...Object.fromEntries(
        packages.map((pkg) => [
          `${stateFileRequestPrefix}${pkg.name}/`,
          { ...singleton(pkg.version), shareKey: `${stateFileRequestPrefix}${pkg.name}/` },
        ]),
      ),
    },
    alias: Object.fromEntries(packages.map((pkg) => [`${stateFileRequestPrefix}${pkg.name}`, pkg.dir])),
    plugins: [rewrite],
    sharedRequest,
  };
}
