import { useId as useReactId } from 'react';

/**
 * `useId` of @mantine/hooks, as every Mantine component of our builds gets it (swapped in by
 * {@link ../mantine-use-id.js}): React's `useId` made CSS-safe, `mantine-` + the id without `:`,
 * or `staticId` when one is given. Mantine's own keeps that id for the first render only and sets a
 * random one in a layout effect: after hydration every input, carousel and segmented control
 * rendered a second time, synchronously, inside the hydration commit (a long task on a phone),
 * and each id in the server's HTML changed. React's id is already unique in its root and the same
 * on the server and in the browser, so this one never changes and never re-renders.
 * @param {string} [staticId] an id given by the caller (a component's `id` prop)
 * @returns {string} the id
 * @public (its importers are Mantine's modules, by path)
 */
export function useId(staticId) {
  const reactId = useReactId();
  if (typeof staticId === 'string') return staticId;
  return `mantine-${reactId.replace(/:/g, '')}`;
}
