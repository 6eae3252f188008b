import { lazy, Suspense, useState, type ReactNode } from "react";
import { isHydrating } from "~/utils/hydration";

let idle: Promise<void> | null = null;

/**
 * Resolves when the browser is next idle after the page's hydration (at the latest in 2 s), or at
 * the visitor's first press, key or focus, whichever comes first: React hydrates a waiting block
 * at once when an event reaches it, but only if its code is ready, so the first click on a slider
 * button is not lost (window's capture phase runs before React's listeners on the document).
 */
function whenIdle(): Promise<void> {
  idle ??= new Promise((resolve) => {
    const events = ["pointerdown", "keydown", "focusin"] as const;
    const done = () => {
      for (const type of events) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of events) window.addEventListener(type, done, true);
    if (typeof window.requestIdleCallback === "function") {
      window.requestIdleCallback(done, { timeout: 2_000 });
    } else {
      window.setTimeout(done, 200);
    }
  });
  return idle;
}

function Pass({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

// The same component behind a lazy module that only resolves once the browser is idle.
const PassWhenIdle = lazy(() => whenIdle().then(() => ({ default: Pass })));

/**
 * An interactive block below the first screen whose hydration waits for the browser to be idle
 * (issue 28, item 12; decision 043): the hero slider's buttons, the partners' carousel, the
 * callback widget. The server renders it as usual. At the page's hydration its children sit
 * behind a Suspense boundary and a lazy component that resolves when the browser is idle, so React
 * keeps the server's markup (a dehydrated boundary) and hydrates it later as a separate, small
 * piece of work, instead of inside the page's one hydration commit. Until then it looks the same
 * and its links work; its buttons answer once it has hydrated, as the whole page's did before its
 * scripts ran. Mounted after hydration (a client navigation), it renders at once.
 */
export function HydrateWhenIdle({ children }: { children: ReactNode }) {
  const [deferred] = useState(isHydrating);
  return <Suspense fallback={null}>{deferred ? <PassWhenIdle>{children}</PassWhenIdle> : children}</Suspense>;
}
