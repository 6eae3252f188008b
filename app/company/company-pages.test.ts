import { afterEach, describe, expect, it } from "vitest";
import { createMemoryLogger } from "../../tests/support/memory-logger";
import { createTempDataset, type TempDataset } from "../../tests/support/temp-dataset";
import { createContentCache } from "~/content/cache.server";
import { createContentService, isContentError, type ContentService } from "~/content/content.server";
import { createDatasetSource } from "~/content/dataset-source.server";
import type { ContentSource } from "~/content/source.server";
import { loadAboutPage } from "./about-page";
import { loadContactsPage } from "./contacts-page";
import { loadHowItWorksPage } from "./how-it-works-page";
import { loadNotFoundPage } from "~/content/not-found-page";
import { notFoundPageFromError } from "~/errors/not-found-texts";
import { loadPartnersPage } from "./partners-page";
import { loadRestrictionsPage, sortCountries } from "./restrictions-page";

/**
 * The queries of the information pages (spec §2) run for real: groq-js over an NDJSON dataset, as
 * the embedded source serves it, on documents written here in the shape of
 * docs/decisions/007-content-model.md, so the tests do not depend on the shipped copy.
 */
const asset = (name: string, width = 1200, height = 800) => ({
  _id: `image-${name}-${width}x${height}-svg`,
  _type: "sanity.imageAsset",
  url: `/media/pages/${name}.svg`,
  mimeType: "image/svg+xml",
  extension: "svg",
  metadata: { dimensions: { width, height, aspectRatio: width / height } },
});

const picture = (name: string, alt: { ru: string; en?: string }, width = 1200, height = 800) => ({
  _type: "localizedImage",
  asset: { _type: "reference", _ref: `image-${name}-${width}x${height}-svg` },
  alt: { _type: "localeString", ...alt },
});

const seo = (title: { ru: string; en?: string }) => ({
  _type: "seo",
  title,
  description: { ru: "Описание страницы для поисковиков, не длиннее ста шестидесяти знаков." },
  keywords: { ru: "чартер, бизнес-джет", en: "charter, business jet" },
  robots: "index, follow",
  canonical: "/about/",
  image: { _type: "image", asset: { _type: "reference", _ref: "image-social-1200x630-svg" } },
});

const block = (key: string, text: string, extra: Record<string, unknown> = {}) => ({
  _key: key,
  _type: "block",
  style: "normal",
  markDefs: [],
  children: [{ _key: `${key}s`, _type: "span", text, marks: [] }],
  ...extra,
});

const aboutPage = {
  _id: "aboutPage",
  _type: "aboutPage",
  seo: seo({ ru: "О компании", en: "About us" }),
  heading: { ru: "О компании Charterline", en: "About Charterline" },
  intro: { ru: "Мы продаём частные перелёты по ценам авиакомпаний." },
  body: {
    ru: [block("b1", "С 2012 года в деловой авиации."), block("b2", "Пустой абзац", { _type: "image" })],
    en: [block("e1", "In business aviation since 2012.")],
  },
  facts: [
    { _key: "f1", value: "11", label: { ru: "самолётов в парке", en: "aircraft in the fleet" } },
    // Half-filled in the Studio: no value yet. Dropped, not rendered as an empty figure.
    { _key: "f2", label: { ru: "без значения" } },
  ],
  certificatesHeading: { ru: "Сертификаты", en: "Certificates" },
  certificates: [
    {
      _key: "c1",
      title: { ru: "Договор с эксплуатантом", en: "Operator agreement" },
      issuer: { ru: "Росавиация" },
      number: "ФАВТ-2024-118",
      image: picture("certificate", { ru: "Скан договора", en: "Agreement scan" }, 800, 1100),
    },
    { _key: "c2", title: { ru: "Без скана" } },
  ],
  pictures: [
    picture("apron", { ru: "Самолёт на перроне", en: "A jet on the apron" }),
    { _key: "p-empty", _type: "localizedImage", alt: { ru: "Картинка не загружена" } },
  ].map((image, index) => ({ _key: `p${index}`, ...image })),
  teamHeading: { ru: "Команда", en: "Our team" },
  team: [
    {
      _key: "t1",
      name: { ru: "Анна Соколова", en: "Anna Sokolova" },
      role: { ru: "Руководитель продаж", en: "Head of sales" },
      bio: { ru: "Десять лет в деловой авиации." },
      photo: picture("anna", { ru: "Анна Соколова" }, 600, 600),
    },
    {
      _key: "t2",
      name: { ru: "Игорь Ветров" },
      role: { ru: "Операционный директор" },
    },
  ],
};

