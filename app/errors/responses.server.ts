import { data } from "@remix-run/node";
import { remixI18n } from "~/i18n/i18n.server";

/**
 * Throws the 404 that every route uses for a missing page (STYLE.md, practice 2): the general
 * error boundary renders the not-found page of spec §2 from it, and `statusMeta` titles it in the
 * path's language. The return type `never` narrows the caller's value after the check.
 */
export async function throwNotFound(request: Request): Promise<never> {
  const t = await remixI18n.getFixedT(request);
  throw data({ title: t("meta.notFoundTitle") }, { status: 404 });
}
