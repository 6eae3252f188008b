import { afterEach, describe, expect, it } from "vitest";
import { PRODUCTION_DATASET_FILE, productionSiteSettings } from "../../tests/support/content-fixtures";
import { createTempDataset, type TempDataset } from "../../tests/support/temp-dataset";
import { LANDING_PAGE_QUERY, LANDING_SLUGS_QUERY } from "~/content/landing-page";
import { applyPerspective, createDatasetSource } from "./dataset-source.server";
import { CONTENT_HEALTH_QUERY, SITE_SETTINGS_QUERY } from "./queries";
import { siteSettingsSchema } from "./site-settings";

let temp: TempDataset | undefined;
afterEach(async () => {
  await temp?.remove();
  temp = undefined;
});

describe("dataset source over content/production.ndjson", () => {
  const source = createDatasetSource({ file: PRODUCTION_DATASET_FILE });

  it("answers the site settings in Russian", async () => {
    const result = await source.fetch(SITE_SETTINGS_QUERY, { lang: "ru" });
    expect(result).toMatchObject({
      brandName: "Charterline",
      phone: "+7 495 120-45-45",
      email: "sales@charterline.ru",
      workingHours: "Круглосуточно, без выходных",
      messengers: [
        { kind: "telegram", url: "https://t.me/charterline" },
        { kind: "whatsapp", url: "https://wa.me/74951204545" },
      ],
    });
    const settings = siteSettingsSchema.parse(result);
    expect(settings.tagline).toMatch(/без наценок брокеров/);
    expect(settings.address).toMatch(/Внуково-3/);
    expect(settings.phoneHref).toBe("tel:+74951204545");
    expect(settings.legalDocuments).toEqual([
      { kind: "terms", title: "Пользовательское соглашение", href: "/docs/terms.pdf" },
      { kind: "privacy", title: "Политика конфиденциальности", href: "/docs/privacy.pdf" },
      { kind: "offer", title: "Публичная оферта", href: "/docs/offer.pdf" },
      { kind: "personalData", title: "Политика обработки персональных данных", href: "/docs/politics.pdf" },
    ]);
  });

  it("answers the site settings in English", async () => {
    const settings = siteSettingsSchema.parse(await source.fetch(SITE_SETTINGS_QUERY, { lang: "en" }));
    expect(settings.tagline).toMatch(/no broker mark-ups/);
    expect(settings.workingHours).toBe("24/7, every day");
    expect(settings.cookieNotice).toMatch(/terms of use, privacy policy and public offer/);
    expect(settings.footerNote).toMatch(/Contacts page/);
    expect(settings.legalDocuments.map((document) => document.title)).toEqual([
      "Terms of use",
      "Privacy policy",
      "Public offer",
      "Personal data processing policy",
    ]);
  });

  it("names only the projected fields, never the whole document", async () => {
    const result = (await source.fetch(SITE_SETTINGS_QUERY, { lang: "ru" })) as Record<string, unknown>;
    expect(Object.keys(result).sort()).toEqual(
      [
        "address",
        "brandName",
        "cookieNotice",
        "email",
        "footerNote",
        "legalDocuments",
        "messengers",
        "phone",
        "tagline",
        "workingHours",
      ].sort(),
    );
  });
});

