import { afterEach, describe, expect, expectTypeOf, it } from "vitest";
import type { z } from "zod";
import {
  documentsOfType,
  isPublished,
  PRODUCTION_DATASET_FILE,
  readDataset,
  SPEC_LANDING_ROUTES,
  SPEC_LANDING_SLUGS,
} from "../../tests/support/content-fixtures";
import { createMemoryLogger } from "../../tests/support/memory-logger";
import { createTempDataset, type TempDataset } from "../../tests/support/temp-dataset";
import { createContentCache } from "~/content/cache.server";
import { createContentService } from "~/content/content.server";
import { createDatasetSource } from "~/content/dataset-source.server";
import type { LANDING_PAGE_QUERY_RESULT, LANDING_SLUGS_QUERY_RESULT } from "~/content/sanity.types";
import type { ContentSource } from "~/content/source.server";
import { isLandingSlug, LANDING_PAGE_QUERY, landingPageSchema, loadLandingPage } from "./landing-page";

let temp: TempDataset | undefined;
afterEach(async () => {
  await temp?.remove();
  temp = undefined;
});

/** The real groq-js source over `file`, counting the queries that reach it. */
function service(file: string) {
  const { logger, entries } = createMemoryLogger();
  const inner = createDatasetSource({ file });
  let fetches = 0;
  const source: ContentSource = {
    kind: inner.kind,
    fetch: (query, params) => {
      fetches += 1;
      return inner.fetch(query, params);
    },
  };
  const cache = createContentCache({ ttlMs: 60_000, logger });
  return { content: createContentService({ source, cache, logger }), logs: entries, fetches: () => fetches };
}

const route = (key: string, label: string, arrival: string, price: number) => ({
  _type: "routeItem",
  _key: key,
  label,
  arrival,
  price_from: price,
});

function fixture(slug: string, overrides: Record<string, unknown> = {}) {
  const faq = Object.fromEntries(
    [1, 2, 3, 4, 5, 6].map((n) => [
      `faq_message${n}`,
      { _type: "faqItem", question: `Вопрос ${n}?`, answer: `Ответ ${n}.\nВторой абзац ответа ${n}.` },
    ]),
  );
  return {
    _id: `landing-${slug}`,
    _type: "landingPage",
    _createdAt: "2026-11-18T09:00:00Z",
    _updatedAt: "2026-11-21T14:00:00Z",
    _rev: "fixture",
    slug: { _type: "slug", current: slug },
    title: "Аренда самолёта",
    description: "Описание страницы для поисковой выдачи, не длиннее ста шестидесяти знаков.",
    keywords: "аренда самолёта",
    robots: "index, follow",
    header: "Аренда самолёта",
    bblock_header: "Преимущества",
    bblock_caption: "Подпись блока",
    bblock_message1: "Первое",
    bblock_message2: "Второе",
    bblock_message3: "Третье",
    bblock_message4: "Четвёртое",
    faq_header: "Вопросы",
    ...faq,
    faq_caption: "Звоните",
    spec_items_intl: [route("minsk", "Минск", "UMMS", 15_000)],
    spec_items_dom: [route("kazan", "Казань", "UWKD", 17_000)],
    search_results_header: "Направления",
    search_results_caption: "Цены от",
    jet_header: "Джеты",
    jet_caption: "Пустые перелёты",
    footer_left_text: "Слева",
    footer_right_text: "Справа",
    ...overrides,
  };
}

