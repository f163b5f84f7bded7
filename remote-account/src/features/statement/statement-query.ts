import {
  firstProblem,
  transactionHistoryQuerySchema,
  type StatementType,
  type TransactionHistoryQuery,
} from '@exchange/contracts';
import { hasAccessToken, prefetchQueryData } from '@exchange/shared';

import { periodInstants, recentDays, type DayText } from '../../components/day-period';
import { openingPageSize } from '../../components/page-sizes';
import { transactionHistoryQuery } from './api/get-transaction-history';

export interface StatementFilter {
  period: { from: DayText; to: DayText };
  type: StatementType;
}

/** What the statement shows when it opens: the last seven days, every type. */
export const openingStatementFilter = (): StatementFilter => ({ period: recentDays(7), type: 'all' });

/** The period and type as `Transaction/GetHistory` filters on them (the export asks with these too). */
export function statementFilterQuery({ period, type }: StatementFilter) {
  return { ...periodInstants(period.from, period.to), ...(type === 'all' ? {} : { Type: type }) };
}

/** One page of the statement as asked of the api, and what is wrong with it before it is asked. */
export function statementPageQuery(filter: StatementFilter, page: number, pageSize: number) {
  const query: TransactionHistoryQuery = {
    ...statementFilterQuery(filter),
    SkipCount: page * pageSize,
    MaxResultCount: pageSize,
  };
  return { query, problem: firstProblem(transactionHistoryQuerySchema, query) };
}

/**
 * Asks for the statement's opening page before the page first renders, so the rows come with its
 * first paint instead of one render and one round trip after it (the page reads the same query).
 */
export function prefetchOpeningStatement(): void {
  if (!hasAccessToken()) return;
  const { query, problem } = statementPageQuery(openingStatementFilter(), 0, openingPageSize);
  if (problem.ok) prefetchQueryData(transactionHistoryQuery(query));
}
