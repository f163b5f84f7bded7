import { createHash } from 'node:crypto';

import type { CatalogueEntry } from './catalogue.js';

/** Tiles are 4:3; the lobby reserves this ratio before the image arrives. */
export const artworkWidth = 320;
export const artworkHeight = 240;

const escapeXml = (text: string): string => text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);

/** Two hues from the game's code, so every tile differs and the same game always looks the same. */
function huesOf(code: string): readonly [number, number] {
  const digest = createHash('sha256').update(code).digest();
  const first = ((digest[0] ?? 0) * 360) / 256;
  return [Math.round(first), Math.round((first + 40 + ((digest[1] ?? 0) % 80)) % 360)];
}

const motifs: Readonly<Record<CatalogueEntry['section'], string>> = {
  'live-casino':
    '<circle cx="160" cy="96" r="54" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="10" stroke-dasharray="14 10"/><circle cx="160" cy="96" r="26" fill="#fff" fill-opacity=".85"/>',
  slots:
    '<g fill="#fff" fill-opacity=".9"><rect x="70" y="52" width="52" height="80" rx="8"/><rect x="134" y="52" width="52" height="80" rx="8"/><rect x="198" y="52" width="52" height="80" rx="8"/></g><g font-family="Georgia,serif" font-size="46" font-weight="700" fill="#b3261e" text-anchor="middle"><text x="96" y="108">7</text><text x="160" y="108">7</text><text x="224" y="108">7</text></g>',
  crash:
    '<path d="M40 150 C 140 146 200 110 268 40" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round"/><path d="M262 30 l22 6 -14 18 z" fill="#fff"/>',
  table:
    '<g fill="#fff" fill-opacity=".9" font-family="Georgia,serif" font-size="64" text-anchor="middle"><text x="100" y="122">♠</text><text x="160" y="122" fill="#ffd7d7">♥</text><text x="220" y="122">♣</text></g>',
  'indian-card':
    '<g stroke="#fff" stroke-width="4"><rect x="98" y="40" width="70" height="98" rx="8" fill="#fff" fill-opacity=".25" transform="rotate(-12 133 89)"/><rect x="152" y="40" width="70" height="98" rx="8" fill="#fff" fill-opacity=".85" transform="rotate(10 187 89)"/></g>',
};

/** Splits a name into at most two lines of about 22 characters for the tile's caption. */
function captionLines(name: string): string[] {
  const words = name.split(/\s+/);
  const lines: string[] = [''];
  for (const word of words) {
    const current = lines[lines.length - 1] ?? '';
    if (current.length > 0 && current.length + word.length + 1 > 22) {
      if (lines.length === 2) {
        lines[1] = `${current}…`;
        return lines;
      }
      lines.push(word);
    } else {
      lines[lines.length - 1] = current.length > 0 ? `${current} ${word}` : word;
    }
  }
  return lines;
}

/** The tile artwork of a game: an SVG made from its code, section and name; no external image. */
export function gameArtwork(entry: CatalogueEntry): string {
  const [from, to] = huesOf(entry.code);
  const lines = captionLines(entry.name);
  const firstLineY = lines.length === 1 ? 200 : 186;
  const caption = lines
    .map((line, index) => `<text x="160" y="${firstLineY + index * 26}" text-anchor="middle">${escapeXml(line)}</text>`)
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${artworkWidth} ${artworkHeight}" width="${artworkWidth}" height="${artworkHeight}" role="img" aria-label="${escapeXml(entry.name)}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${from} 70% 38%)"/><stop offset="1" stop-color="hsl(${to} 75% 22%)"/></linearGradient></defs>`,
    `<rect width="${artworkWidth}" height="${artworkHeight}" fill="url(#g)"/>`,
    motifs[entry.section],
    `<g font-family="system-ui,sans-serif" font-size="22" font-weight="700" fill="#fff">${caption}</g>`,
    '</svg>',
  ].join('');
}
