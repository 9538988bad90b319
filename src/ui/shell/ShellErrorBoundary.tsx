import { Component, type ErrorInfo, type ReactNode } from 'react';
import { BootFailureScreen } from './BootFailureScreen';

interface ShellErrorBoundaryState {
  failed: boolean;
}

/** The last line: a router or shell error is logged and the member gets the boot-failure page. */
export class ShellErrorBoundary extends Component<
  { children: ReactNode },
  ShellErrorBoundaryState
> {
  override state: ShellErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ShellErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('The app shell failed', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <BootFailureScreen /> : this.props.children;
  }
}
