import { useEffect } from "react";

/**
 * Locks page scroll while an overlay is open (spec §2 menu, §4 filter panel and date picker).
 * A counter lets several overlays lock at once; the page scrolls again when the last one closes.
 * The width of the vanished scrollbar is kept as padding so the page does not jump sideways.
 */
let locks = 0;

export function useScrollLock(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const root = document.documentElement;
    if (locks === 0) {
      const scrollbar = window.innerWidth - root.clientWidth;
      root.style.setProperty("--scrollbar-compensation", `${scrollbar}px`);
      root.classList.add("scroll-locked");
    }
    locks += 1;
    return () => {
      locks -= 1;
      if (locks === 0) {
        root.classList.remove("scroll-locked");
        root.style.removeProperty("--scrollbar-compensation");
      }
    };
  }, [active]);
}