describe("landing page query (spec §2 'Landing pages', spec §3 'Landing text record')", () => {
  it("reads a page by slug and gives the page its blocks in order", async () => {
    temp = await createTempDataset([fixture("aviabroker"), fixture("vip-charter", { header: "VIP" })]);
    const { content } = service(temp.file);
    const page = await loadLandingPage(content, "aviabroker");
    expect(page).toEqual({
      slug: "aviabroker",
      seo: {
        title: "Аренда самолёта",
        description: "Описание страницы для поисковой выдачи, не длиннее ста шестидесяти знаков.",
        keywords: "аренда самолёта",
        robots: "index, follow",
        canonical: null,
        image: null,
      },
      header: "Аренда самолёта",
      benefits: {
        header: "Преимущества",
        caption: "Подпись блока",
        messages: ["Первое", "Второе", "Третье", "Четвёртое"],
      },
      faq: {
        header: "Вопросы",
        caption: "Звоните",
        items: [1, 2, 3, 4, 5, 6].map((n) => ({
          question: `Вопрос ${n}?`,
          answer: `Ответ ${n}.\nВторой абзац ответа ${n}.`,
        })),
      },
      routes: {
        international: [{ _key: "minsk", label: "Минск", arrival: "UMMS", price_from: 15_000 }],
        domestic: [{ _key: "kazan", label: "Казань", arrival: "UWKD", price_from: 17_000 }],
      },
      searchResults: { header: "Направления", caption: "Цены от" },
      jet: { header: "Джеты", caption: "Пустые перелёты" },
      footer: { left: "Слева", right: "Справа" },
    });
    expect((await loadLandingPage(content, "vip-charter"))?.header).toBe("VIP");
  });

  it("names only the projected fields, never the whole document", async () => {
    temp = await createTempDataset([fixture("aviabroker", { internalNote: "не для сайта" })]);
    const raw = (await createDatasetSource({ file: temp.file }).fetch(LANDING_PAGE_QUERY, {
      slug: "aviabroker",
    })) as Record<string, unknown>;
    expect(raw).not.toHaveProperty("internalNote");
    expect(raw).not.toHaveProperty("_id");
    expect(raw.slug).toBe("aviabroker");
  });

  it("answers null for an unknown slug, a draft, or an address that cannot be a slug", async () => {
    temp = await createTempDataset([
      fixture("aviabroker"),
      { ...fixture("vip-charter"), _id: "drafts.landing-vip-charter" },
    ]);
    const { content, fetches } = service(temp.file);
    expect(await loadLandingPage(content, "nonexistent")).toBeNull();
    // A draft is not published (the "published" perspective), so its slug is not a page yet.
    expect(await loadLandingPage(content, "vip-charter")).toBeNull();
    const before = fetches();
    for (const address of ["Aviabroker", "a--b", "-x", "x".repeat(61), "aviabroker.php"]) {
      expect(await loadLandingPage(content, address)).toBeNull();
    }
    expect(fetches(), "malformed addresses never reach the source").toBe(before);
  });

  it("answers unknown slugs from the cached slug list, without a query per address", async () => {
    temp = await createTempDataset([fixture("aviabroker")]);
    const { content, fetches } = service(temp.file);
    await loadLandingPage(content, "aviabroker");
    const before = fetches();
    for (let n = 0; n < 20; n += 1) expect(await loadLandingPage(content, `probe-${n}`)).toBeNull();
    expect(await loadLandingPage(content, "aviabroker")).not.toBeNull();
    expect(fetches()).toBe(before);
  });

  it("drops a benefit or question an editor left empty, and defaults robots", async () => {
    temp = await createTempDataset([
      fixture("aviabroker", { bblock_message2: "", faq_message6: null, robots: null, keywords: "  " }),
    ]);
    const page = await loadLandingPage(service(temp.file).content, "aviabroker");
    expect(page?.benefits.messages).toEqual(["Первое", "Третье", "Четвёртое"]);
    expect(page?.faq.items).toHaveLength(5);
    expect(page?.seo.robots).toBe("index, follow");
    expect(page?.seo.keywords).toBeNull();
  });

  it("rejects a malformed document as a logged content error, not a broken page", async () => {
    temp = await createTempDataset([
      fixture("aviabroker", { spec_items_intl: [route("minsk", "Минск", "minsk", 15_000)] }),
    ]);
    const { content, logs } = service(temp.file);
    await expect(loadLandingPage(content, "aviabroker")).rejects.toMatchObject({
      name: "ContentError",
      code: "invalid",
    });
    expect(logs.some((entry) => entry.msg === "content document is malformed")).toBe(true);
  });

  it("agrees with the types Sanity TypeGen generates for the queries", () => {
    // Checked by `tsc`: every result TypeGen allows is input zod reads, field for field (zod is
    // stricter at run time: an ICAO pattern, whole positive euros, the slug format).
    type Generated = NonNullable<LANDING_PAGE_QUERY_RESULT>;
    type Input = z.input<typeof landingPageSchema>;
    expectTypeOf<Generated>().toExtend<Input>();
    expectTypeOf<keyof Generated>().toEqualTypeOf<keyof Input>();
    expectTypeOf<LANDING_SLUGS_QUERY_RESULT>().toEqualTypeOf<string[]>();
  });

  it("accepts only the Studio's slug format", () => {
    expect(isLandingSlug("arenda-chastnogo-samoleta")).toBe(true);
    expect(isLandingSlug("private-jet")).toBe(true);
    expect(isLandingSlug("404")).toBe(true);
    expect(isLandingSlug("")).toBe(false);
    expect(isLandingSlug("Private-Jet")).toBe(false);
    expect(isLandingSlug("private_jet")).toBe(false);
  });
});