describe("dataset source semantics", () => {
  it("falls back to Russian for a field without English", async () => {
    const settings = productionSiteSettings();
    settings.tagline = { _type: "localeString", ru: "Только по-русски" };
    settings.footerNote = { _type: "localeText", ru: "Примечание" };
    temp = await createTempDataset([settings]);
    const result = siteSettingsSchema.parse(
      await createDatasetSource({ file: temp.file }).fetch(SITE_SETTINGS_QUERY, { lang: "en" }),
    );
    expect(result.tagline).toBe("Только по-русски");
    expect(result.footerNote).toBe("Примечание");
    expect(result.workingHours).toBe("24/7, every day");
  });

  it("serves published documents only", async () => {
    const published = productionSiteSettings();
    const draft = { ...productionSiteSettings(), _id: "drafts.siteSettings", brandName: "Draft name" };
    const version = {
      ...productionSiteSettings(),
      _id: "versions.rSpring.siteSettings",
      brandName: "Release name",
    };
    temp = await createTempDataset([draft, published, version]);
    const source = createDatasetSource({ file: temp.file });
    expect(await source.fetch(SITE_SETTINGS_QUERY, { lang: "ru" })).toMatchObject({
      brandName: "Charterline",
    });
    expect(await source.fetch(`count(*[_type == "siteSettings"])`)).toBe(1);
    expect(await source.fetch(CONTENT_HEALTH_QUERY)).toBe(1);
  });

  it("links a legal document in the page's language, upload before path, Russian as fallback", async () => {
    const settings = productionSiteSettings();
    const file = (ref: string) => ({ _type: "file", asset: { _type: "reference", _ref: ref } });
    settings.legalDocuments = [
      {
        _key: "terms",
        _type: "legalDocument",
        kind: "terms",
        title: { ru: "Соглашение", en: "Terms" },
        file: { ru: file("file-ru-pdf"), en: file("file-en-pdf") },
        path: { ru: "/docs/terms.pdf", en: "/docs/en/terms.pdf" },
      },
      {
        _key: "privacy",
        _type: "legalDocument",
        kind: "privacy",
        title: { ru: "Политика" },
        file: { ru: file("file-ru-pdf") },
        path: { ru: "/docs/privacy.pdf", en: "/docs/en/privacy.pdf" },
      },
      {
        _key: "personalData",
        _type: "legalDocument",
        kind: "personalData",
        title: { ru: "Персональные данные" },
        path: { ru: "/docs/politics.pdf" },
      },
      { _key: "offer", _type: "legalDocument", kind: "offer", title: { ru: "Оферта" } },
    ];
    const asset = (id: string) => ({
      _id: id,
      _type: "sanity.fileAsset",
      url: `https://cdn.sanity.io/files/p1/production/${id}.pdf`,
    });
    temp = await createTempDataset([settings, asset("file-ru-pdf"), asset("file-en-pdf")]);
    const source = createDatasetSource({ file: temp.file });
    const links = async (lang: string) =>
      (
        (await source.fetch(SITE_SETTINGS_QUERY, { lang })) as { legalDocuments: { href: string }[] }
      ).legalDocuments.map((document) => document.href);
    expect(await links("en")).toEqual([
      "https://cdn.sanity.io/files/p1/production/file-en-pdf.pdf",
      "/docs/en/privacy.pdf",
      "/docs/politics.pdf",
    ]);
    expect(await links("ru")).toEqual([
      "https://cdn.sanity.io/files/p1/production/file-ru-pdf.pdf",
      "https://cdn.sanity.io/files/p1/production/file-ru-pdf.pdf",
      "/docs/politics.pdf",
    ]);
  });

  it("re-reads the file when it changes, without a restart", async () => {
    temp = await createTempDataset([productionSiteSettings()]);
    const source = createDatasetSource({ file: temp.file });
    expect(await source.fetch(`*[_id == "siteSettings"][0].brandName`)).toBe("Charterline");
    await temp.write([{ ...productionSiteSettings(), brandName: "Charterline Jets" }]);
    expect(await source.fetch(`*[_id == "siteSettings"][0].brandName`)).toBe("Charterline Jets");
  });

  it("rejects with a clear error when the file is missing", async () => {
    const source = createDatasetSource({ file: "/nonexistent/content/production.ndjson" });
    await expect(source.fetch(CONTENT_HEALTH_QUERY)).rejects.toThrow(
      /Content dataset not found at \/nonexistent\/content\/production\.ndjson/,
    );
  });

  it("rejects with the line number when the file is corrupt, and recovers once it is fixed", async () => {
    temp = await createTempDataset([]);
    await temp.writeText(`${JSON.stringify(productionSiteSettings())}\n{"_id": "broken",\n`);
    const source = createDatasetSource({ file: temp.file });
    await expect(source.fetch(CONTENT_HEALTH_QUERY)).rejects.toThrow(/is corrupt: line 2 is not valid JSON/);
    await temp.writeText(`{"_id": "x"}\n`);
    await expect(source.fetch(CONTENT_HEALTH_QUERY)).rejects.toThrow(
      /line 1 is not a document with _id and _type/,
    );
    await temp.write([productionSiteSettings()]);
    expect(await source.fetch(CONTENT_HEALTH_QUERY)).toBe(1);
  });

  it("shares one read of a changed file among concurrent queries", async () => {
    temp = await createTempDataset([productionSiteSettings()]);
    const source = createDatasetSource({ file: temp.file });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => source.fetch(`*[_id == "siteSettings"][0].email`)),
    );
    expect(answers).toEqual(Array(5).fill("sales@charterline.ru"));
  });

  it("rejects a GROQ syntax error", async () => {
    const source = createDatasetSource({ file: PRODUCTION_DATASET_FILE });
    await expect(source.fetch(`*[_id == `)).rejects.toThrow(/Syntax error in GROQ query/);
  });
});

