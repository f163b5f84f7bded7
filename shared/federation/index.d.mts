export interface SharedDependency {
  singleton: true;
  version: string;
  requiredVersion: string;
  strictVersion: boolean;
  import?: string;
}

export declare const sharedPackageName: string;
export declare const sharedDependencies: Readonly<Record<string, SharedDependency>>;
export declare const remoteExposes: Readonly<Record<'auth' | 'sports' | 'casino' | 'account', readonly string[]>>;
export declare const remoteNames: readonly string[];
export declare function assertExposesMatchContract(remote: string, exposes: Record<string, string>): void;
export declare function createAppConfig(options: {
  appDir: string;
  name: 'host' | 'auth' | 'sports' | 'casino' | 'account';
  uniqueName: string;
  port: number;
  mode: string;
  exposes?: Record<string, string>;
  laterMui?: string[];
  menuMui?: string[];
  provideMui?: string[];
}): Record<string, unknown> | Record<string, unknown>[];
export interface MuiSharing {
  shared: Record<string, SharedDependency & { shareKey?: string }>;
  alias: Record<string, string>;
  plugins: unknown[];
  /** The request the share scope knows for `request` made from the folder `context`, if any. */
  sharedRequest(request: string, context: string): string | undefined;
}
export declare function muiSharing(appDir: string, provide?: string[]): MuiSharing;
