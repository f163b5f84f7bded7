import TablePagination from '@mui/material/TablePagination';
import { useState } from 'react';

import { useAccountTranslation } from '../i18n/account-translations';
import { accountPageSizes, openingPageSize } from './page-sizes';

export interface AccountTablePaginationProps {
  /** All rows the server has for the filter, not only this page's. */
  count: number;
  /** Zero-based. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** A new size starts again at the first page. */
  onPageSizeChange: (pageSize: number) => void;
}

/** The pagination's page, size and handlers, as `useAccountPaging` gives them. */
export type AccountPagingControls = Omit<AccountTablePaginationProps, 'count'>;

/** Server pages of an account list, with its labels in the player's language. */
export function AccountTablePagination({
  count,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
}: AccountTablePaginationProps) {
  const { t } = useAccountTranslation();
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      onPageChange={(_event, next) => onPageChange(next)}
      rowsPerPage={pageSize}
      rowsPerPageOptions={accountPageSizes}
      onRowsPerPageChange={(event) => onPageSizeChange(Number(event.target.value))}
      labelRowsPerPage={t('common.rowsPerPage')}
      labelDisplayedRows={({ from, to, count: total }) => t('common.displayedRows', { from, to, count: total })}
      getItemAriaLabel={(kind) => t(`common.pageButtons.${kind}`)}
      sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: 0 } }}
    />
  );
}

/**
 * Page and page size of a server list, and the pagination's handlers: a new size goes back to the
 * first page (as a new filter does, through `setPage(0)`).
 */
export function useAccountPaging() {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(openingPageSize);
  const controls: AccountPagingControls = {
    page,
    pageSize,
    onPageChange: setPage,
    onPageSizeChange: (size: number) => {
      setPageSize(size);
      setPage(0);
    },
  };
  return { page, pageSize, setPage, controls };
}
