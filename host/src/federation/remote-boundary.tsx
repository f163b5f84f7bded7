import { PlainAlert, PlainButton, type RemoteName } from '@exchange/shared';
import { Component, type ErrorInfo, type ReactNode } from 'react';

import { useHostStyles } from '../host-styles';
import { useHostTranslation } from '../i18n/host-translations';
import { PageShown } from '../page-shown';

/** What the player reads in place of a failed remote: a hook-using child of the class boundary. */
function RemoteUnavailable({ remote, onRetry }: { remote: RemoteName; onRetry: () => void }) {
  useHostStyles();
  const { t } = useHostTranslation();
  return (
    <PlainAlert
      severity="error"
      className="xp-remote-unavailable"
      data-remote-unavailable={remote}
      title={t('remote.unavailable')}
      action={
        <PlainButton onClick={onRetry} style={{ color: 'inherit' }}>
          {t('remote.retry')}
        </PlainButton>
      }
    >
      {t('remote.couldNotLoad', { section: t(`remote.sections.${remote}`) })}
    </PlainAlert>
  );
}

export interface RemoteBoundaryProps {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
  /** The section is a routed page: its failure, too, ends the start-up's overlay. */
  page?: boolean;
}

interface RemoteBoundaryState {
  error: Error | null;
}

/**
 * The last layer of failure handling: whatever a remote does (fails to load, throws while
 * rendering), the shell and the other sections keep working and the player can retry.
 */
export class RemoteBoundary extends Component<RemoteBoundaryProps, RemoteBoundaryState> {
  override state: RemoteBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): RemoteBoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`The ${this.props.remote} section failed.`, error, info.componentStack);
  }

  private readonly retry = (): void => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render(): ReactNode {
    if (this.state.error === null) return this.props.children;
    return (
      <>
        <RemoteUnavailable remote={this.props.remote} onRetry={this.retry} />
        {this.props.page === true && <PageShown />}
      </>
    );
  }
}