describe("the shipped landing pages (content/production.ndjson)", () => {
  const { content } = service(PRODUCTION_DATASET_FILE);
  const landings = documentsOfType<{ slug?: { current: string } }>(
    // The shipped draft of /zakaz-chartera/ (issue 17, item 1) is not a page of its own.
    readDataset().filter(isPublished),
    "landingPage",
  );

  it("are exactly the ten of spec §2", () => {
    const slugs = landings.map((document) => document.slug?.current);
    expect(slugs.sort()).toEqual([...SPEC_LANDING_SLUGS].sort());
  });

  it.each(SPEC_LANDING_SLUGS)(
    "%s parses whole, with search-engine lengths and the spec's route table",
    async (slug) => {
      const page = await loadLandingPage(content, slug);
      expect(page).not.toBeNull();
      if (!page) return;
      expect(page.seo.title.length).toBeLessThanOrEqual(60);
      expect(page.seo.description?.length).toBeLessThanOrEqual(160);
      expect(page.seo.keywords).toBeTruthy();
      expect(page.seo.robots).toBe("index, follow");
      expect(page.benefits.messages).toHaveLength(4);
      expect(page.faq.items).toHaveLength(6);
      for (const value of [
        page.benefits.header,
        page.benefits.caption,
        page.faq.header,
        page.faq.caption,
        page.searchResults.header,
        page.searchResults.caption,
        page.jet.header,
        page.jet.caption,
        page.footer.left,
        page.footer.right,
      ]) {
        expect(value).toBeTruthy();
      }
      // spec §2: the destinations and from-prices of its table, in its order.
      const table = (items: { label: string; arrival: string; price_from: number }[]) =>
        items.map(({ label, arrival, price_from }) => ({ label, arrival, price_from }));
      expect(table(page.routes.international)).toEqual(SPEC_LANDING_ROUTES.international);
      expect(table(page.routes.domestic)).toEqual(SPEC_LANDING_ROUTES.domestic);
    },
  );

  it("each target their own search intent: no two share a title, description, heading or question", async () => {
    const pages = await Promise.all(SPEC_LANDING_SLUGS.map((slug) => loadLandingPage(content, slug)));
    const distinct = (values: unknown[]) => expect(new Set(values).size).toBe(values.length);
    distinct(pages.map((page) => page?.seo.title));
    distinct(pages.map((page) => page?.seo.description));
    distinct(pages.map((page) => page?.header));
    distinct(pages.flatMap((page) => page?.faq.items.map((item) => item.question)));
    distinct(pages.flatMap((page) => page?.benefits.messages));
  });

  it("parses with the page schema as the query answers it", async () => {
    const source = createDatasetSource({ file: PRODUCTION_DATASET_FILE });
    for (const slug of SPEC_LANDING_SLUGS) {
      expect(landingPageSchema.safeParse(await source.fetch(LANDING_PAGE_QUERY, { slug })).success).toBe(
        true,
      );
    }
  });
});
