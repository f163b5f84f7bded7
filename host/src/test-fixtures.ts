import type { PlatformConfig } from './config/platform-config';

/** The platform.json of a local deployment, for tests. */
export const localPlatformConfig: PlatformConfig = {
  settingsCdnBase: 'http://localhost:4000/cdn',
  knownHostnames: ['localhost'],
  remotes: {
    auth: 'http://localhost:3001/mf-manifest.json',
    sports: 'http://localhost:3002/mf-manifest.json',
    casino: 'http://localhost:3003/mf-manifest.json',
    account: 'http://localhost:3004/mf-manifest.json',
  },
  allowedRemoteOrigins: [
    'http://localhost:3001',
    'http://localhost:3002',
    'http://localhost:3003',
    'http://localhost:3004',
  ],
};

/**
 * host/index.html as the build takes it, read from disk. The host compiles without Node types, hence
 * the untyped import of node:fs.
 */
export async function readIndexHtml(): Promise<string> {
  const nodeFs = 'node:fs';
  const fs = (await import(/* @vite-ignore */ nodeFs)) as { readFileSync(path: string, encoding: 'utf8'): string };
  // Through a variable: under jsdom the bundler rewrites `new URL(literal, import.meta.url)` to a served address.
  const thisFile = import.meta.url;
  return fs.readFileSync(decodeURIComponent(new URL('../index.html', thisFile).pathname), 'utf8');
}
