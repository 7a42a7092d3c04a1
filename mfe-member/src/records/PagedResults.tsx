import type { ReactNode } from 'react';
import type { Page } from '@portal/shared/contracts';
import { Pager } from './Pager';
import { RemoteView } from './RemoteView';
import type { RemoteState } from './useRemote';

/** A paged list as it loads: the faces of `RemoteView` (empty when the page has no rows), then the rows and the pager. */
export function PagedResults<P extends Page<unknown>>({
  state,
  onRetry,
  page,
  onPage,
  empty,
  children,
}: {
  state: RemoteState<P>;
  onRetry: () => void;
  page: number;
  onPage: (page: number) => void;
  empty?: ReactNode;
  children: (data: P) => ReactNode;
}) {
  return (
    <RemoteView state={state} onRetry={onRetry} isEmpty={(data) => data.content.length === 0} empty={empty}>
      {(data) => (
        <>
          {children(data)}
          <Pager page={page} totalPages={data.totalPages} onPage={onPage} disabled={state.status === 'loading'} />
        </>
      )}
    </RemoteView>
  );
}
