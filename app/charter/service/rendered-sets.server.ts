import type { ResultSet } from "../contract/schemas";
import type { LoadedSet } from "../saved.server";
import { renderSet, type RenderSetDeps } from "./render-set.server";

/**
 * A search renders its result set into cards once (issue 31, item 3). The search address answers
 * with a redirect to `search/{id}/` (or to one of its cards), whose page reads the set straight
 * back: for a short while the cards the search rendered are kept by the set's id and served again,
 * rather than priced and pictured anew. A saved set never changes, so only its pictures could: the
 * CMS webhook's purge (`invalidate`) forgets every kept set.
 */
const KEEP_MS = 15_000;
const KEPT_SETS = 100;

export interface RenderedSets {
  remember(id: string, createdAt: Date, rendered: Promise<ResultSet>): void;
  recall(id: string, createdAt: Date): Promise<ResultSet> | undefined;
  clear(): void;
}

export function createRenderedSets(now: () => Date): RenderedSets {
  const kept = new Map<string, { createdAt: number; until: number; rendered: Promise<ResultSet> }>();
  return {
    remember(id, createdAt, rendered) {
      const at = now().getTime();
      for (const [keptId, entry] of kept) if (entry.until <= at) kept.delete(keptId);
      if (kept.size >= KEPT_SETS) kept.delete(kept.keys().next().value!);
      const entry = { createdAt: createdAt.getTime(), until: at + KEEP_MS, rendered };
      kept.set(id, entry);
      rendered.catch(() => {
        if (kept.get(id) === entry) kept.delete(id);
      });
    },
    recall(id, createdAt) {
      const entry = kept.get(id);
      if (!entry || entry.until <= now().getTime() || entry.createdAt !== createdAt.getTime())
        return undefined;
      return entry.rendered;
    },
    clear() {
      kept.clear();
    },
  };
}

/** A live saved set's cards: the ones its search just rendered, or rendered now. */
export function renderLiveSet(
  deps: RenderSetDeps & { renderedSets: RenderedSets },
  loaded: Omit<Extract<LoadedSet, { kind: "live" }>, "isEmptyLeg">,
): Promise<ResultSet> {
  return deps.renderedSets.recall(loaded.id, loaded.createdAt) ?? renderSet(deps, loaded);
}
