import { afterEach, describe, expect, expectTypeOf, it } from "vitest";
import { HOME_TILE_KINDS } from "../../schemas/documents/home-page";
import { createMemoryLogger } from "../../tests/support/memory-logger";
import { createTempDataset, type TempDataset } from "../../tests/support/temp-dataset";
import { createContentCache } from "~/content/cache.server";
import { createContentService, isContentError } from "~/content/content.server";
import { createDatasetSource } from "~/content/dataset-source.server";
import type { HOME_PAGE_QUERY_RESULT } from "~/content/sanity.types";
import { homePageSchema, loadHomePage, TILE_KINDS, type HomePageContent } from "./home-page";

/**
 * HOME_PAGE_QUERY run for real (groq-js over an NDJSON dataset, as the embedded source serves it)
 * on a document written here, so the test does not depend on the shipped copy.
 */
const asset = (name: string, width = 1200, height = 800) => ({
  _id: `image-${name}-${width}x${height}-svg`,
  _type: "sanity.imageAsset",
  url: `/media/${name}.svg`,
  mimeType: "image/svg+xml",
  extension: "svg",
  metadata: { dimensions: { width, height, aspectRatio: width / height } },
});

const picture = (name: string, alt: { ru: string; en?: string }, width = 1200, height = 800) => ({
  _type: "localizedImage",
  asset: { _type: "reference", _ref: `image-${name}-${width}x${height}-svg` },
  alt: { _type: "localeString", ...alt },
});

const ref = (key: string, id: string) => ({ _key: key, _type: "reference", _ref: id });

const partners = [
  {
    _id: "partner-ladoga",
    _type: "partner",
    name: "Ladoga Jet",
    order: 1,
    logo: picture("ladoga-logo", { ru: "Логотип Ladoga Jet" }, 240, 80),
    description: {
      ru: "Петербургский оператор деловой авиации.",
      en: "A St Petersburg business aviation operator.",
    },
    fleet: { ru: "Challenger 850, Hawker 800XP" },
    base: { ru: "Пулково, Санкт-Петербург", en: "Pulkovo, St Petersburg" },
    url: "https://ladogajet.example",
  },
  { _id: "partner-volga", _type: "partner", name: "Volga Air", order: 2 },
];

const homePage = {
  _id: "homePage",
  _type: "homePage",
  seo: {
    _type: "seo",
    title: { ru: "Аренда частного самолёта", en: "Private jet charter" },
    description: { ru: "Цены авиакомпаний без наценки брокера." },
    keywords: { ru: "аренда самолёта, бизнес-джет" },
    robots: "index, follow",
    image: { _type: "image", asset: { _type: "reference", _ref: "image-social-1200x630-svg" } },
  },
  heroHeading: { ru: "Частный самолёт за несколько часов", en: "A private jet within hours" },
  heroText: { ru: "Сравните предложения авиакомпаний." },
  slides: [
    {
      _key: "s1",
      _type: "slide",
      image: picture("slide-1", { ru: "Самолёт на перроне", en: "A jet on the apron" }),
      caption: { ru: "Внуково-3", en: "Vnukovo-3" },
    },
    { _key: "s2", _type: "slide", image: picture("slide-2", { ru: "Салон" }) },
    // Half-filled in the Studio: no picture yet. The slider must not get an empty slide.
    { _key: "s3", _type: "slide", caption: { ru: "Без картинки" } },
  ],
  tiles: [
    {
      _key: "t1",
      _type: "tile",
      kind: "emptyLegs",
      title: { ru: "Пустые перегоны", en: "Empty legs" },
      text: { ru: "Скидка до 50 %." },
      href: "/el/",
    },
    {
      _key: "t2",
      _type: "tile",
      kind: "helicopters",
      title: { ru: "Вертолёты", en: "Helicopters" },
      href: "https://heli.example/",
    },
    {
      _key: "t3",
      _type: "tile",
      kind: "jetSharing",
      title: { ru: "Джет-шеринг", en: "Jet sharing" },
      badge: { ru: "Скоро", en: "Soon" },
    },
  ],
  benefitsHeading: { ru: "Почему мы", en: "Why us" },
  benefits: [
    { _key: "b1", title: { ru: "Без посредников", en: "No middlemen" }, text: { ru: "Цены авиакомпаний." } },
    { _key: "b2", title: { ru: "Круглосуточно" } },
  ],
  mediaHeading: { ru: "СМИ о нас", en: "Media about us" },
  mediaMentions: [
    {
      _key: "m1",
      outlet: "РБК",
      title: { ru: "Агрегатор бизнес-джетов", en: "A business-jet aggregator" },
      url: "https://rbc.example/a",
      date: "2024-03-12",
    },
    {
      _key: "m2",
      outlet: "Ведомости",
      title: { ru: "Чартеры дешевеют" },
      url: "https://vedomosti.example/b",
    },
  ],
  articlesHeading: { ru: "Как это устроено", en: "How it works" },
  articles: [
    {
      _key: "a1",
      title: { ru: "Флот", en: "Fleet" },
      text: { ru: "Одиннадцать самолётов." },
      link: { _type: "linkItem", label: { ru: "Смотреть флот", en: "See the fleet" }, href: "/fleet/" },
    },
    {
      _key: "a2",
      title: { ru: "Партнёры" },
      link: { _type: "linkItem", label: { ru: "Все партнёры" }, href: "/#partners" },
    },
    // No link yet: an article block without its link is dropped rather than rendered half.
    { _key: "a3", title: { ru: "Без ссылки" } },
  ],
  partnersHeading: { ru: "Партнёры", en: "Partners" },
  partners: [ref("p1", "partner-ladoga"), ref("p2", "partner-deleted"), ref("p3", "partner-volga")],
};

