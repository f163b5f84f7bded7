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
