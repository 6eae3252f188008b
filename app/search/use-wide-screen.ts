import { useEffect, useState } from "react";

/**
 * Issue 28, item 1 (decision 041): from 1024 px the filter panel stands inline in the results'
 * left column instead of opening as a drawer. Kept in step with search.css's `min-width: 1024px`.
 */
export const WIDE_QUERY = "(min-width: 1024px)";

/**
 * Whether the screen is wide enough for the inline filter column; false on the server and before
 * hydration. It is set in the same effects pass as `useHydrated`, so the panel never renders one
 * frame as a hidden drawer at a desktop width (no layout shift once scripts run).
 */
export function useWideScreen(): boolean {
  const [wide, setWide] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(WIDE_QUERY);
    const update = () => setWide(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return wide;
}
