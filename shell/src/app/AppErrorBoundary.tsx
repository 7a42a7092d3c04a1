import { Component, type ReactNode } from 'react';
import { ErrorState, useSharedTranslation } from '@portal/shared';
import styles from './AppErrorBoundary.module.css';

function PageFailed({ chunk }: { chunk: boolean }) {
  const { t } = useSharedTranslation();
  return (
    <div className={styles.page}>
      <ErrorState message={t(chunk ? 'errors.pageLoadSlow' : 'errors.unknown')} onRetry={() => window.location.reload()} />
    </div>
  );
}

/** A chunk of the shell that fails to load (ChunkLoadError, spec §8) ends here, with a way to reload. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.error('[shell] render failed', error);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    const name = (this.state.error as { name?: string }).name;
    return <PageFailed chunk={name === 'ChunkLoadError'} />;
  }
}

/** For decorative sections (banners): if their chunk or render fails, the page simply goes without. */
export class Optional extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
