import type { ReactNode } from 'react';
import type { Page } from '../contracts/common/schemas';
import type { QueryResult } from '../query';
import { Pager } from './Pager';
import { ResultView } from './ResultView';

/** A list shown one page at a time as it loads: the faces of `ResultView` (empty when the page has no rows), then the rows and the pager. */
export function PagedResults<P extends Page<unknown>>({
  query,
  paging,
  empty,
  children,
}: {
  query: QueryResult<P>;
  /** The page shown and how to change it (`usePaging`, `useRecordQuery`). */
  paging: { page: number; setPage: (page: number) => void };
  empty?: ReactNode;
  children: (data: P) => ReactNode;
}) {
  return (
    <ResultView query={query} isEmpty={(data) => data.content.length === 0} empty={empty}>
      {(data) => (
        <>
          {children(data)}
          <Pager page={paging.page} totalPages={data.totalPages} onPage={paging.setPage} disabled={query.loading} />
        </>
      )}
    </ResultView>
  );
}
