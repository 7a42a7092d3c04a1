import { Component, type ReactNode } from 'react';
import { RemoteFailedMessage } from './RemoteFailedMessage';

interface Props {
  remote: string;
  onRetry: () => void;
  /** Told what was caught (the slot reports it as the version's `render` or `chunk` failure). */
  onCaught?: (error: unknown) => void;
  children: ReactNode;
}

/** Catches what fails while a remote renders (a lazy route's chunk, a thrown render error). */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`[remotes] ${this.props.remote} failed while rendering`, error);
    this.props.onCaught?.(error);
  }

  override render() {
    if (this.state.failed) return <RemoteFailedMessage onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
