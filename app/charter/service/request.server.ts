import type { AppDatabase } from "~/db/client.server";
import { loadSet } from "../saved.server";
import { withTypePictures } from "./pictures.server";
import type { RenderSetDeps } from "./render-set.server";
import { renderLiveSet, type RenderedSets } from "./rendered-sets.server";
import { ResultSetGone, type SavedResultSet } from "./result-set-gone";

export interface RequestDeps extends RenderSetDeps {
  db: AppDatabase;
  now: () => Date;
  renderedSets: RenderedSets;
}

/** A saved set (API.md GET /api/requests/{id}); null when unknown; throws ResultSetGone once it has expired. */
export async function request(deps: RequestDeps, id: string): Promise<SavedResultSet | null> {
  const loaded = await loadSet(deps.db, id, deps.now());
  if (!loaded) return null;
  if (loaded.kind === "rendered") {
    return { ...loaded.resultSet, cards: loaded.resultSet.cards.map(withTypePictures) } as SavedResultSet;
  }
  if (loaded.kind === "expired") throw new ResultSetGone(loaded.id, loaded.query);
  return renderLiveSet(deps, loaded);
}
