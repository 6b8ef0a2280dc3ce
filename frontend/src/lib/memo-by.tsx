import * as React from "react";

/**
 * Renders `children()` again only when one of `deps` changed (by `Object.is`): `useMemo` for a
 * part of a component's markup. A long form re-renders on every change of its state; wrapping
 * each card with the values it shows keeps a change elsewhere (a design control, another card)
 * from rebuilding it. `deps` must name everything the part reads that can change.
 */
export const MemoBy = React.memo(
  function MemoBy({ children }: { deps: readonly unknown[]; children: () => React.ReactNode }) {
    return children();
  },
  (before, after) => before.deps.length === after.deps.length && before.deps.every((dep, i) => Object.is(dep, after.deps[i])),
);

/**
 * `values` without the keys in `without`, as the same object as last time while only those keys
 * changed: a stable dependency for parts that read everything but them.
 */
export function useStableExcept<T extends object>(values: T, without: readonly (keyof T)[]): T {
  // The last object handed out, kept as state (adjusted while rendering, as React advises for
  // values derived from the previous render).
  const [kept, setKept] = React.useState(values);
  const changed = (Object.keys(values) as (keyof T)[]).some((key) => !without.includes(key) && !Object.is(values[key], kept[key]));
  if (changed) {
    setKept(values);
    return values;
  }
  return kept;
}
