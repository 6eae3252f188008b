// @vitest-environment happy-dom
import path from "node:path";
import { createRemixStub } from "@remix-run/testing";
import { cleanup, render, screen } from "@testing-library/react";
import { createInstance } from "i18next";
import type { ReactNode } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { aircraftPageModel } from "~/fleet/aircraft-page-model.server";
import { AircraftPageView } from "~/fleet/aircraft-page-view";
import { loadFleetRoute } from "~/fleet/fleet-page.server";
import { FleetList } from "~/fleet/fleet-list";
import { i18nOptions, resources } from "~/i18n/resources";
import { loadLandingPage } from "~/content/landing-page";
import { PageHeader } from "~/ui/page-header";
import type { Language } from "~/utils/language";
import { createMemoryLogger } from "../../tests/support/memory-logger";
import { loadAircraftDocument } from "./aircraft-page";
import { createContentCache } from "./cache.server";
import { createContentService } from "./content.server";
import { createDatasetSource } from "./dataset-source.server";

/*
 * Issue 28, item 10: copy a new visitor tripped on, drawn from the embedded dataset
 * (content/production.ndjson) that the site serves by default, in both languages where the page
 * has both:
 * - «Заказ в пять шагов» listed four steps;
 * - the fleet page said «Одиннадцать самолётов» while the search offers aircraft not on it;
 * - the same figure was «Высота фюзеляжа» on the fleet page and «Высота самолёта» on the aircraft
 *   page (it is the whole aircraft's height: app/charter/fleet/aircraft-types.ts).
 * The currency each language starts in is in app/empty-legs/empty-legs-view.test.tsx and
 * tests/e2e/landing.spec.ts; the suggestions' «Стамбул Стамбул» and the phone-width airport field in
 * tests/e2e/search-form.spec.ts, the sitemap against robots.txt in tests/e2e/seo.spec.ts.
 */

afterEach(cleanup);

const SITE_URL = "https://charterline.example";
// A Challenger 850 of the house fleet (app/charter/fleet/fleet.ts), on the fleet page and its own.
const TAIL = "RA-67470";

const COPY = {
  ru: {
    prefix: "",
    height: "Высота самолёта",
    length: "Длина самолёта",
    selection: /Подборка самолётов наших партнёров-эксплуатантов.+Это не весь парк/,
  },
  en: {
    prefix: "/en",
    height: "Aircraft height",
    length: "Aircraft length",
    selection: /A selection of our partner operators' aircraft.+It is not the whole fleet/,
  },
} as const;

// The embedded dataset the app ships (tests/support/content-fixtures.ts names it by import.meta.url,
// which happy-dom's URL does not take as a file).
const PRODUCTION_DATASET_FILE = path.join(process.cwd(), "content", "production.ndjson");

const content = createContentService({
  source: createDatasetSource({ file: PRODUCTION_DATASET_FILE }),
  cache: createContentCache({ ttlMs: 60_000, logger: createMemoryLogger().logger }),
  logger: createMemoryLogger().logger,
});

async function renderInPage(node: ReactNode, language: Language) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    ...i18nOptions,
    lng: language,
    resources: { ru: { translation: resources.ru }, en: { translation: resources.en } },
  });
  const Stub = createRemixStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ siteSettings: null }),
      children: [{ index: true, Component: () => <main>{node}</main> }],
    },
  ]);
  render(
    <I18nextProvider i18n={i18n}>
      <Stub initialEntries={["/"]} />
    </I18nextProvider>,
  );
  return screen.findByRole("main");
}

describe("copy a visitor tripped on (issue 28, item 10)", () => {
  it("the ordering steps block counts the steps it lists", async () => {
    const page = await loadLandingPage(content, "zakaz-chartera");
    expect(page?.benefits.messages).toHaveLength(4);
    expect(page?.benefits.header).toBe("Заказ в четыре шага");
    expect(page?.seo.title).toMatch(/четыре шага/);
    expect(JSON.stringify(page)).not.toContain("пять шагов");
  });

  for (const lang of ["ru", "en"] as const) {
    const copy = COPY[lang];

    it(`${lang}: the fleet page calls itself a selection, not a count the search contradicts, and names the height and length as the aircraft page does`, async () => {
      const data = await loadFleetRoute({
        request: new Request(`${SITE_URL}${copy.prefix}/fleet/`),
        context: { services: { content, env: { SITE_URL } } },
      });
      expect(data.seo.title).not.toMatch(/11/);
      const main = await renderInPage(
        <>
          <PageHeader
            breadcrumbs={data.breadcrumbs}
            heading={data.page.heading}
            headingId="fleet-title"
            intro={data.page.intro}
          />
          <FleetList aircraft={data.page.aircraft} language={lang} />
        </>,
        lang,
      );
      expect(main.textContent).toMatch(copy.selection);
      expect(main.textContent).not.toMatch(/Одиннадцать|Eleven/);
      const card = [...main.querySelectorAll(".fleet-card")].find((one) => one.textContent?.includes(TAIL));
      const terms = [...(card?.querySelectorAll("dt") ?? [])].map((term) => term.textContent);
      expect(terms).toContain(copy.height);
      expect(terms).toContain(copy.length);
      expect(main.textContent).not.toMatch(/фюзеляжа|[Ff]uselage|Overall/);
    });

    it(`${lang}: the aircraft page names the height and length as the fleet page does`, async () => {
      const document = await loadAircraftDocument(content, TAIL.toLowerCase(), lang);
      if (!document) throw new Error(`${TAIL} is not in the dataset`);
      const main = await renderInPage(
        <AircraftPageView
          aircraft={aircraftPageModel(document, null, lang)}
          base={null}
          baseText={null}
          documents={null}
          breadcrumbs={[]}
          language={lang}
          earliest="2026-12-01T12:00"
        />,
        lang,
      );
      const terms = [...main.querySelectorAll(".aircraft-specs dt")].map((term) => term.textContent);
      expect(terms).toContain(copy.height);
      expect(terms).toContain(copy.length);
      expect(main.textContent).not.toMatch(/фюзеляжа|[Ff]uselage|Overall/);
    });
  }
});
