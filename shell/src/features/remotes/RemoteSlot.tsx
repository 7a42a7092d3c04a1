import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS, ErrorState, Skeleton, withTexts, type RemoteAppProps, useTranslation } from '@portal/shared';
import { loadRemoteModule } from './federation';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import type { RemoteName } from './registry';
import styles from './RemoteSlot.module.css';

type SlotState =
  | { status: 'loading' }
  | { status: 'ready'; App: ComponentType<RemoteAppProps>; version: string }
  | { status: 'error'; reason: 'failed' | 'timeout' };

class LoadTimeout extends Error {}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new LoadTimeout()), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

interface Props {
  remote: RemoteName;
  basePath: string;
  /** The exposed module: `App` for a remote's pages, or a widget such as mfe-games' `HomeSections`. */
  expose?: string;
  /** `page` reserves a page's height while loading; `widget` only a band. */
  size?: 'page' | 'widget';
  /** What a widget needs from its host (e.g. the vendor of the game popup). */
  params?: Record<string, unknown>;
  /** A widget inside a modal closes it through this. */
  onClose?: () => void;
}

/**
 * Where a remote's pages or widgets render. Each mount asks the registry which build to use, so an
 * open page picks up a swapped version on its next navigation; a failure stays inside this slot.
 */
export function RemoteSlot({ remote, basePath, expose = 'App', size = 'page', params, onClose }: Props) {
  const { t } = useTranslation('shared');
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SlotState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    // The remote's texts in the language shown come with it: its modules register them as they load.
    const load = withTexts(() => loadRemoteModule<{ default: ComponentType<RemoteAppProps> }>(remote, expose, { force: attempt > 0 }));
    // The remote's first render is a transition: React draws its pages or sections in slices and yields
    // between them, so a phone stays responsive while a whole remote mounts (issue 13: TBT).
    withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS)
      .then(({ module, version }) => current && startTransition(() => setState({ status: 'ready', App: module.default, version })))
      .catch((error: unknown) => current && setState({ status: 'error', reason: error instanceof LoadTimeout ? 'timeout' : 'failed' }));
    return () => {
      current = false;
    };
  }, [remote, expose, attempt]);

  const retry = () => setAttempt((n) => n + 1);

  if (state.status === 'loading') {
    return (
      <section className={styles[size]} data-remote={remote} data-expose={expose} aria-busy="true" aria-label={t('remoteLoading')}>
        <Skeleton lines={size === 'page' ? 6 : 2} />
      </section>
    );
  }
  if (state.status === 'error') {
    return (
      <section className={styles[size]} data-remote={remote} data-expose={expose} data-remote-state="error">
        <ErrorState message={t(state.reason === 'timeout' ? 'errors.pageLoadSlow' : 'remoteFailed')} onRetry={retry} />
      </section>
    );
  }
  const { App, version } = state;
  return (
    <section className={styles[size]} data-remote={remote} data-expose={expose} data-remote-version={version} data-remote-state="ready">
      <RemoteErrorBoundary key={`${version}:${attempt}`} remote={remote} onRetry={retry}>
        <App basePath={basePath} params={params} onClose={onClose} />
      </RemoteErrorBoundary>
    </section>
  );
}
