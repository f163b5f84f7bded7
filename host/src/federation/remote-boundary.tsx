import type { RemoteName } from '@exchange/shared';
import { Alert, AlertTitle, Button } from '@mui/material';
import { Component, type ErrorInfo, type ReactNode } from 'react';

const sectionLabels: Record<RemoteName, string> = {
  auth: 'sign-in',
  sports: 'sports',
  casino: 'casino',
  account: 'account',
};

export interface RemoteBoundaryProps {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
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
      <Alert
        severity="error"
        role="alert"
        data-remote-unavailable={this.props.remote}
        action={
          <Button color="inherit" size="small" onClick={this.retry}>
            Retry
          </Button>
        }
        sx={{ m: { xs: 1, sm: 2 } }}
      >
        <AlertTitle>This section is unavailable</AlertTitle>
        The {sectionLabels[this.props.remote]} section could not be loaded. The rest of the site still works.
      </Alert>
    );
  }
}
