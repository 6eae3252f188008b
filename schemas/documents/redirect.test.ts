import { evaluate, parse } from "groq-js";
import { describe, expect, it } from "vitest";
import { createSchemaValidator, RecordingRule } from "../../tests/support/schema-validator";
import type { Rule } from "../rule";
import { redirect } from "./redirect";

/*
 * The redirect document's Studio validation (issue 17, item 2). The checks against other documents
 * get a client like Sanity's `context.getClient`, answering the real GROQ with groq-js over a list
 * of documents, as the Content Lake would in the "drafts" perspective.
 */

type Document = { _id: string; _type: string; [field: string]: unknown };

function studioClient(dataset: Document[]) {
  return () => ({
    fetch: async (query: string, params: Record<string, unknown>) => {
      const value = await evaluate(parse(query, { params }), { dataset, params });
      return value.get();
    },
  });
}

type Validation = (rule: Rule) => Rule | Rule[];
const field = (name: string) =>
  redirect.fields.find((candidate) => candidate.name === name) as { validation: Validation };

/** Every message a field's rules give `value`, errors and warnings apart, awaiting the Studio checks. */
async function messages(name: "from" | "to", document: Document, dataset: Document[]) {
  const built = field(name).validation(new RecordingRule());
  const rules = (Array.isArray(built) ? built : [built]) as RecordingRule[];
  const found: { error: string[]; warning: string[] } = { error: [], warning: [] };
  for (const rule of rules) {
    for (const spec of rule.specs) {
      if (spec.flag !== "custom") continue;
      const context = { document, getClient: studioClient(dataset) };
      const result = await (spec.validator as (value: unknown, c: typeof context) => unknown)(
        document[name],
        context,
      );
      if (result !== true) found[rule.level].push(String(result));
    }
  }
  return found;
}

const doc = (id: string, from: string, to: string, permanent = true): Document => ({
  _id: id,
  _type: "redirect",
  from,
  to,
  permanent,
});

const others = [
  doc("redirect-b", "/b/", "/c/"),
  doc("redirect-c", "/c/", "/a/"),
  doc("redirect-arenda", "/arenda-samoleta/", "/arenda-chastnogo-samoleta/"),
  { _id: "landing-aviabroker", _type: "landingPage", slug: { current: "aviabroker" }, header: "Авиаброкер" },
];

describe("redirect document validation in the Studio (issue 17, item 2)", () => {
  it("accepts a redirect with a fresh address that ends in a page", async () => {
    const document = doc("drafts.new", "/stranica-2019/", "/zakaz-chartera/");
    expect(await messages("from", document, others)).toEqual({ error: [], warning: [] });
    expect(await messages("to", document, others)).toEqual({ error: [], warning: [] });
  });

  it("refuses an address another redirect already starts from, with or without the slash", async () => {
    const result = await messages("from", doc("drafts.new", "/arenda-samoleta/", "/fleet/"), others);
    expect(result.error).toEqual([
      "С адреса /arenda-samoleta/ уже есть переадресация: на /arenda-chastnogo-samoleta/",
    ]);
    // Editing the same document (its draft) is no conflict with itself.
    const own = await messages("from", doc("drafts.redirect-arenda", "/arenda-samoleta/", "/fleet/"), others);
    expect(own.error).toEqual([]);
  });

  it("refuses a target that comes back to this address, directly or through a chain", async () => {
    const chain = await messages("to", doc("drafts.new", "/a/", "/b/"), others);
    expect(chain.error).toEqual([
      "Получится петля: /a/ → /b/ → /c/ → /a/. Цепочки допустимы, но последний адрес должен вести на страницу",
    ]);
    const itself = await messages("to", doc("drafts.new", "/a/", "/a/#top"), others);
    expect(itself.error[0]).toMatch(/совпадает с адресом «Откуда»/);
  });

  it("accepts a chain that ends in a page", async () => {
    const result = await messages("to", doc("drafts.new", "/old-arenda/", "/arenda-samoleta/"), others);
    expect(result.error).toEqual([]);
  });

  it("refuses the paths the site owns and malformed targets", async () => {
    expect((await messages("from", doc("drafts.new", "/api/cards/", "/"), others)).error[0]).toMatch(
      /принадлежит самому сайту/,
    );
    expect((await messages("to", doc("drafts.new", "/x/", "/fleet"), others)).error[0]).toMatch(
      /заканчивается на «\/»: \/fleet\//,
    );
  });

  it("warns, without refusing, when the address is a live landing page's", async () => {
    const result = await messages("from", doc("drafts.new", "/aviabroker/", "/zakaz-chartera/"), others);
    expect(result).toEqual({
      error: [],
      warning: [
        "По адресу /aviabroker/ открывается посадочная страница «Авиаброкер»: переадресация её заслонит",
      ],
    });
  });

  it("validates without a client (the dataset test) synchronously, format rules only", () => {
    const validator = createSchemaValidator([redirect]);
    const byId = new Map<string, { _type: string }>();
    expect(
      validator.validateDocument(doc("ok", "/arenda-samoleta/", "/arenda-chastnogo-samoleta/"), byId),
    ).toEqual([]);
    const issues = validator.validateDocument(doc("bad", "/healthz", "http://example.com/"), byId);
    expect(issues.map((issue) => issue.path)).toEqual(["from", "to"]);
  });

  it("shows the redirect as from → to, permanent or temporary", () => {
    expect(redirect.preview.prepare({ from: "/a/", to: "/b/", permanent: true })).toEqual({
      title: "/a/ → /b/",
      subtitle: "Постоянная (301)",
    });
    expect(redirect.preview.prepare({ from: "/a/", to: "/b/", permanent: false }).subtitle).toBe(
      "Временная (302)",
    );
  });
});
