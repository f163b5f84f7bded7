import { remoteOfModule, type RemoteModuleId } from '@exchange/shared';
import { Suspense, use, useState, type ComponentType } from 'react';

import { useHostTranslation } from '../i18n/host-translations';
import { LoadingStatus } from '../loading-status';
import { RemoteBoundary } from './remote-boundary';
import { loadRemoteModule, reloadRemote } from './remote-modules';

export interface RemoteMountProps {
  moduleId: RemoteModuleId;
  /** The component export to render; route tables type it against the remote contracts. */
  exportName: string;
  props?: object;
  /** What to show while the remote loads; a page gets a spinner, a widget can stay empty. */
  fallback?: 'page' | 'none';
}

function LoadingSection() {
  const { t } = useHostTranslation();
  return <LoadingStatus label={t('loading.section')} />;
}

interface RemoteExportProps {
  request: Promise<unknown>;
  moduleId: RemoteModuleId;
  exportName: string;
  props: object;
}

/** Renders one export of a loaded remote module; suspends while it loads, throws if it failed. */
function RemoteExport({ request, moduleId, exportName, props }: RemoteExportProps) {
  const module = use(request) as Record<string, ComponentType<object> | undefined>;
  const Exported = module[exportName];
  if (typeof Exported !== 'function' && typeof Exported !== 'object') {
    throw new Error(`${moduleId} has no export ${exportName}: the remote does not match its contract.`);
  }
  return <Exported {...props} />;
}

/**
 * Mounts one component a remote exposes, loaded through the federation runtime on first render,
 * inside a boundary whose Retry forgets the failed load and asks the remote again.
 */
export function RemoteMount({ moduleId, exportName, props = {}, fallback = 'page' }: RemoteMountProps) {
  const remote = remoteOfModule(moduleId);
  const [attempt, setAttempt] = useState(0);
  const request = loadRemoteModule(moduleId);
  return (
    <RemoteBoundary
      key={attempt}
      remote={remote}
      onRetry={() => {
        reloadRemote(remote);
        setAttempt((current) => current + 1);
      }}
    >
      <Suspense fallback={fallback === 'page' ? <LoadingSection /> : null}>
        <RemoteExport request={request} moduleId={moduleId} exportName={exportName} props={props} />
      </Suspense>
    </RemoteBoundary>
  );
}
