import { useLocation } from "@remix-run/react";
import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from "react";
import type { Goal } from "./goals";
import { installMetrika, type Metrika } from "./metrika";

export interface Analytics {
  /** Reports a named goal of spec §7; does nothing while analytics is off. */
  reachGoal(goal: Goal, params?: Record<string, string | number | boolean>): void;
}

const noop: Analytics = { reachGoal: () => {} };
const AnalyticsContext = createContext<Analytics>(noop);

export function useAnalytics(): Analytics {
  return useContext(AnalyticsContext);
}

/**
 * Reports a page hit per navigation (spec §2: "on each navigation a page hit is reported") once
 * analytics may run: a counter id is configured and the visitor has acknowledged the cookie
 * notice (docs/decisions/004-analytics-consent.md). Goals reached before that are dropped, not
 * queued: they would be reported without the visitor's consent.
 */
export function AnalyticsProvider({
  counterId,
  enabled,
  children,
}: {
  counterId: string | null;
  enabled: boolean;
  children: ReactNode;
}) {
  const location = useLocation();
  const metrika = useRef<Metrika | null>(null);
  const lastUrl = useRef<string | null>(null);
  const active = Boolean(counterId) && enabled;

  useEffect(() => {
    if (!active || !counterId) return;
    metrika.current ??= installMetrika(Number(counterId));
    const url = `${location.pathname}${location.search}${location.hash}`;
    if (url === lastUrl.current) return;
    metrika.current.hit(url, {
      title: document.title,
      referer: lastUrl.current
        ? new URL(lastUrl.current, window.location.origin).toString()
        : document.referrer,
    });
    lastUrl.current = url;
  }, [active, counterId, location.pathname, location.search, location.hash]);

  const value = useMemo<Analytics>(
    () => ({
      reachGoal: (goal, params) => {
        if (!active || !counterId) return;
        // A page reports its goal from its own effect, which React runs before this provider's:
        // install the counter here too, so a goal of a cold-loaded page is not lost.
        metrika.current ??= installMetrika(Number(counterId));
        metrika.current.reachGoal(goal, params);
      },
    }),
    [active, counterId],
  );
  return <AnalyticsContext.Provider value={value}>{children}</AnalyticsContext.Provider>;
}
