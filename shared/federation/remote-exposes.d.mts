export function assertExposesMatchContract(remote: any, exposes: any): void;
/**
 * The modules each remote exposes. Their TypeScript shapes live in `src/contracts`; this list is
 * the run-time half, checked when a remote builds so a missing or extra expose fails the build.
 */
export const remoteExposes: Readonly<{
    auth: string[];
    sports: string[];
    casino: string[];
    account: string[];
}>;
export const remoteNames: readonly string[];