const contactsPage = {
  _id: "contactsPage",
  _type: "contactsPage",
  seo: seo({ ru: "Контакты", en: "Contacts" }),
  heading: { ru: "Контакты", en: "Contacts" },
  intro: { ru: "Звоните в любое время.", en: "Call us any time." },
  requisites: { ru: "ООО «Чартерлайн»\nИНН 7701234567" },
  directions: { ru: "  ", en: "Vnukovo-3 is twenty minutes away." },
};

const country = (code: string, ru: string, en?: string) => ({
  _key: code.toLowerCase(),
  _type: "country",
  code,
  name: { _type: "localeString", ru, ...(en ? { en } : {}) },
});

const restrictionsPage = {
  _id: "restrictionsPage",
  _type: "restrictionsPage",
  seo: seo({ ru: "Ограничения" }),
  heading: { ru: "Куда можно лететь", en: "Where you can fly" },
  intro: { ru: [block("i1", "Не каждый рейс находится поиском.")] },
  countriesHeading: { ru: "Прямые рейсы", en: "Direct flights" },
  countries: [
    country("TR", "Турция", "Turkey"),
    country("AE", "ОАЭ", "United Arab Emirates"),
    country("AM", "Армения", "Armenia"),
    country("UZ", "Узбекистан", "Uzbekistan"),
    country("EG", "Египет", "Egypt"),
    country("TJ", "Таджикистан"),
    { _key: "no-code", name: { ru: "Без кода" } },
  ],
  onward: { ru: [block("o1", "Дальше — куда угодно, в том числе в Европу.")] },
  contactNote: { ru: "Напишите менеджеру.", en: "Write to a manager." },
};

const partnersPage = {
  _id: "partnersPage",
  _type: "partnersPage",
  seo: seo({ ru: "Партнёрам", en: "Partners" }),
  heading: { ru: "Партнёрам", en: "For partners" },
  intro: { ru: "Приглашаем авиакомпании и брокеров." },
  partnersHeading: { ru: "Наши партнёры", en: "Our partners" },
  formHeading: { ru: "Стать партнёром", en: "Become a partner" },
  formText: { ru: "Расскажите о своём парке." },
};

const partners = [
  { _id: "partner-unordered", _type: "partner", name: "Aero Unordered" },
  {
    _id: "partner-tumar",
    _type: "partner",
    name: "Tumar Jet",
    order: 2,
    fleet: { ru: "Challenger 300" },
    url: "https://tumarjet.example",
  },
  {
    _id: "partner-ladoga",
    _type: "partner",
    name: "Ladoga Jet",
    order: 1,
    logo: picture("ladoga", { ru: "Логотип Ladoga Jet" }, 240, 80),
    description: { ru: "Петербургский оператор.", en: "A St Petersburg operator." },
    base: { ru: "Пулково", en: "Pulkovo" },
  },
  // A draft is what the published perspective hides.
  { _id: "drafts.partner-ladoga", _type: "partner", name: "Ladoga Jet (черновик)", order: 0 },
];

const slide = (key: string, ru: string, en?: string, image = true) => ({
  _key: key,
  _type: "slide",
  title: { ru, ...(en ? { en } : {}) },
  text: { ru: `${ru}: подробности`, ...(en ? { en: `${en}: details` } : {}) },
  ...(image ? { image: picture(`step-${key}`, { ru: `Иллюстрация: ${ru}` }, 800, 600) } : {}),
});

const howItWorksPage = {
  _id: "howItWorksPage",
  _type: "howItWorksPage",
  seo: seo({ ru: "Как это работает", en: "How it works" }),
  heading: { ru: "Как это работает", en: "How it works" },
  slides: [
    slide("s1", "Поиск", "Search"),
    slide("s2", "Выбор", "Choice", false),
    slide("s3", "Заказ"),
    slide("s4", "Полёт", "Flight"),
    { _key: "s5", _type: "slide", title: { ru: "Без текста" } },
  ],
  comic: {
    title: { ru: "Комикс о заказе", en: "The ordering comic" },
    image: picture("comic", { ru: "Комикс: заказ за пять минут" }, 1600, 1000),
  },
};

const notFoundPage = {
  _id: "notFoundPage",
  _type: "notFoundPage",
  title: { ru: "Страница не найдена", en: "Page not found" },
  errorCode: "404",
  message: { ru: "Такого адреса на сайте нет." },
  homeLinkLabel: { ru: "На главную", en: "Back to the main page" },
};

