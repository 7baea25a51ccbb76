import { useEffect } from 'react';

/** A page past the end (the list shrank, or a filter narrowed it) moves back to the last page there is. */
export function usePageWithin(
  page: number,
  pageCount: number,
  settled: boolean,
  setPage: (page: number) => void,
): void {
  useEffect(() => {
    if (settled && pageCount > 0 && page > pageCount) setPage(pageCount);
  }, [settled, page, pageCount, setPage]);
}
