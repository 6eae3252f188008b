import { describe, expect, it } from "vitest";
import { schemaTypes } from "../../schemas";
import {
  createSchemaValidator,
  RecordingRule,
  type Issue,
  type StoredDocument,
} from "../support/schema-validator";

/**
 * The validator behind tests/integration/dataset.test.ts, on documents built here: it must pass a
 * valid document and name each kind of mistake an editor or a hand-written NDJSON line can make.
 */

const validator = createSchemaValidator(schemaTypes);

const SVG_ASSET = {
  _id: "image-0a1b2c3d4e5f60718293a4b5c6d7e8f901234567-1200x630-svg",
  _type: "sanity.imageAsset",
};
const PARTNER = { _id: "partner-ladoga-jet", _type: "partner" };

const dataset = new Map([SVG_ASSET, PARTNER].map((document) => [document._id, document]));

function route(key: string, label: string, arrival: string, price: number) {
  return { _key: key, _type: "routeItem", label, arrival, price_from: price };
}

function faq(n: number) {
  return {
    _type: "faqItem",
    question: `Вопрос ${n}: сколько стоит перелёт?`,
    answer: "Цену называет авиакомпания, без наценки брокера.",
  };
}

function landingPage(): StoredDocument {
  return {
    _id: "landing-zakaz-chartera",
    _type: "landingPage",
    _createdAt: "2026-11-21T10:00:00Z",
    _updatedAt: "2026-11-21T10:00:00Z",
    _rev: "r1",
    slug: { _type: "slug", current: "zakaz-chartera" },
    title: "Заказ чартера бизнес-джета из Москвы",
    description:
      "Закажите чартерный рейс на бизнес-джете из Москвы по цене авиакомпании, без наценок брокеров: Минск, Стамбул, Сочи.",
    robots: "index, follow",
    socialImage: { _type: "image", asset: { _type: "reference", _ref: SVG_ASSET._id } },
    header: "Заказ чартера",
    bblock_header: "Почему мы",
    bblock_message1: "Цены авиакомпаний",
    bblock_message2: "Без наценок",
    bblock_message3: "Круглосуточно",
    bblock_message4: "Вылет через три часа",
    faq_header: "Вопросы и ответы",
    faq_message1: faq(1),
    faq_message2: faq(2),
    faq_message3: faq(3),
    faq_message4: faq(4),
    faq_message5: faq(5),
    faq_message6: faq(6),
    spec_items_intl: [
      route("minsk", "Минск", "UMMS", 15000),
      route("baku", "Баку", "UBBB", 55000),
      route("astana", "Нур-Султан", "UACC", 50000),
      route("istanbul", "Стамбул", "LTFM", 70000),
    ],
    spec_items_dom: [
      route("sochi", "Сочи", "URSS", 55000),
      route("spb", "Санкт-Петербург", "ULLI", 14000),
      route("kazan", "Казань", "UWKD", 17000),
      route("tyumen", "Тюмень", "USTR", 40000),
    ],
    search_results_header: "Пустые перегоны",
    jet_header: "Бизнес-джеты",
    footer_left_text: "Чартерлайн — чартеры бизнес-авиации.",
    footer_right_text: "Москва, Внуково-3.",
  };
}

function errors(document: StoredDocument): Issue[] {
  return validator.validateDocument(document, dataset).filter((issue) => issue.level === "error");
}