const documents = [
  aboutPage,
  contactsPage,
  restrictionsPage,
  partnersPage,
  ...partners,
  howItWorksPage,
  notFoundPage,
  asset("social", 1200, 630),
  asset("certificate", 800, 1100),
  asset("apron"),
  asset("anna", 600, 600),
  asset("ladoga", 240, 80),
  asset("step-s1", 800, 600),
  asset("step-s3", 800, 600),
  asset("step-s4", 800, 600),
  asset("comic", 1600, 1000),
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
  const content = createContentService({ source: createDatasetSource({ file: temp.file }), cache, logger });
  return { content, logs: entries };
}

function failingContent(): ContentService {
  const { logger } = createMemoryLogger();
  const source: ContentSource = {
    kind: "sanity",
    fetch: () => Promise.reject(new Error("connect ECONNREFUSED")),
  };
  return createContentService({ source, cache: createContentCache({ ttlMs: 60_000, logger }), logger });
}

describe("about page query (spec §2: certificates, pictures, two team cards)", () => {
  it("reads every block in Russian, dropping half-filled items", async () => {
    const { content } = await service(documents);
    const page = await loadAboutPage(content, "ru");
    expect(page.seo).toEqual({
      title: "О компании",
      description: "Описание страницы для поисковиков, не длиннее ста шестидесяти знаков.",
      keywords: "чартер, бизнес-джет",
      robots: "index, follow",
      canonical: "/about/",
      image: "/media/pages/social.svg",
    });
    expect(page.heading).toBe("О компании Charterline");
    // A block of a kind the site does not style is dropped, not rendered as an empty paragraph.
    expect(page.body?.map((entry) => entry.children.map((child) => child.text).join(""))).toEqual([
      "С 2012 года в деловой авиации.",
    ]);
    expect(page.facts).toEqual([{ _key: "f1", value: "11", label: "самолётов в парке" }]);
    expect(page.certificates).toEqual([
      {
        _key: "c1",
        title: "Договор с эксплуатантом",
        issuer: "Росавиация",
        number: "ФАВТ-2024-118",
        image: { url: "/media/pages/certificate.svg", width: 800, height: 1100, alt: "Скан договора" },
      },
      { _key: "c2", title: "Без скана", issuer: null, number: null, image: null },
    ]);
    expect(page.pictures).toEqual([
      { _key: "p0", url: "/media/pages/apron.svg", width: 1200, height: 800, alt: "Самолёт на перроне" },
    ]);
    expect(
      page.team.map((member) => [member.name, member.role, member.bio, member.photo?.url ?? null]),
    ).toEqual([
      ["Анна Соколова", "Руководитель продаж", "Десять лет в деловой авиации.", "/media/pages/anna.svg"],
      ["Игорь Ветров", "Операционный директор", null, null],
    ]);
  });

  it("reads English, falling back to Russian field by field", async () => {
    const { content } = await service(documents);
    const page = await loadAboutPage(content, "en");
    expect(page.seo.title).toBe("About us");
    expect(page.seo.keywords).toBe("charter, business jet");
    expect(page.seo.description).toMatch(/^Описание/);
    expect(page.heading).toBe("About Charterline");
    expect(page.intro).toBe("Мы продаём частные перелёты по ценам авиакомпаний.");
    expect(page.body?.[0]?.children[0]?.text).toBe("In business aviation since 2012.");
    expect(page.facts[0]?.label).toBe("aircraft in the fleet");
    expect(page.certificates[0]).toMatchObject({ title: "Operator agreement", issuer: "Росавиация" });
    expect(page.certificates[0]?.image?.alt).toBe("Agreement scan");
    expect(page.team.map((member) => [member.name, member.role])).toEqual([
      ["Anna Sokolova", "Head of sales"],
      ["Игорь Ветров", "Операционный директор"],
    ]);
  });

  it("caches each language under its own key until the webhook purges it", async () => {
    const { content } = await service(documents);
    expect((await loadAboutPage(content, "ru")).heading).toBe("О компании Charterline");
    expect((await loadAboutPage(content, "en")).heading).toBe("About Charterline");
    await temp?.write(
      documents.map((document) =>
        document === aboutPage ? { ...aboutPage, heading: { ru: "Новый заголовок" } } : document,
      ),
    );
    expect((await loadAboutPage(content, "ru")).heading).toBe("О компании Charterline");
    content.purge();
    expect((await loadAboutPage(content, "ru")).heading).toBe("Новый заголовок");
    expect((await loadAboutPage(content, "en")).heading).toBe("Новый заголовок");
  });

  it("is a contained content error when the document is missing or malformed", async () => {
    const missing = await service(documents.filter((document) => document !== aboutPage));
    const absent: unknown = await loadAboutPage(missing.content, "ru").catch((error: unknown) => error);
    expect(isContentError(absent) && absent.code).toBe("not-found");
    await temp?.remove();

    const malformed = await service([{ ...aboutPage, heading: { ru: "  " } }, ...documents.slice(1)]);
    const invalid: unknown = await loadAboutPage(malformed.content, "ru").catch((error: unknown) => error);
    expect(isContentError(invalid) && invalid.code).toBe("invalid");
  });
});

