// How every browser of the e2e suite and the benchmark starts: Debian's Chromium, and nothing that
// phones home. JavaScript so the benchmark (plain Node) and the Playwright config share it.

/** Without `--headless`, which Playwright adds itself. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** For launchers that start Chromium themselves (Lighthouse's chrome-launcher). */
export const headlessChromiumFlags = ['--headless', ...chromiumArgs];
