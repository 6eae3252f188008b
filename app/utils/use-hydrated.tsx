import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from "react";
import { markHydrated } from "./hydration";

/*
 * Whether JavaScript runs in the page: false on the server and while the page hydrates, true
 * after. Forms use it to tell their handler that JavaScript runs, lists to switch to their live
 * controls.
 *
 * The flag flips once for the whole page, in one transition (issue 28, item 12; decision 048).
 * Each component used to flip its own state in an effect: React renders such updates at once, in
 * one task, so right after hydration the results page rendered its whole list again (every card,
 * the price strip, the filters) in a 50–70 ms task, which the phone's main thread pays four times
 * over. A transition's render is cut into 5 ms slices that let input through; the root's provider
 * starts it, and every user of the flag renders in that one pass.
 */
const HydratedContext = createContext<boolean | null>(null);

/** The page's flag, flipped after hydration in a transition; the root layout wraps the page in it. */
export function HydratedProvider({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    // The page's first hydration is committed: a served island that mounts from now on renders
    // its children (app/utils/static-island.tsx, decision 043).
    markHydrated();
    startTransition(() => setHydrated(true));
  }, []);
  useEffect(() => {
    // Says the page has hydrated and every component knows it (decision 019): the e2e fixtures
    // wait for it before a test clicks what only JavaScript makes work.
    if (hydrated) document.documentElement.dataset.hydrated = "";
  }, [hydrated]);
  return <HydratedContext.Provider value={hydrated}>{children}</HydratedContext.Provider>;
}

/** True once React has hydrated in the browser. Outside the provider (a unit test), its own flag. */
export function useHydrated(): boolean {
  const shared = useContext(HydratedContext);
  const [own, setOwn] = useState(false);
  useEffect(() => {
    if (shared === null) setOwn(true);
  }, [shared]);
  return shared ?? own;
}