describe("contacts page query (spec §2)", () => {
  it("reads its texts in both languages; a blank field is absent", async () => {
    const { content } = await service(documents);
    const ru = await loadContactsPage(content, "ru");
    expect(ru).toMatchObject({
      heading: "Контакты",
      intro: "Звоните в любое время.",
      requisites: "ООО «Чартерлайн»\nИНН 7701234567",
      directions: null,
    });
    const en = await loadContactsPage(content, "en");
    expect(en).toMatchObject({
      heading: "Contacts",
      intro: "Call us any time.",
      requisites: "ООО «Чартерлайн»\nИНН 7701234567",
      directions: "Vnukovo-3 is twenty minutes away.",
    });
  });
});

describe("restrictions page query (spec §2: about thirty countries)", () => {
  it("lists the countries in Russian alphabetical order", async () => {
    const { content } = await service(documents);
    const page = await loadRestrictionsPage(content, "ru");
    expect(page.countries.map((entry) => entry.name)).toEqual([
      "Армения",
      "Египет",
      "ОАЭ",
      "Таджикистан",
      "Турция",
      "Узбекистан",
    ]);
    expect(page.intro?.[0]?.children[0]?.text).toBe("Не каждый рейс находится поиском.");
    expect(page.onward?.[0]?.children[0]?.text).toMatch(/Европу/);
  });

  it("sorts the English names in English, a missing translation taking its Russian name", async () => {
    const { content } = await service(documents);
    const page = await loadRestrictionsPage(content, "en");
    expect(page.heading).toBe("Where you can fly");
    expect(page.intro?.[0]?.children[0]?.text).toBe("Не каждый рейс находится поиском.");
    expect(page.countries.map((entry) => `${entry.code} ${entry.name}`)).toEqual([
      "AM Armenia",
      "EG Egypt",
      "TR Turkey",
      "AE United Arab Emirates",
      "UZ Uzbekistan",
      // Latin letters sort before Cyrillic in English collation.
      "TJ Таджикистан",
    ]);
  });

  it("compares names by the language's collation, not by code points", () => {
    const countries = [
      { _key: "1", code: "IS", name: "Iceland" },
      { _key: "2", code: "AX", name: "Åland Islands" },
      { _key: "3", code: "BA", name: "bosnia" },
    ];
    expect(sortCountries(countries, "en").map((entry) => entry.code)).toEqual(["AX", "BA", "IS"]);
    const russian = [
      { _key: "1", code: "EE", name: "Эстония" },
      { _key: "2", code: "BY", name: "Беларусь" },
      { _key: "3", code: "KZ", name: "Ёлочная страна" },
      { _key: "4", code: "AZ", name: "Азербайджан" },
    ];
    // Ё sorts with Е, after Б, as a Russian dictionary orders it.
    expect(sortCountries(russian, "ru").map((entry) => entry.code)).toEqual(["AZ", "BY", "KZ", "EE"]);
  });
});

