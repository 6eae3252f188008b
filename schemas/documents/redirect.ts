import { findLoop, fromProblem, pointsToItself, redirectKey, toProblem } from "../redirect-rules";
import type { CustomValidator, Rule, ValidationContext } from "../rule";

/**
 * A redirect an editor adds (issue 17, item 2): the server answers `from` with a 301 or 302 to `to`
 * before routing (server/redirects.ts), so a renamed page keeps its links and its place in search.
 * The rules live in ../redirect-rules.ts, shared with the server, which checks them again: the
 * Studio can be bypassed.
 */

/** The app's default SANITY_API_VERSION, as the Vision tool uses (studio/sanity.config.ts). */
const API_VERSION = "2025-02-19";

/** The part of Sanity's validation context the checks against other documents read. */
interface StudioValidationContext extends ValidationContext {
  getClient?: (options: { apiVersion: string }) => {
    fetch: (
      query: string,
      params: Record<string, unknown>,
      options?: { perspective?: "drafts" | "published" },
    ) => Promise<unknown>;
  };
}

type StudioCheck = (
  value: string,
  context: Required<Pick<StudioValidationContext, "getClient">> & StudioValidationContext,
) => Promise<true | string>;

/**
 * A check that needs the other documents, which only the Studio can ask for. Sanity awaits a custom
 * validator's promise; the schemas' `Rule` types the synchronous kind only, because
 * tests/support/schema-validator.ts runs validators without a client: there this answers `true` at
 * once, and the server's own checks (buildRedirectTable) cover the shipped dataset.
 */
function withOtherDocuments(check: StudioCheck): CustomValidator {
  const validator = (value: unknown, context: StudioValidationContext) => {
    if (typeof value !== "string" || value.trim() === "" || !context.getClient) return true;
    return check(value, { ...context, getClient: context.getClient });
  };
  return validator as unknown as CustomValidator;
}

function ownIds(context: ValidationContext): string[] {
  const id = typeof context.document?._id === "string" ? context.document._id : "";
  const published = id.replace(/^drafts\./, "");
  return [published, `drafts.${published}`];
}

/** The other redirects as they would be after every draft is published (the "drafts" perspective). */
async function otherRedirects(
  context: Parameters<StudioCheck>[1],
): Promise<{ _id: string; from: string; to: string }[]> {
  const client = context.getClient({ apiVersion: API_VERSION });
  const result = await client.fetch(
    `*[_type == "redirect" && !(_id in $own) && defined(from) && defined(to)]{_id, from, to}`,
    { own: ownIds(context) },
    { perspective: "drafts" },
  );
  return Array.isArray(result) ? (result as { _id: string; from: string; to: string }[]) : [];
}

const fromFormat: CustomValidator = (value) =>
  typeof value === "string" && value !== "" ? (fromProblem(value) ?? true) : true;

const toFormat: CustomValidator = (value, context) => {
  if (typeof value !== "string" || value === "") return true;
  const problem = toProblem(value);
  if (problem) return problem;
  const from = context.document?.from;
  return typeof from === "string" && pointsToItself(from, value)
    ? "Адрес «Куда» совпадает с адресом «Откуда»: получится бесконечная переадресация"
    : true;
};

const uniqueFrom = withOtherDocuments(async (value, context) => {
  const key = redirectKey(value.trim());
  if (key === null) return true;
  const same = (await otherRedirects(context)).find((other) => redirectKey(other.from.trim()) === key);
  return same ? `С адреса ${key} уже есть переадресация: на ${same.to}` : true;
});

const noLoop = withOtherDocuments(async (value, context) => {
  const from = context.document?.from;
  if (typeof from !== "string" || from.trim() === "") return true;
  const loop = findLoop(from, value, await otherRedirects(context));
  return loop
    ? `Получится петля: ${loop.join(" → ")}. Цепочки допустимы, но последний адрес должен вести на страницу`
    : true;
});

/** A hint, not an error: a redirect from a live landing page's address hides that page. */
const shadowsLandingPage = withOtherDocuments(async (value, context) => {
  const key = redirectKey(value.trim());
  const slug = key && /^\/[a-z0-9-]+\/$/.test(key) ? key.slice(1, -1) : null;
  if (slug === null) return true;
  const header = await context
    .getClient({ apiVersion: API_VERSION })
    .fetch(`*[_type == "landingPage" && slug.current == $slug][0].header`, { slug });
  return typeof header === "string"
    ? `По адресу ${key} открывается посадочная страница «${header}»: переадресация её заслонит`
    : true;
});

export const redirect = {
  name: "redirect",
  title: "Переадресация",
  type: "document",
  fields: [
    {
      name: "from",
      title: "Откуда",
      description:
        "Старый адрес на этом сайте: путь со слешем в конце, латиница, цифры и дефисы, например /arenda-samoleta/ или /en/private-jet-hire/. Параметры запроса (?utm_…) сохраняются при переходе сами.",
      type: "string",
      validation: (rule: Rule) => [
        rule.required().custom(fromFormat).custom(uniqueFrom),
        rule.custom(shadowsLandingPage).warning(),
      ],
    },
    {
      name: "to",
      title: "Куда",
      description:
        "Новый адрес: путь на сайте со слешем в конце (/arenda-chastnogo-samoleta/, можно с якорем /#partners) или полный адрес https://… другого сайта. Если новый адрес тоже переадресован, посетитель попадёт сразу в конец цепочки.",
      type: "string",
      validation: (rule: Rule) => rule.required().custom(toFormat).custom(noLoop),
    },
    {
      name: "permanent",
      title: "Постоянная",
      description:
        "Включено — постоянная (301, для форм 308): страница переехала навсегда, поисковики переносят её место в выдаче на новый адрес, браузеры запоминают переход на час. Выключено — временная (302, для форм 307): старый адрес остаётся в поиске; для акций и страниц, закрытых на время.",
      type: "boolean",
      initialValue: true,
    },
    {
      name: "note",
      title: "Заметка",
      description: "Зачем нужна переадресация и кто её просил: её прочтёт следующий редактор.",
      type: "text",
      rows: 2,
    },
  ],
  orderings: [{ title: "По адресу «Откуда»", name: "fromAsc", by: [{ field: "from", direction: "asc" }] }],
  preview: {
    select: { from: "from", to: "to", permanent: "permanent" },
    prepare: ({ from, to, permanent }: { from?: string; to?: string; permanent?: boolean }) => ({
      title: `${from ?? "?"} → ${to ?? "?"}`,
      subtitle: permanent === false ? "Временная (302)" : "Постоянная (301)",
    }),
  },
} as const;
