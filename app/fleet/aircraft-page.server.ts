import { eq } from "drizzle-orm";
import { earliestDeparture } from "~/charter";
import { throwNotFoundPage } from "~/errors/not-found.server";
import { isContentError } from "~/content/content.server";
import { aircraft } from "~/db/schema";
import { throwUnavailable } from "~/errors/unavailable.server";
import { loadRegistrationMarkDocuments } from "~/content/registration-mark";
import { languageFromPath, localizePath } from "~/utils/language";
import { remixI18n } from "~/i18n/i18n.server";
import { toAirportSummary, type AirportSummary } from "~/offers/airport-summary";
import { absoluteUrl, breadcrumbList } from "~/seo/seo";
import type { AppLoadContext } from "@remix-run/node";
import { loadAircraftDocument } from "~/content/aircraft-page";
import { aircraftPagePath } from "~/content/aircraft-page-path";
import { aircraftPageModel, aircraftProduct, baseLabel } from "./aircraft-page-model.server";

/** The services of the load context (app/services.server.ts wires them; the type is Remix's). */
type Services = AppLoadContext["services"];

/** What the loader reads of the services. */
export type AircraftPageServices = Pick<Services, "content" | "env" | "charter" | "db" | "logger">;

export interface AircraftRouteArgs {
  request: Request;
  params: { slug?: string };
  context: { services: AircraftPageServices };
}

/**
 * The airport an aircraft waits at between flights, from the operations data (Postgres, which the
 * console edits, ARCHITECTURE.md "Data"); null for a tail the engine does not fly (retired, or
 * not in the supply) and for a code the airport list does not know.
 */
async function homeBaseOf(
  services: AircraftPageServices,
  tailNumber: string,
): Promise<AirportSummary | null> {
  const [row] = await services.db.db
    .select({ homeBase: aircraft.homeBase, active: aircraft.active })
    .from(aircraft)
    .where(eq(aircraft.tailNumber, tailNumber))
    .limit(1);
  if (!row?.active) return null;
  const airport = services.charter.airport(row.homeBase);
  return airport ? toAirportSummary(airport) : null;
}

/**
 * Everything the aircraft route renders (issue 17, item 4): the aircraft's document in the path's
 * language with its page model, its base airport (the search form starts there), its carrier
 * documents, the breadcrumbs Home → Fleet → aircraft, the SEO fields and its schema.org entity.
 *
 * An unknown slug is the not-found page (404). When the CMS has nothing to serve the page answers
 * 503 with Retry-After, as every information page does. The base airport and the carrier
 * documents only enrich the page: when either cannot be read it is shown without them, and the
 * failure is logged.
 */
export async function loadAircraftRoute({ request, params, context }: AircraftRouteArgs) {
  const { services } = context;
  const language = languageFromPath(new URL(request.url).pathname);
  let document;
  try {
    document = await loadAircraftDocument(services.content, params.slug ?? "", language);
  } catch (error) {
    if (!isContentError(error)) throw error;
    return throwUnavailable(request);
  }
  const pathname = document ? aircraftPagePath(document.number, language) : null;
  if (!document || !pathname) return throwNotFoundPage(request, services.content);

  const tail = document.number;
  const logger = services.logger.child({ component: "aircraft-page", aircraft: tail });
  const [t, base, documents] = await Promise.all([
    remixI18n.getFixedT(request),
    homeBaseOf(services, tail).catch((error: unknown) => {
      logger.warn("aircraft base unavailable", { error: String(error) });
      return null;
    }),
    loadRegistrationMarkDocuments(services.content, tail, language).catch((error: unknown) => {
      logger.warn("registration-mark documents unavailable", { error: String(error) });
      return null;
    }),
  ]);

  const model = aircraftPageModel(document, base, language);
  const siteUrl = services.env.SITE_URL;
  const name = `${document.type} ${tail}`;
  const description = base
    ? t("aircraftPage.meta.descriptionWithBase", {
        name,
        count: document.max_pax,
        year: document.year_of_creation,
        base: baseLabel(base, language),
      })
    : t("aircraftPage.meta.description", { name, count: document.max_pax, year: document.year_of_creation });
  const breadcrumbs = [
    { name: t("nav.main"), path: localizePath("/", language) },
    { name: t("nav.fleet"), path: localizePath("/fleet/", language) },
    { name, path: pathname },
  ];
  const classRow = model.specs.find((row) => row.field === "aircraftClass");
  const product = aircraftProduct({
    document,
    name,
    description,
    url: absoluteUrl(siteUrl, pathname),
    images: model.gallery.map((picture) => new URL(picture.url, `${siteUrl}/`).toString()),
    category: classRow?.valueKey ? t(classRow.valueKey) : null,
    label: (field) =>
      t(field.startsWith("cabin") ? `aircraftPage.cabin.${field}` : `aircraftPage.specs.${field}`),
  });
  // Social cards show raster pictures only: an SVG drawing or illustration is left out.
  const socialImage = model.gallery.find((picture) => !/\.svg(?:$|\?)/i.test(picture.url))?.url ?? null;

  return {
    language,
    aircraft: model,
    base,
    baseText: base ? baseLabel(base, language) : null,
    documents,
    breadcrumbs,
    // The search form's first departure, as the landing pages compute it (spec §9).
    earliest: earliestDeparture(new Date()),
    seo: {
      title: t("aircraftPage.meta.title", { name }),
      description,
      pathname,
      language,
      siteUrl,
      image: socialImage,
    },
    jsonLd: [breadcrumbList(siteUrl, breadcrumbs), product],
  };
}
