import { EmptyState, ErrorState, LoadingRows } from '@exchange/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { AccountTablePagination, type AccountPagingControls } from './account-table-pagination';
import { useAccountMessage } from './use-account-message';

export interface HistoryResultsProps<Page extends { items: readonly unknown[]; totalCount: number }> {
  /** The query of the page of rows shown. */
  history: UseQueryResult<Page>;
  /** What an empty page says, already translated. */
  empty: string;
  /** The page and page size, from `useAccountPaging` or `usePeriodFilter`. */
  paging: AccountPagingControls;
  /** The rows (with what comes before them); `dimmed` while they are the previous page's. */
  children: (page: Page, dimmed: boolean) => ReactNode;
}

/**
 * A paged account history's results: grey rows while the first page loads, the failure with a
 * retry, what an empty page says, or the rows with the server's pages under them.
 */
export function HistoryResults<Page extends { items: readonly unknown[]; totalCount: number }>({
  history,
  empty,
  paging,
  children,
}: HistoryResultsProps<Page>) {
  const message = useAccountMessage();
  return (
    <>
      {history.isLoading && <LoadingRows rows={5} height={40} />}
      {history.isError && (
        <ErrorState describe={message} error={history.error} onRetry={() => void history.refetch()} />
      )}
      {history.isSuccess && history.data.items.length === 0 && <EmptyState>{empty}</EmptyState>}
      {history.isSuccess && history.data.items.length > 0 && (
        <>
          {children(history.data, history.isPlaceholderData)}
          <AccountTablePagination count={history.data.totalCount} {...paging} />
        </>
      )}
    </>
  );
}
