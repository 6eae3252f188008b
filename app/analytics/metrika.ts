import type { Goal } from "./goals";

/**
 * A thin client of Yandex Metrika's tag (spec §7: deferred counter with click map, link tracking,
 * accurate bounce tracking and session replay; a hit per page path; named goals). It queues
 * calls exactly as Metrika's own snippet does, so nothing is lost while tag.js loads.
 */
export const METRIKA_TAG_URL = "https://mc.yandex.ru/metrika/tag.js";

type YmFunction = ((counterId: number, method: string, ...args: unknown[]) => void) & {
  a?: unknown[][];
  l?: number;
};

declare global {
  interface Window {
    ym?: YmFunction;
  }
}

export interface Metrika {
  hit(url: string, options?: { title?: string; referer?: string }): void;
  reachGoal(goal: Goal, params?: Record<string, string | number | boolean>): void;
}

export function installMetrika(counterId: number, win: Window = window): Metrika {
  if (!win.ym) {
    const queue: YmFunction = (...args: unknown[]) => {
      (queue.a ??= []).push(args);
    };
    queue.l = Date.now();
    win.ym = queue;
    const script = win.document.createElement("script");
    script.async = true;
    script.src = METRIKA_TAG_URL;
    win.document.head.appendChild(script);
    win.ym(counterId, "init", {
      defer: true,
      clickmap: true,
      trackLinks: true,
      accurateTrackBounce: true,
      webvisor: true,
    });
  }
  const ym = () => win.ym as YmFunction;
  return {
    hit: (url, options) => ym()(counterId, "hit", url, options ?? {}),
    reachGoal: (goal, params) => ym()(counterId, "reachGoal", goal, params ?? {}),
  };
}