const documents = [
  homePage,
  ...partners,
  asset("slide-1"),
  asset("slide-2"),
  asset("ladoga-logo", 240, 80),
  asset("social", 1200, 630),
];

let temp: TempDataset | undefined;
afterEach(async () => {
  await temp?.remove();
  temp = undefined;
});

async function service(docs: readonly object[]) {
  temp = await createTempDataset(docs);
  const { logger, entries } = createMemoryLogger();
  const cache = createContentCache({ ttlMs: 60_000, logger });
  return {
    content: createContentService({ source: createDatasetSource({ file: temp.file }), cache, logger }),
    logs: entries,
  };
}

describe("home page query (spec §2 Home)", () => {
  it("reads every block in Russian", async () => {
    const { content } = await service(documents);
    const page = await loadHomePage(content, "ru");
    expect(page.seo).toEqual({
      title: "Аренда частного самолёта",
      description: "Цены авиакомпаний без наценки брокера.",
      keywords: "аренда самолёта, бизнес-джет",
      robots: "index, follow",
      canonical: null,
      image: "/media/social.svg",
    });
    expect(page.heroHeading).toBe("Частный самолёт за несколько часов");
    expect(page.slides).toEqual([
      {
        _key: "s1",
        image: { url: "/media/slide-1.svg", width: 1200, height: 800, alt: "Самолёт на перроне" },
        caption: "Внуково-3",
      },
      {
        _key: "s2",
        image: { url: "/media/slide-2.svg", width: 1200, height: 800, alt: "Салон" },
        caption: null,
      },
    ]);
    expect(page.tiles.map((tile) => [tile.kind, tile.title, tile.href, tile.badge])).toEqual([
      ["emptyLegs", "Пустые перегоны", "/el/", null],
      ["helicopters", "Вертолёты", "https://heli.example/", null],
      ["jetSharing", "Джет-шеринг", null, "Скоро"],
    ]);
    expect(page.benefits.map((benefit) => benefit.title)).toEqual(["Без посредников", "Круглосуточно"]);
    expect(page.mediaMentions[0]).toMatchObject({
      outlet: "РБК",
      date: "2024-03-12",
      dateLabel: "12 марта 2024 г.",
      logo: null,
    });
    expect(page.mediaMentions[1]).toMatchObject({ date: null, dateLabel: null });
    expect(page.articles).toEqual([
      {
        _key: "a1",
        title: "Флот",
        text: "Одиннадцать самолётов.",
        link: { label: "Смотреть флот", href: "/fleet/" },
      },
      { _key: "a2", title: "Партнёры", text: null, link: { label: "Все партнёры", href: "/#partners" } },
    ]);
    // The deleted partner's reference is dropped; the others keep the editor's order.
    expect(page.partners).toEqual([
      {
        _id: "partner-ladoga",
        name: "Ladoga Jet",
        logo: { url: "/media/ladoga-logo.svg", width: 240, height: 80, alt: "Логотип Ladoga Jet" },
        description: "Петербургский оператор деловой авиации.",
        fleet: "Challenger 850, Hawker 800XP",
        base: "Пулково, Санкт-Петербург",
        url: "https://ladogajet.example",
      },
      {
        _id: "partner-volga",
        name: "Volga Air",
        logo: null,
        description: null,
        fleet: null,
        base: null,
        url: null,
      },
    ]);
  });

  it("reads English, falling back to Russian field by field", async () => {
    const { content } = await service(documents);
    const page = await loadHomePage(content, "en");
    expect(page.seo.title).toBe("Private jet charter");
    expect(page.seo.description).toBe("Цены авиакомпаний без наценки брокера.");
    expect(page.heroHeading).toBe("A private jet within hours");
    expect(page.heroText).toBe("Сравните предложения авиакомпаний.");
    expect(page.slides.map((slide) => [slide.image.alt, slide.caption])).toEqual([
      ["A jet on the apron", "Vnukovo-3"],
      ["Салон", null],
    ]);
    expect(page.tiles.map((tile) => tile.badge)).toEqual([null, null, "Soon"]);
    expect(page.articles[0]?.link).toEqual({ label: "See the fleet", href: "/fleet/" });
    expect(page.articles[1]?.link.label).toBe("Все партнёры");
    expect(page.mediaMentions[0]?.dateLabel).toBe("March 12, 2024");
    expect(page.partners[0]).toMatchObject({
      description: "A St Petersburg business aviation operator.",
      fleet: "Challenger 850, Hawker 800XP",
      base: "Pulkovo, St Petersburg",
      logo: { alt: "Логотип Ladoga Jet" },
    });
  });

  it("caches each language under its own key", async () => {
    const { content } = await service(documents);
    const ru = await loadHomePage(content, "ru");
    const en = await loadHomePage(content, "en");
    expect(ru.heroHeading).not.toBe(en.heroHeading);
    await temp?.write([{ ...homePage, heroHeading: { ru: "Новый заголовок" } }, ...documents.slice(1)]);
    // Cached until the webhook purges it.
    expect((await loadHomePage(content, "ru")).heroHeading).toBe(ru.heroHeading);
    content.purge();
    expect((await loadHomePage(content, "ru")).heroHeading).toBe("Новый заголовок");
  });

  it("is a contained content error when the document is missing or malformed", async () => {
    const missing = await service(partners);
    const absent: unknown = await loadHomePage(missing.content, "ru").catch((error: unknown) => error);
    expect(isContentError(absent) && absent.code).toBe("not-found");
    await temp?.remove();

    const malformed = await service([
      {
        ...homePage,
        tiles: [{ _key: "t1", kind: "emptyLegs", title: { ru: "Пустые" }, href: "javascript:alert(1)" }],
      },
      ...documents.slice(1),
    ]);
    const invalid: unknown = await loadHomePage(malformed.content, "ru").catch((error: unknown) => error);
    expect(isContentError(invalid) && invalid.code).toBe("invalid");
    expect(malformed.logs.find((entry) => entry.level === "error")?.issues).toEqual([
      expect.stringMatching(/^tiles\.0\.href: /),
    ]);
  });
});

