/**
 * The import page's progress (spec §14): a 5,000-row file reports once per title looked up; the
 * page renders the latest value at most every 100 ms, the first and the last at once.
 */
import { act, renderHook } from '@testing-library/react';
import { useThrottledProgress } from './throttledProgress';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('renders the first and last report at once and the ones between at most every 100 ms', () => {
  let renders = 0;
  const { result } = renderHook(() => {
    renders += 1;
    return useThrottledProgress();
  });
  const report = result.current[1];
  expect(result.current[0]).toEqual({ done: 0, total: 0 });

  act(() => report({ done: 0, total: 5000 }));
  expect(result.current[0]).toEqual({ done: 0, total: 5000 });
  const before = renders;
  for (let done = 1; done <= 2000; done++) act(() => report({ done, total: 5000 }));
  // 2,000 reports in the same instant: nothing rendered yet, then the latest once the 100 ms pass
  expect(renders).toBe(before);
  act(() => jest.advanceTimersByTime(100));
  expect(result.current[0]).toEqual({ done: 2000, total: 5000 });
  expect(renders).toBe(before + 1);

  act(() => report({ done: 2001, total: 5000 }));
  act(() => report({ done: 5000, total: 5000 }));
  expect(result.current[0]).toEqual({ done: 5000, total: 5000 });
  // the pending update of 2,001 was dropped: the bar never moves back
  act(() => jest.advanceTimersByTime(1000));
  expect(result.current[0]).toEqual({ done: 5000, total: 5000 });
});

it('drops a pending update when the page goes away', () => {
  const { result, unmount } = renderHook(() => useThrottledProgress());
  act(() => result.current[1]({ done: 1, total: 10 }));
  unmount();
  expect(jest.getTimerCount()).toBe(0);
});
