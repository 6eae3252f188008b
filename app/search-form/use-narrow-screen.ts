import { useEffect, useState } from "react";

/** spec §2, §9: below 700 px the pickers open as full-screen overlays. Kept in step with search-form.css. */
export const NARROW_QUERY = "(max-width: 699.98px)";

/** Whether the screen is below the pickers' breakpoint; false on the server and before hydration. */
export function useNarrowScreen(): boolean {
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(NARROW_QUERY);
    const update = () => setNarrow(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return narrow;
}
