import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { ChunkLoadError } from './ChunkLoadError';
import { RouteLoading } from './RouteLoading';

interface RouteErrorBoundaryProps {
  /** A screen's code failed to download: the app was updated ('Update Applied', then reload). */
  onChunkFailure: () => void;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  failure: 'chunk' | 'screen' | null;
}

/**
 * Around each lazily loaded screen (keyed by the path, so the next navigation starts afresh).
 * A failed chunk download hands over to the 'Update Applied' dialog; any other error in a screen
 * is logged and replaced by an apology inside the layout, so the menus keep working.
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
      this.props.onChunkFailure();
      return;
    }
    console.error('A screen failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.failure === 'chunk') return <RouteLoading />;
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
