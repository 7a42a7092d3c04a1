import { startTransition, useCallback, useEffect, useState, type ComponentType } from 'react';
import { withTexts, type RemoteAppProps } from '@portal/kernel';
import { CHUNK_LOAD_TIMEOUT_MS, ErrorState, Skeleton, useSharedTranslation } from '@portal/shared';
import { classifyFailure, reportRemoteOutcome } from '../remoteHealth';
import { loadRemoteModule, registeredBuild, RemoteLoadFailure } from './federation';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import type { RemoteName } from './registry';
import styles from './RemoteSlot.module.css';

type SlotState =
  | { status: 'loading' }
  | { status: 'ready'; App: ComponentType<RemoteAppProps>; version: string; token?: string }
  | { status: 'error'; reason: 'failed' | 'timeout' };

class LoadTimeout extends Error {}

/** A failed load, as health reports it: the version that failed and its error class (none without a version). */
function reportLoadFailure(remote: RemoteName, error: unknown): void {
  if (error instanceof RemoteLoadFailure) reportRemoteOutcome(remote, error.version, classifyFailure(error.cause, 'load'), error.token);
  else if (error instanceof LoadTimeout) {
    // Still waiting after 120 s: the build the page registered did not arrive in time.
    const build = registeredBuild(remote);
    if (build) reportRemoteOutcome(remote, build.version, 'chunk', build.token);
  }
  // Else the registry itself did not answer: no remote's build is at fault.
}

/** Committed only when the remote's App rendered without throwing: its effect is the `ok` report. */
function RenderedMark({ onRendered }: { onRendered: () => void }) {
  useEffect(() => onRendered(), [onRendered]);
  return null;
}

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
  const { t } = useSharedTranslation();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SlotState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    // The remote's texts in the language shown come with it: its modules register them as they load.
    const load = withTexts(() => loadRemoteModule<{ default: ComponentType<RemoteAppProps> }>(remote, expose, { force: attempt > 0 }));
    // The remote's first render is a transition: React draws its pages or sections in slices and yields
    // between them, so a phone stays responsive while a whole remote mounts.
    withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS)
      .then(({ module, version, token }) => current && startTransition(() => setState({ status: 'ready', App: module.default, version, token })))
      .catch((error: unknown) => {
        if (!current) return;
        reportLoadFailure(remote, error);
        setState({ status: 'error', reason: error instanceof LoadTimeout ? 'timeout' : 'failed' });
      });
    return () => {
      current = false;
    };
  }, [remote, expose, attempt]);

  const retry = () => setAttempt((n) => n + 1);
  const version = state.status === 'ready' ? state.version : null;
  const token = state.status === 'ready' ? state.token : undefined;
  // One `ok` per mount and attempt: the boundary's key remounts the mark on a retry, and the callback
  // stays the same across re-renders, so the mark's effect runs once per load.
  const rendered = useCallback(() => {
    if (version) reportRemoteOutcome(remote, version, 'ok', token);
  }, [remote, version, token]);
  const caught = useCallback((error: unknown) => {
    if (version) reportRemoteOutcome(remote, version, classifyFailure(error, 'render'), token);
  }, [remote, version, token]);

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
  const { App } = state;
  return (
    <section className={styles[size]} data-remote={remote} data-expose={expose} data-remote-version={version} data-remote-state="ready">
      <RemoteErrorBoundary key={`${version}:${attempt}`} remote={remote} onRetry={retry} onCaught={caught}>
        <App basePath={basePath} params={params} onClose={onClose} />
        <RenderedMark onRendered={rendered} />
      </RemoteErrorBoundary>
    </section>
  );
}
