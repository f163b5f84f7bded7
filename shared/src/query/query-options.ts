import type { queryOptions as tanstackQueryOptions } from '@tanstack/react-query';

/**
 * TanStack Query's `queryOptions`, which returns its argument and only adds types: the same, typed
 * the same, without importing the library's code into the package's first load (ADR 0033).
 */
export const queryOptions = ((options: unknown) => options) as typeof tanstackQueryOptions;