describe("schema validator", () => {
  it("passes a valid landing page", () => {
    expect(validator.validateDocument(landingPage(), dataset)).toEqual([]);
  });

  it("reports a missing required field", () => {
    const document = landingPage();
    delete document.header;
    expect(errors(document)).toEqual([
      expect.objectContaining({ path: "header", level: "error", message: "required" }),
    ]);
  });

  it("reports a required field inside a nested object", () => {
    const document = landingPage();
    document.faq_message3 = { _type: "faqItem", question: "Вопрос без ответа?" };
    expect(errors(document)).toEqual([
      expect.objectContaining({ path: "faq_message3.answer", message: "required" }),
    ]);
  });

  it("reports a value of the wrong type", () => {
    const document = landingPage();
    document.spec_items_dom = [
      ...(document.spec_items_dom as object[]).slice(0, 3),
      route("tyumen", "Тюмень", "USTR", 40000),
    ];
    (document.spec_items_dom as Record<string, unknown>[])[3]!.price_from = "40000";
    expect(errors(document)).toEqual([
      expect.objectContaining({
        path: 'spec_items_dom[_key=="tyumen"].price_from',
        message: 'expected a number, got the string "40000"',
      }),
    ]);
  });

  it("reports an unknown field", () => {
    const document = { ...landingPage(), subtitle: "Лишнее поле" };
    expect(errors(document)).toEqual([
      expect.objectContaining({ path: "subtitle", message: 'unknown field "subtitle"' }),
    ]);
  });

  it("reports a slug that is too long or badly formed", () => {
    const long = {
      ...landingPage(),
      slug: { _type: "slug", current: `zakaz-${"chartera-".repeat(8)}moskva` },
    };
    expect(errors(long)).toEqual([
      expect.objectContaining({ path: "slug", message: "Адрес длиннее 60 символов" }),
    ]);
    const capitals = { ...landingPage(), slug: { _type: "slug", current: "Zakaz_Chartera" } };
    expect(errors(capitals)).toEqual([
      expect.objectContaining({
        path: "slug",
        message: expect.stringContaining("Только строчные латинские"),
      }),
    ]);
  });

  it("reports an arrival that is not an ICAO code", () => {
    const document = landingPage();
    (document.spec_items_intl as Record<string, unknown>[])[0]!.arrival = "MSQ";
    expect(errors(document)).toEqual([
      expect.objectContaining({
        path: 'spec_items_intl[_key=="minsk"].arrival',
        message: "must match код ICAO (четыре заглавные буквы)",
      }),
    ]);
  });

  it("reports a carousel without exactly four routes", () => {
    const document = landingPage();
    document.spec_items_intl = (document.spec_items_intl as object[]).slice(0, 3);
    expect(errors(document)).toEqual([
      expect.objectContaining({ path: "spec_items_intl", message: "must have exactly 4 items, has 3" }),
    ]);
  });

  it("gives an over-long title as a warning, not an error", () => {
    const document = {
      ...landingPage(),
      title: "Заказ чартера бизнес-джета из Москвы в любую точку мира за три часа",
    };
    expect(validator.validateDocument(document, dataset)).toEqual([
      expect.objectContaining({
        path: "title",
        level: "warning",
        message: "must have at most 60 characters, has 67",
      }),
    ]);
  });

  it("reports robots outside the listed options", () => {
    const document = { ...landingPage(), robots: "all" };
    expect(errors(document)).toEqual([
      expect.objectContaining({
        path: "robots",
        message: expect.stringContaining("Одно из значений: index, follow;"),
      }),
    ]);
  });

  it("reports a canonical that is neither a site path with a trailing slash nor https", () => {
    expect(errors({ ...landingPage(), canonical: "/zakaz-chartera/" })).toEqual([]);
    expect(errors({ ...landingPage(), canonical: "https://charterline.ru/zakaz-chartera/" })).toEqual([]);
    for (const canonical of ["/zakaz-chartera", "http://charterline.ru/", "zakaz-chartera/"]) {
      expect(errors({ ...landingPage(), canonical })).toEqual([
        expect.objectContaining({ path: "canonical" }),
      ]);
    }
  });

  it("reports array members without a _key, with a repeated _key or of a foreign _type", () => {
    const document = landingPage();
    const routes = document.spec_items_intl as Record<string, unknown>[];
    delete routes[0]!._key;
    routes[2]!._key = "baku";
    routes[3]!._type = "route";
    expect(errors(document).map((issue) => issue.message)).toEqual([
      "array member has no _key",
      '_key "baku" repeats in the array',
      'array member _type "route" is not one of: routeItem',
    ]);
  });

  it("reports an object of the wrong _type and an asset that does not exist", () => {
    const document = {
      ...landingPage(),
      faq_message1: { ...faq(1), _type: "faq" },
      socialImage: { _type: "image", asset: { _type: "reference", _ref: "image-missing-1x1-svg" } },
    };
    expect(errors(document).map((issue) => `${issue.path}: ${issue.message}`)).toEqual([
      "socialImage.asset: asset image-missing-1x1-svg does not exist",
      'faq_message1: _type is "faq", expected "faqItem"',
    ]);
  });

  it("checks references, localised images and Portable Text", () => {
    const partnerReference = (key: string, ref = PARTNER._id) => ({
      _key: key,
      _type: "reference",
      _ref: ref,
    });
    const about = {
      _id: "aboutPage",
      _type: "aboutPage",
      body: {
        _type: "localeBlockContent",
        ru: [
          {
            _key: "b1",
            _type: "block",
            style: "h4",
            markDefs: [{ _key: "l1", _type: "link", href: "/contacts/" }],
            children: [{ _key: "s1", _type: "span", text: "Контакты", marks: ["l1", "underline"] }],
          },
        ],
      },
      pictures: [
        { _key: "p1", _type: "localizedImage", asset: { _type: "reference", _ref: SVG_ASSET._id } },
        {
          _key: "p2",
          _type: "image",
          asset: { _type: "reference", _ref: SVG_ASSET._id },
          alt: { _type: "localeString", ru: "Салон" },
        },
      ],
    };
    expect(
      validator
        .validateDocument(about, dataset)
        .filter((issue) => issue.path.startsWith("body") || issue.path.startsWith("pictures"))
        .map((issue) => `${issue.path}: ${issue.message}`),
    ).toEqual([
      'body.ru[_key=="b1"].style: style "h4" is not one of: normal, h2, h3',
      'body.ru[_key=="b1"].children[0].marks: mark "underline" is neither a decorator nor a markDef',
      'pictures[_key=="p1"].alt: required',
      'pictures[_key=="p2"]: array member _type "image" is not one of: localizedImage',
    ]);
    const home = {
      _id: "homePage",
      _type: "homePage",
      partners: [partnerReference("a"), partnerReference("b", SVG_ASSET._id)],
    };
    expect(
      validator
        .validateDocument(home, dataset)
        .filter((issue) => issue.path.startsWith("partners["))
        .map((issue) => issue.message),
    ).toEqual(["reference to a sanity.imageAsset, expected partner"]);
  });

  it("reports a document type the schema does not have", () => {
    expect(validator.validateDocument({ _id: "x", _type: "blogPost" }, dataset)).toEqual([
      expect.objectContaining({ path: "_type", message: '"blogPost" is not a document type of the schema' }),
    ]);
  });

  it("follows Sanity's rule semantics", () => {
    const context = {};
    const rule = new RecordingRule();
    // An empty, non-required value runs only custom validators.
    expect(
      rule
        .max(3)
        .custom(() => "custom ran")
        .check(undefined, "String", context),
    ).toEqual(["custom ran"]);
    expect(rule.required().max(3).check("abcd", "String", context)).toEqual([
      "must have at most 3 characters, has 4",
    ]);
    expect(rule.required().check([], "Array", context)).toEqual([]);
    expect(rule.required().check({ _type: "seo" }, "Object", context)).toEqual(["required"]);
    expect(rule.integer().min(1).check(2.5, "Number", context)).toEqual(["must be an integer"]);
    expect(rule.precision(2).check(1.234, "Number", context)).toEqual(["must have at most 2 decimal places"]);
    expect(rule.uri({ scheme: ["https"] }).check("http://example.com/", "String", context)).toEqual([
      "URL scheme must be https, is http",
    ]);
    expect(
      rule.unique().check(
        [
          { _key: "a", v: 1 },
          { _key: "b", v: 1 },
        ],
        "Array",
        context,
      ),
    ).toHaveLength(1);
    expect(rule.max(3).warning("short please").level).toBe("warning");
    expect(rule.max(3).warning("short please").check("abcd", "String", context)).toEqual(["short please"]);
    // Sanity has no `max` for objects (a slug): the schema, not the document, is wrong.
    expect(() => rule.max(60).check({ current: "x" }, "Object", context)).toThrow(
      /not a rule Sanity can apply/,
    );
  });
});