describe("the drafts perspective of draft preview (issue 17, item 1)", () => {
  it("shows the shipped draft of /zakaz-chartera/ in its page's place, and only there", async () => {
    const published = createDatasetSource({ file: PRODUCTION_DATASET_FILE });
    const drafts = createDatasetSource({ file: PRODUCTION_DATASET_FILE, perspective: "drafts" });
    const params = { slug: "zakaz-chartera" };
    const before = (await published.fetch(LANDING_PAGE_QUERY, params)) as { header: string; title: string };
    const after = (await drafts.fetch(LANDING_PAGE_QUERY, params)) as { header: string; title: string };
    expect(before).toMatchObject({
      header: "Заказ чартера онлайн",
      title: "Заказ чартера онлайн — четыре шага от поиска до вылета",
    });
    expect(after).toMatchObject({
      header: "Заказ чартера на новогодние праздники",
      title: "Чартер на новогодние праздники — заказ за четыре шага",
    });
    // One page per slug in both perspectives: the draft replaces, it does not add.
    expect(await drafts.fetch(LANDING_SLUGS_QUERY)).toEqual(await published.fetch(LANDING_SLUGS_QUERY));
    expect(await drafts.fetch(`*[_id == "landing-zakaz-chartera"]{_id, _originalId}`)).toEqual([
      { _id: "landing-zakaz-chartera", _originalId: "drafts.landing-zakaz-chartera" },
    ]);
    expect(await drafts.fetch(`count(*[_id in path("drafts.**")])`)).toBe(0);
    // Every other page reads the same in both.
    const other = { slug: "arenda-biznes-dzheta" };
    expect(await drafts.fetch(LANDING_PAGE_QUERY, other)).toEqual(
      await published.fetch(LANDING_PAGE_QUERY, other),
    );
    expect(drafts.perspective).toBe("drafts");
    expect(published.perspective).toBe("published");
  });

  it("shows a never-published draft, follows references to drafts, and leaves release versions out", async () => {
    temp = await createTempDataset([
      { _id: "author", _type: "person", name: "Published" },
      { _id: "drafts.author", _type: "person", name: "Draft" },
      { _id: "post", _type: "post", title: "Post", author: { _type: "reference", _ref: "author" } },
      { _id: "drafts.fresh", _type: "post", title: "New, never published" },
      { _id: "versions.spring.post", _type: "post", title: "In a release" },
    ]);
    const drafts = createDatasetSource({ file: temp.file, perspective: "drafts" });
    expect(await drafts.fetch(`*[_type == "post"]{_id, title, "author": author->name}`)).toEqual([
      { _id: "post", title: "Post", author: "Draft" },
      { _id: "fresh", title: "New, never published", author: null },
    ]);
    const published = createDatasetSource({ file: temp.file });
    expect(await published.fetch(`*[_type == "post"]{_id, title, "author": author->name}`)).toEqual([
      { _id: "post", title: "Post", author: "Published" },
    ]);
  });

  it("keeps the dataset's order: a draft stands where its published document stands", () => {
    const order = applyPerspective(
      [{ _id: "drafts.b" }, { _id: "a" }, { _id: "b" }, { _id: "drafts.c" }, { _id: "versions.r.a" }],
      "drafts",
    ).map((document) => [document._id, (document as { _originalId?: string })._originalId]);
    expect(order).toEqual([
      ["a", undefined],
      ["b", "drafts.b"],
      ["c", "drafts.c"],
    ]);
  });

  it("sees an edited draft at the next query", async () => {
    temp = await createTempDataset([{ _id: "p", _type: "post", title: "One" }]);
    const drafts = createDatasetSource({ file: temp.file, perspective: "drafts" });
    expect(await drafts.fetch(`*[_id == "p"][0].title`)).toBe("One");
    await temp.write([
      { _id: "p", _type: "post", title: "One" },
      { _id: "drafts.p", _type: "post", title: "Two" },
    ]);
    expect(await drafts.fetch(`*[_id == "p"][0].title`)).toBe("Two");
  });
});
