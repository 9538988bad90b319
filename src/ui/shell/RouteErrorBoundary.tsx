import { Component, type ErrorInfo, type ReactNode } from 'react';
import { messages } from '../../core/kernel/messages';
import { Button } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { ChunkLoadError } from './ChunkLoadError';
import { RouteLoading } from './RouteLoading';

interface RouteErrorBoundaryProps {
  /** The device has no network: a chunk that fails to download is not an update. */
  offline: boolean;
  /** A screen's code failed to download online: the app was updated ('Update Applied', reload). */
  onChunkFailure: () => void;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  failure: 'chunk' | 'offline' | 'screen' | null;
}

/**
 * Around each lazily loaded screen (keyed by the path, so the next navigation starts afresh).
 * A failed chunk download online hands over to the 'Update Applied' dialog; offline it says the
 * member is offline and tries the screen again once the device is back online. Any other error
 * in a screen is logged and replaced by an apology inside the layout, so the menus keep working.
 */
export class RouteErrorBoundary extends Component<
  RouteErrorBoundaryProps,
  RouteErrorBoundaryState
> {
  override state: RouteErrorBoundaryState = { failure: null };

  static getDerivedStateFromError(error: unknown): RouteErrorBoundaryState {
    return { failure: error instanceof ChunkLoadError ? 'chunk' : 'screen' };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (error instanceof ChunkLoadError) {
      console.warn(error.message, error.cause);
      if (this.props.offline) this.setState({ failure: 'offline' });
      else this.props.onChunkFailure();
      return;
    }
    console.error('A screen failed to render', error, info.componentStack);
  }

  override componentDidUpdate(previous: RouteErrorBoundaryProps): void {
    const backOnline = previous.offline && !this.props.offline;
    if (backOnline && this.state.failure === 'offline') this.setState({ failure: null });
  }

  override render(): ReactNode {
    if (this.state.failure === 'chunk') return <RouteLoading />;
    if (this.state.failure === 'offline') {
      return (
        <EmptyState
          icon="offline"
          title={messages.offline.notSavedTitle}
          message={messages.offline.screenNotSaved}
        />
      );
    }
    if (this.state.failure === 'screen') {
      return (
        <EmptyState
          icon="alert"
          title="Sorry, something went wrong"
          message="This page could not be shown. Please reload to try again."
          action={<Button onClick={() => window.location.reload()}>Reload</Button>}
        />
      );
    }
    return this.props.children;
  }
}
