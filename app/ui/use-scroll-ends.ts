import { useCallback, useEffect, useState, type RefObject } from "react";

/** Where a horizontal strip stands: scrolled to its start, to its end, or (when it fits) both. */
export interface ScrollEnds {
  start: boolean;
  end: boolean;
}

export type ScrollDirection = "previous" | "next";

/** How far one press moves the strip, in CSS pixels: fixed, or measured from the strip itself. */
export type ScrollStep = number | ((strip: HTMLElement) => number);

/** Before hydration nothing has been measured: a strip counts as fitting, so buttons stay hidden. */
const FITS: ScrollEnds = { start: true, end: true };

/**
 * Whether the horizontal strip under `ref` is at its start and at its end, kept current as it
 * scrolls and as it or its items change size (pictures arrive, the window turns), and `scroll`,
 * which moves it one step back or forward. The carousels of spec §2 (home partners, landing
 * routes) and the fleet galleries share it, each with its own step (spec §9).
 *
 * `scroll` does nothing at the end it would move towards, so a previous/next button marked
 * `aria-disabled` there stays inert, and it jumps instead of gliding when the visitor asked for
 * less motion (`prefers-reduced-motion`).
 */
export function useScrollEnds(
  ref: RefObject<HTMLElement>,
  { step, initial = FITS }: { step: ScrollStep; initial?: ScrollEnds },
): ScrollEnds & { scroll: (direction: ScrollDirection) => void } {
  const [ends, setEnds] = useState(initial);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const next = measureScrollEnds(element);
      setEnds((current) => (current.start === next.start && current.end === next.end ? current : next));
    };
    update();
    element.addEventListener("scroll", update, { passive: true });
    // The strip's width changes with the window; its content's, as its items (and pictures) load.
    const observer = new ResizeObserver(update);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => {
      element.removeEventListener("scroll", update);
      observer.disconnect();
    };
  }, [ref]);

  const { start, end } = ends;
  const scroll = useCallback(
    (direction: ScrollDirection) => {
      const element = ref.current;
      if (!element || (direction === "previous" ? start : end)) return;
      const distance = typeof step === "number" ? step : step(element);
      const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      element.scrollBy({
        left: direction === "previous" ? -distance : distance,
        behavior: reduceMotion ? "auto" : "smooth",
      });
    },
    [ref, step, start, end],
  );

  return { start, end, scroll };
}

function measureScrollEnds(element: HTMLElement): ScrollEnds {
  // One pixel of slack: scroll positions are fractional on zoomed and high-density screens.
  return {
    start: element.scrollLeft <= 1,
    end: element.scrollLeft + element.clientWidth >= element.scrollWidth - 1,
  };
}
