import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useTrackedJobs } from './use-tracked-jobs.js';

const key = 'tradesim.admin.asset-jobs';

afterEach(() => sessionStorage.clear());

describe('the followed jobs', () => {
  it('are kept for the tab, and forgotten one kind at a time', () => {
    const { result } = renderHook(() => useTrackedJobs());
    act(() => result.current.track('bulkAdd', 'job-1'));
    act(() => result.current.track('images', 'job-2'));
    expect(JSON.parse(sessionStorage.getItem(key) ?? '')).toEqual({ bulkAdd: 'job-1', images: 'job-2' });
    expect(renderHook(() => useTrackedJobs()).result.current.jobs).toEqual({
      bulkAdd: 'job-1',
      images: 'job-2',
    });
    act(() => result.current.forget(['bulkAdd']));
    expect(result.current.jobs).toEqual({ bulkAdd: null, images: 'job-2' });
  });

  it('treat a damaged entry as nothing followed', () => {
    sessionStorage.setItem(key, '{oops');
    expect(renderHook(() => useTrackedJobs()).result.current.jobs).toEqual({ bulkAdd: null, images: null });
    sessionStorage.setItem(key, JSON.stringify({ bulkAdd: 42, images: 'x' }));
    expect(renderHook(() => useTrackedJobs()).result.current.jobs).toEqual({ bulkAdd: null, images: 'x' });
  });
});
