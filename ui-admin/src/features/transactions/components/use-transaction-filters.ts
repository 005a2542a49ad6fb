import { useDebouncedValue } from '@tradesim/ui-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type DayRange, rangeFromParams, rangeQuery, withRange } from '../../../lib/date-range.js';
import type { TransactionFilters } from '../api/use-transactions.js';
import { type StatusFilter, statusOptions, type TypeFilter, typeOptions } from './labels.js';

const searchDelayMs = 300;

function pick<T extends string>(value: string | null, options: readonly { value: T }[]): T {
  return options.find((option) => option.value === value)?.value ?? ('all' as T);
}

/**
 * The list's filters live in the URL (`?q=&type=&status=&from=&to=&transaction=`), so a reload, the
 * dashboard's cards, the bell and the header search all open the same list. The search box
 * answers keystrokes at once and reaches the URL (and the server) once typing pauses.
 */
export function useTransactionFilters() {
  const [params, setParams] = useSearchParams();
  const urlQuery = params.get('q') ?? '';
  const type = pick<TypeFilter>(params.get('type'), typeOptions);
  const status = pick<StatusFilter>(params.get('status'), statusOptions);
  const openId = params.get('transaction');
  const range = rangeFromParams(params);
  const [search, setSearch] = useState(urlQuery);
  const settled = useDebouncedValue(search, searchDelayMs);

  const setParam = useCallback(
    (key: string, value: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value && value !== 'all') next.set(key, value);
          else next.delete(key);
          return next;
        },
        // Typing and closing the details replace the entry; a filter or an opened row is a step Back undoes.
        { replace: key === 'q' || value === null },
      ),
    [setParams],
  );

  // Only a change of the settled box text writes the URL: a link arriving with a new ?q= (or a
  // new setParams identity) must not be overwritten by the box's old text.
  const urlQueryRef = useRef(urlQuery);
  urlQueryRef.current = urlQuery;
  const lastSettled = useRef(settled);
  useEffect(() => {
    if (settled === lastSettled.current) return;
    lastSettled.current = settled;
    const text = settled.trim();
    if (text !== urlQueryRef.current) setParam('q', text || null);
  }, [settled, setParam]);

  // Another screen linked here with a new ?q= (the header search): the box follows, without
  // undoing a trailing space the admin is typing.
  useEffect(() => {
    setSearch((current) => (current.trim() === urlQuery ? current : urlQuery));
  }, [urlQuery]);

  const filters: TransactionFilters = {
    ...(urlQuery ? { q: urlQuery } : {}),
    ...(type !== 'all' ? { type } : {}),
    ...(status !== 'all' ? { status } : {}),
    ...rangeQuery(range),
  };
  return {
    search,
    setSearch,
    type,
    status,
    filters,
    hasFilters: Boolean(urlQuery || type !== 'all' || status !== 'all' || range.from || range.to),
    range,
    setRange: (next: DayRange) => setParams((current) => withRange(current, next)),
    setType: (value: TypeFilter) => setParam('type', value),
    setStatus: (value: StatusFilter) => setParam('status', value),
    clear: () => {
      setSearch('');
      setParams((current) => {
        const next = new URLSearchParams();
        const open = current.get('transaction');
        if (open) next.set('transaction', open);
        return next;
      });
    },
    openId,
    open: (id: string) => setParam('transaction', id),
    close: () => setParam('transaction', null),
  };
}
