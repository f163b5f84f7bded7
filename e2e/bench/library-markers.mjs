// How the benchmark counts the copies of a library a page downloads. Production chunks carry no
// module paths (module ids are numbers), so each library is recognised by a piece of its own code
// that minifiers keep as it is (string literals and property names) and that occurs exactly once in
// each copy. Every marker was checked against the built chunks: one hit in the chunk that holds the
// library, none elsewhere. A library split over several chunks still counts once, since the marker
// sits in one module of it; two copies (a remote that bundles its own) count twice.

/**
 * @typedef {object} LibraryMarker
 * @property {string} name as reported
 * @property {RegExp} pattern global, so every occurrence counts
 * @property {string} why where the text comes from
 */

/** @type {readonly LibraryMarker[]} */
export const libraryMarkers = [
  {
    name: 'react-dom',
    pattern: /rendererPackageName\s*:\s*["']react-dom["']/g,
    why: 'react-dom/client introduces itself to React DevTools once, in its production build too',
  },
  {
    name: '@mui/material',
    pattern: /["']MuiButtonBase["']\s*,\s*\[\s*["']root["']/g,
    why: "ButtonBase's utility classes (generateUtilityClasses('MuiButtonBase', ['root', …])): every button, link and menu item of MUI is built on it",
  },
  {
    name: '@emotion/react',
    pattern: /__EMOTION_TYPE_PLEASE_DO_NOT_USE__/g,
    why: "the prop name emotion's jsx uses to carry the element type, defined once in emotion-element",
  },
  {
    name: 'react-router',
    pattern: /useNavigate\(\) may be used only in the context of a <Router> component\./g,
    why: "useNavigate's invariant message, which react-router's production build keeps, in one module of it",
  },
  {
    name: 'federation runtime',
    pattern: /resetFederationGlobalInfo\s*=\s*function|function\s+resetFederationGlobalInfo\s*\(/g,
    why: "@module-federation/runtime-core's global module defines resetFederationGlobalInfo once (re-exports only assign it)",
  },
];

/**
 * Copies of each library in the JavaScript a page downloaded.
 * @param {Iterable<string>} scripts decoded bodies of every script response
 * @returns {Record<string, number>} by library name
 */
export function countLibraryCopies(scripts) {
  /** @type {Record<string, number>} */
  const copies = Object.fromEntries(libraryMarkers.map((marker) => [marker.name, 0]));
  for (const script of scripts) {
    for (const marker of libraryMarkers) {
      copies[marker.name] = (copies[marker.name] ?? 0) + (script.match(marker.pattern)?.length ?? 0);
    }
  }
  return copies;
}
