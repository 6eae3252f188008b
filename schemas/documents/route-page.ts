import { airportLabel, isKnownAirport, russianCity } from "../airport-codes";
import { seoField, seoGroup } from "../objects/seo";
import type { CustomValidator, Rule, ValidationContext } from "../rule";
import { slugify } from "./landing-page";

/**
 * A route page at /routes/{slug}/ and /en/routes/{slug}/ (issue 17, item 3): the SEO team's answer
 * to searches like «частный самолёт Москва Сочи» and "private jet Moscow Dubai". The document holds
 * only what an editor writes: the two airports, a slug per language, the heading, the intro, the
 * FAQ and the SEO fields. Everything live on the page (cities, distance, flight times, from-prices,
 * empty legs, the sanctions message of a closed route) comes from the charter engine by the ICAO
 * codes, so the codes must be airports of the site's list (airport-codes.ts).
 */

export const ROUTE_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const ROUTE_SLUG_MAX = 60;
/** Four upper-case Latin letters, as the search and the engine store airport codes. */
export const ICAO_PATTERN = /^[A-Z]{4}$/;

/** The GROQ API version the Studio's validators query with (the app's default SANITY_API_VERSION). */
const API_VERSION = "2025-02-19";

/** `ICAO` checks of one airport field: the shape first, then membership in the site's list. */
export const airportCheck: CustomValidator = (value) => {
  if (typeof value !== "string" || value === "") return true;
  if (!ICAO_PATTERN.test(value)) return "Код ICAO — четыре заглавные латинские буквы, например UUWW";
  if (!isKnownAirport(value)) {
    return `Аэропорта ${value} нет в списке сайта: поиск не сможет посчитать такой маршрут`;
  }
  return true;
};

/** The arrival differs from the departure: a route from an airport to itself has no page. */
export const differentAirportsCheck: CustomValidator = (value, context) => {
  const from = context.document?.from;
  return typeof value === "string" && value !== "" && value === from
    ? "Аэропорт прибытия совпадает с аэропортом вылета"
    : true;
};

/** Format of one language's slug; presence is the `required()` of the field. */
export const routeSlugCheck: CustomValidator = (value) => {
  if (typeof value !== "object" || value === null) return true;
  const current = (value as { current?: unknown }).current;
  if (typeof current !== "string" || current === "") return true;
  if (current.length > ROUTE_SLUG_MAX) return `Адрес длиннее ${ROUTE_SLUG_MAX} символов`;
  if (!ROUTE_SLUG_PATTERN.test(current)) {
    return "Только строчные латинские буквы и цифры, слова через дефис: moskva-dubaj, moscow-dubai";
  }
  return true;
};

/** The part of the Studio's client a uniqueness check uses. */
export interface SlugQueryClient {
  fetch(query: string, params: Record<string, unknown>): Promise<unknown>;
}

/** What the Studio adds to a validator's context (Sanity's `ValidationContext.getClient`). */
export interface StudioValidationContext extends ValidationContext {
  getClient?: (options: { apiVersion: string }) => SlugQueryClient;
}

type AsyncValidator = (
  value: unknown,
  context: StudioValidationContext,
) => true | string | Promise<true | string>;

export const SLUG_TAKEN_QUERY = `count(*[_type == "routePage" && !(_id in [$id, $draftId]) && slug[$language].current == $slug])`;

/**
 * A slug is unique per language among route pages: two pages at one address would leave one of
 * them unreachable. The Studio's client counts the other route pages (drafts included) with the
 * same slug, leaving out the document's own draft and published versions. Without a client (the
 * dataset test validates documents offline) the check has nothing to ask and passes; that test
 * checks uniqueness over the whole file itself.
 */
export function uniqueRouteSlug(language: "ru" | "en"): AsyncValidator {
  return (value, context) => {
    const slug = (value as { current?: unknown } | null | undefined)?.current;
    if (typeof slug !== "string" || slug === "" || !context.getClient) return true;
    const documentId = context.document?._id;
    const id = typeof documentId === "string" ? documentId.replace(/^drafts\./, "") : "";
    const client = context.getClient({ apiVersion: API_VERSION });
    return client
      .fetch(SLUG_TAKEN_QUERY, { id, draftId: `drafts.${id}`, language, slug })
      .then((count) =>
        typeof count === "number" && count > 0
          ? `Адрес ${language === "en" ? "/en" : ""}/routes/${slug}/ уже занят другой страницей маршрута`
          : true,
      );
  };
}

/** The Sanity custom validator takes a promise too; the offline Rule type of rule.ts does not. */
const asCustom = (validator: AsyncValidator) => validator as unknown as CustomValidator;

/** A hint, not an error: the English page falls back to Russian text when a field is left empty. */
export const englishFilledCheck: CustomValidator = (value) => {
  if (typeof value !== "object" || value === null) return true;
  const english = (value as { en?: unknown }).en;
  const filled = Array.isArray(english) ? english.length > 0 : typeof english === "string" && english !== "";
  return filled ? true : "Заполните английский вариант: иначе на /en/ страница покажет русский текст";
};

/** "Private jet from Moscow to Dubai" → "moscow-dubai": the English slug's Generate button. */
export function englishRouteSlug(heading: string): string {
  const route = /\bfrom\s+(.+?)\s+to\s+(.+)$/i.exec(heading.trim());
  return slugify(route ? `${route[1]} ${route[2]}` : heading);
}