describe("partners page query (spec §2)", () => {
  it("lists every published partner by `order`, unnumbered ones last", async () => {
    const { content } = await service(documents);
    const page = await loadPartnersPage(content, "ru");
    expect(page.formHeading).toBe("Стать партнёром");
    expect(page.partners).toEqual([
      {
        _id: "partner-ladoga",
        name: "Ladoga Jet",
        logo: { url: "/media/pages/ladoga.svg", width: 240, height: 80, alt: "Логотип Ladoga Jet" },
        description: "Петербургский оператор.",
        fleet: null,
        base: "Пулково",
        url: null,
      },
      {
        _id: "partner-tumar",
        name: "Tumar Jet",
        logo: null,
        description: null,
        fleet: "Challenger 300",
        base: null,
        url: "https://tumarjet.example",
      },
      {
        _id: "partner-unordered",
        name: "Aero Unordered",
        logo: null,
        description: null,
        fleet: null,
        base: null,
        url: null,
      },
    ]);
  });

  it("reads English with the Russian fallback", async () => {
    const { content } = await service(documents);
    const page = await loadPartnersPage(content, "en");
    expect([page.heading, page.partnersHeading, page.formHeading, page.formText]).toEqual([
      "For partners",
      "Our partners",
      "Become a partner",
      "Расскажите о своём парке.",
    ]);
    expect(page.partners[0]).toMatchObject({ description: "A St Petersburg operator.", base: "Pulkovo" });
    expect(page.partners[1]?.fleet).toBe("Challenger 300");
  });

  it("refuses a partner website that is not https", async () => {
    const { content } = await service([
      ...documents,
      { _id: "partner-bad", _type: "partner", name: "Bad", order: 3, url: "javascript:alert(1)" },
    ]);
    await expect(loadPartnersPage(content, "ru")).rejects.toMatchObject({
      name: "ContentError",
      code: "invalid",
    });
  });
});

describe("how-it-works page query (spec §2: four slides and a comic)", () => {
  it("reads the slides in order and the comic", async () => {
    const { content } = await service(documents);
    const page = await loadHowItWorksPage(content, "ru");
    expect(page.slides.map((entry) => [entry.title, entry.image?.url ?? null])).toEqual([
      ["Поиск", "/media/pages/step-s1.svg"],
      ["Выбор", null],
      ["Заказ", "/media/pages/step-s3.svg"],
      ["Полёт", "/media/pages/step-s4.svg"],
    ]);
    expect(page.comic).toEqual({
      title: "Комикс о заказе",
      image: { url: "/media/pages/comic.svg", width: 1600, height: 1000, alt: "Комикс: заказ за пять минут" },
    });
  });

  it("reads English with the Russian fallback", async () => {
    const { content } = await service(documents);
    const page = await loadHowItWorksPage(content, "en");
    expect(page.slides.map((entry) => entry.title)).toEqual(["Search", "Choice", "Заказ", "Flight"]);
    expect(page.slides[0]?.text).toBe("Search: details");
    expect(page.comic?.title).toBe("The ordering comic");
    expect(page.comic?.image.alt).toBe("Комикс: заказ за пять минут");
  });

  it("has no comic when its picture is missing", async () => {
    const { content } = await service([
      { ...howItWorksPage, comic: { title: { ru: "Комикс" } } },
      ...documents.filter((document) => document !== howItWorksPage),
    ]);
    expect((await loadHowItWorksPage(content, "ru")).comic).toBeNull();
  });
});

describe("not-found page texts (spec §2: error code, message, link to the main page)", () => {
  it("reads both languages with the Russian fallback", async () => {
    const { content } = await service(documents);
    expect(await loadNotFoundPage(content, "ru")).toEqual({
      title: "Страница не найдена",
      errorCode: "404",
      message: "Такого адреса на сайте нет.",
      homeLinkLabel: "На главную",
    });
    expect(await loadNotFoundPage(content, "en")).toEqual({
      title: "Page not found",
      errorCode: "404",
      message: "Такого адреса на сайте нет.",
      homeLinkLabel: "Back to the main page",
    });
  });

  it("defaults the code to 404", async () => {
    const { errorCode: _, ...withoutCode } = notFoundPage;
    const { content } = await service([withoutCode]);
    expect((await loadNotFoundPage(content, "ru"))?.errorCode).toBe("404");
  });

  it("is null, never an error, when the CMS cannot give the texts", async () => {
    const { content } = await service([]);
    expect(await loadNotFoundPage(content, "ru")).toBeNull();
    expect(await loadNotFoundPage(failingContent(), "en")).toBeNull();
  });

  it("reads the texts back from a thrown 404's data, and nothing else", () => {
    const texts = { title: "T", errorCode: "404", message: "M", homeLinkLabel: "H" };
    expect(notFoundPageFromError({ title: "T", notFoundPage: texts })).toEqual(texts);
    expect(notFoundPageFromError({ title: "T", notFoundPage: null })).toBeNull();
    expect(notFoundPageFromError({ title: "T", notFoundPage: { ...texts, message: "" } })).toBeNull();
    expect(notFoundPageFromError(null)).toBeNull();
    expect(notFoundPageFromError("Not Found")).toBeNull();
  });
});