describe("home page schema", () => {
  it("agrees with the type Sanity TypeGen generates for the query", () => {
    // Checked by `tsc`: every value zod lets through is a result TypeGen allows, field for field.
    // The SEO block is the shared seoFieldsSchema, which lets a page without a description render
    // (app/content/seo-fields.ts) where the Studio requires one: its field names are what agree.
    type Generated = NonNullable<HOME_PAGE_QUERY_RESULT>;
    expectTypeOf<Omit<HomePageContent, "seo">>().toExtend<Omit<Generated, "seo">>();
    expectTypeOf<keyof HomePageContent>().toEqualTypeOf<keyof Generated>();
    expectTypeOf<keyof HomePageContent["seo"]>().toEqualTypeOf<keyof Generated["seo"]>();
  });

  it("knows the same tile kinds as the Studio", () => {
    expect(TILE_KINDS).toEqual(HOME_TILE_KINDS.map((kind) => kind.value));
  });

  it("accepts only https links to media and partners", () => {
    const base = {
      seo: { title: "T", description: null, keywords: null, robots: null, canonical: null, image: null },
      heroHeading: "H",
      heroText: null,
      slides: [],
      tiles: [],
      benefitsHeading: "B",
      benefits: [],
      mediaHeading: "M",
      mediaMentions: [],
      articlesHeading: "A",
      articles: [],
      partnersHeading: "P",
      partners: [],
    };
    expect(homePageSchema.safeParse(base).success).toBe(true);
    const mention = { _key: "m", outlet: "O", title: "T", date: null, logo: null };
    expect(
      homePageSchema.safeParse({ ...base, mediaMentions: [{ ...mention, url: "http://x.example/" }] })
        .success,
    ).toBe(false);
    expect(
      homePageSchema.safeParse({ ...base, mediaMentions: [{ ...mention, url: "/news/" }] }).success,
    ).toBe(false);
    expect(
      homePageSchema.safeParse({ ...base, mediaMentions: [{ ...mention, url: "https://x.example/" }] })
        .success,
    ).toBe(true);
  });
});