interface RouteDocument {
  from?: string;
  to?: string;
  heading?: { en?: string };
}

/** «Москва Дубай» from the two airports: the Russian slug's Generate button transliterates it. */
export function russianRouteSource(document: RouteDocument): string {
  return [document.from, document.to]
    .map((icao) => (icao ? (russianCity(icao) ?? icao) : ""))
    .join(" ")
    .trim();
}

function airportField(name: "from" | "to", title: string, description: string) {
  return {
    name,
    title,
    description,
    type: "string",
    group: "route",
    validation: (rule: Rule) =>
      name === "to"
        ? rule.required().custom(airportCheck).custom(differentAirportsCheck)
        : rule.required().custom(airportCheck),
  } as const;
}

function slugField(language: "ru" | "en") {
  const ru = language === "ru";
  return {
    name: language,
    title: ru ? "Русский: /routes/…/" : "English: /en/routes/…/",
    description: ru
      ? "Транслитерация городов латиницей, как у посадочных страниц: moskva-dubaj, sankt-peterburg-sochi. «Generate» составит адрес из городов маршрута."
      : "English city names: moscow-dubai, saint-petersburg-sochi. «Generate» takes the cities from the English heading.",
    type: "slug",
    options: ru
      ? {
          source: (document: RouteDocument) => russianRouteSource(document),
          maxLength: ROUTE_SLUG_MAX,
          slugify,
        }
      : {
          source: (document: RouteDocument) => document.heading?.en ?? "",
          maxLength: ROUTE_SLUG_MAX,
          slugify: englishRouteSlug,
        },
    validation: (rule: Rule) =>
      rule
        .required()
        .custom(routeSlugCheck)
        .custom(asCustom(uniqueRouteSlug(language))),
  } as const;
}

function faqList(language: "ru" | "en") {
  return {
    name: language,
    title: language === "ru" ? "Русский" : "English",
    description:
      language === "ru"
        ? "Три-четыре вопроса именно об этом маршруте: время в пути, пересадка, багаж, животные, пустые перелёты."
        : "The same questions in English for /en/routes/…/.",
    type: "array",
    of: [{ type: "faqItem" }],
    validation: (rule: Rule) =>
      language === "ru" ? [rule.required().min(1), rule.max(8).warning()] : rule.max(8).warning(),
  } as const;
}

export const routePage = {
  name: "routePage",
  title: "Страница маршрута",
  type: "document",
  groups: [
    { name: "route", title: "Маршрут", default: true },
    { name: "text", title: "Текст" },
    { name: "faq", title: "FAQ" },
    seoGroup,
  ],
  initialValue: { from: "UUWW" },
  fields: [
    airportField(
      "from",
      "Откуда (ICAO)",
      "Код аэропорта вылета из списка сайта, четыре заглавные буквы: UUWW — Внуково, ULLI — Пулково.",
    ),
    airportField(
      "to",
      "Куда (ICAO)",
      "Код аэропорта прибытия: OMDB — Дубай, URSS — Сочи. Цены, время в пути и пустые перелёты страница берёт из поиска по этим кодам.",
    ),
    {
      name: "slug",
      title: "Адрес страницы",
      description:
        "Свой адрес на каждом языке; оба уникальны среди страниц маршрутов. После публикации не меняйте адрес без переадресации.",
      type: "object",
      group: ["route", "seo"],
      options: { columns: 2 },
      fields: [slugField("ru"), slugField("en")],
      validation: (rule: Rule) => rule.required(),
    },
    {
      name: "heading",
      title: "Заголовок H1",
      description: "Например «Частный самолёт Москва — Дубай» и «Private jet from Moscow to Dubai».",
      type: "localeString",
      group: "text",
      validation: (rule: Rule) => [rule.required(), rule.custom(englishFilledCheck).warning()],
    },
    {
      name: "intro",
      title: "Вступление",
      description:
        "Два-четыре предложения под заголовком: что за направление, какие самолёты его летают, где встречает деловой терминал.",
      type: "localeText",
      group: "text",
      validation: (rule: Rule) => [rule.required(), rule.custom(englishFilledCheck).warning()],
    },
    {
      name: "faq",
      title: "Вопросы и ответы",
      description: "Блок FAQ страницы и его разметка FAQPage для поисковиков, по языкам.",
      type: "object",
      group: "faq",
      fields: [faqList("ru"), faqList("en")],
      validation: (rule: Rule) => [rule.required(), rule.custom(englishFilledCheck).warning()],
    },
    seoField,
  ],
  orderings: [
    {
      title: "По маршруту",
      name: "routeAsc",
      by: [
        { field: "from", direction: "asc" },
        { field: "to", direction: "asc" },
      ],
    },
    { title: "По адресу", name: "slugRuAsc", by: [{ field: "slug.ru.current", direction: "asc" }] },
    { title: "Недавно изменённые", name: "updatedDesc", by: [{ field: "_updatedAt", direction: "desc" }] },
  ],
  preview: {
    select: { from: "from", to: "to", slug: "slug.ru.current" },
    prepare: ({ from, to, slug }: { from?: string; to?: string; slug?: string }) => ({
      title: `${airportLabel(from)} → ${airportLabel(to)}`,
      subtitle: slug ? `/routes/${slug}/` : "адрес не задан",
    }),
  },
} as const;
