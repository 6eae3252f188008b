import { data } from "@remix-run/node";
import type { ContentService } from "~/content/content.server";
import { languageFromPath } from "~/utils/language";
import { remixI18n } from "~/i18n/i18n.server";
import { loadNotFoundPage } from "~/content/not-found-page";

/**
 * Throws the 404 of the not-found page (spec §2) with the editors' texts: the general error
 * boundary renders them (app/errors/error-boundary.tsx) and `statusMeta` titles the tab with
 * `title`. When the CMS cannot answer, the response carries the locale's title and no texts, and
 * the boundary uses the interface's own words: the status stays 404 either way.
 */
export async function throwNotFoundPage(request: Request, content: ContentService): Promise<never> {
  const language = languageFromPath(new URL(request.url).pathname);
  const [t, notFoundPage] = await Promise.all([
    remixI18n.getFixedT(request),
    loadNotFoundPage(content, language),
  ]);
  throw data({ title: notFoundPage?.title ?? t("meta.notFoundTitle"), notFoundPage }, { status: 404 });
}
