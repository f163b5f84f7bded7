import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import { describe, expect, it } from 'vitest';

/**
 * The apps draw with theme tokens (`palette.*`, `'text.secondary'`, `var(--mui-palette-…)`), never
 * literal colours: a literal ignores the brand and the player's light or dark scheme. The colours
 * themselves live in shared/src/theme. This scan covers the remotes and the host.
 */
const repositoryRoot = new URL('..', import.meta.url).pathname;

/** CSS's named colours (CSS Color 4), without the keywords that follow the theme. */
const namedColours = new Set(
  (
    'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown ' +
    'burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan ' +
    'darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid ' +
    'darkred darksalmon darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet ' +
    'deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ' +
    'ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki ' +
    'lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow ' +
    'lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray ' +
    'lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine ' +
    'mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen ' +
    'mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace ' +
    'olive olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred ' +
    'papayawhip peachpuff peru pink plum powderblue purple rebeccapurple red rosybrown royalblue ' +
    'saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue slategray slategrey ' +
    'snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow ' +
    'yellowgreen'
  ).split(' '),
);

/** Style properties (sx, style, styled) and colour props (JSX `color=`, `fill=`) that take a colour. */
const colourProperty =
  /(?:\b(?:color|bgcolor|backgroundColor|background|borderColor|border(?:Top|Right|Bottom|Left)?|outline(?:Color)?|fill|stroke|textDecorationColor|caretColor|boxShadow|textShadow)\s*[:=]\s*\{?\s*)(['"`])([^'"`]*)\1/g;

// A colour function whose channels come interpolated (a theme's `mainChannel` CSS variable) is a theme
// token with an opacity, not a literal.
const literalColour =
  /#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![0-9a-z_-])|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\((?!\s*\$\{)/i;

const stringLiteral = /(['"`])((?:\\.|(?!\1)[^\\])*)\1/g;

interface LiteralColour {
  file: string;
  line: number;
  text: string;
}

/** The literal colours of one source file: colour notations in any string, named colours in style values. */
function findLiteralColours(file: string, source: string): LiteralColour[] {
  const found: LiteralColour[] = [];
  source.split('\n').forEach((rawLine, index) => {
    // Comments may name colours ("a gold bar"); only code draws them.
    const line = rawLine.replace(/\/\/.*$/, '').replace(/\/\*.*?\*\//g, '');
    if (/^\s*\*/.test(line)) return;
    const hits = new Set<string>();
    for (const [, , text = ''] of line.matchAll(stringLiteral)) {
      const notation = literalColour.exec(text);
      if (notation) hits.add(text);
    }
    for (const [, , value = ''] of line.matchAll(colourProperty)) {
      const words = value.toLowerCase().split(/[\s,()]+/);
      if (words.some((word) => namedColours.has(word))) hits.add(value);
    }
    for (const text of hits) found.push({ file, line: index + 1, text });
  });
  return found;
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const scannedRoots = readdirSync(repositoryRoot)
  .filter((name) => name.startsWith('remote-') || name === 'host')
  .map((name) => join(repositoryRoot, name, 'src'));

describe('no literal colours in the apps', () => {
  it('finds none in the remotes and the host: they use theme tokens', () => {
    expect(scannedRoots.length).toBeGreaterThanOrEqual(5);
    const found = scannedRoots.flatMap((root) =>
      sourceFiles(root).flatMap((path) =>
        findLiteralColours(relative(repositoryRoot, path), readFileSync(path, 'utf8')).map(
          ({ file, line, text }) => `${file}:${line}: ${text}`,
        ),
      ),
    );
    expect(found).toEqual([]);
  });

  it('catches a literal colour in each notation and names its file and line', () => {
    const planted = [
      'export function Odds() {',
      "  return <Box sx={{ bgcolor: '#72BBEF', color: 'rgb(0, 0, 0)' }}>",
      "    <Typography style={{ borderColor: 'hsl(200 50% 40%)' }} />",
      '    <Chip sx={{ border: `1px solid white` }} color="primary" />',
      '    <Typography color="red" sx={{ background: \'linear-gradient(#fff, #000)\' }} />',
      '  </Box>;',
      '}',
    ].join('\n');
    expect(findLiteralColours('remote-sports/src/odds.tsx', planted)).toEqual([
      { file: 'remote-sports/src/odds.tsx', line: 2, text: '#72BBEF' },
      { file: 'remote-sports/src/odds.tsx', line: 2, text: 'rgb(0, 0, 0)' },
      { file: 'remote-sports/src/odds.tsx', line: 3, text: 'hsl(200 50% 40%)' },
      { file: 'remote-sports/src/odds.tsx', line: 4, text: '1px solid white' },
      { file: 'remote-sports/src/odds.tsx', line: 5, text: 'linear-gradient(#fff, #000)' },
      { file: 'remote-sports/src/odds.tsx', line: 5, text: 'red' },
    ]);
  });

  it('lets theme tokens, CSS keywords, ids and comments through', () => {
    const allowed = [
      '// A gold bar over a white page, like #E3C16A.',
      "<Box sx={{ bgcolor: 'background.paper', color: 'text.secondary', borderColor: 'divider' }} />",
      "<Box sx={{ color: 'inherit', fill: 'currentColor', background: 'transparent' }} />",
      "<Box sx={{ border: '1px solid var(--mui-palette-divider)', boxShadow: 'none' }} />",
      '<Button color="primary" href="#bet-slip" aria-label="Gold and silver" />',
      "const title = 'Red Bull Racing';",
      'const tint = `rgba(${theme.vars.palette.info.mainChannel} / 0.2)`;',
    ].join('\n');
    expect(findLiteralColours('remote-casino/src/lobby.tsx', allowed)).toEqual([]);
  });
});
