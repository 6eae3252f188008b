import { canonicalField, robotsField } from "../objects/seo";
import {
  SEO_DESCRIPTION_MAX,
  SEO_DESCRIPTION_MIN,
  SEO_TITLE_MAX,
  type CustomValidator,
  type Rule,
} from "../rule";

/**
 * A Russian-only landing page served at /{slug}/ (spec §2, "Landing pages"), with the fields of
 * spec §3's "Landing text record" under the spec's own names (docs/decisions/007-content-model.md).
 * An editor adds a landing page by creating a document: the slug route serves it without a deploy.
 */

export const LANDING_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const LANDING_SLUG_MAX = 60;

/**
 * First path segments the site already answers (spec §2 screens, /en/, resource routes and static
 * folders, remix.config.js): a landing page there would never be reached.
 */
const RESERVED_SLUGS = new Set([
  "en",
  "search",
  "flight",
  "el",
  "contacts",
  "fleet",
  "restrictions",
  "about",
  "partners",
  "howitworks",
  "404",
  "api",
  "webhooks",
  "cookie-notice",
  "language",
  "healthz",
  "docs",
  "media",
  "assets",
]);

const slugCheck: CustomValidator = (value) => {
  if (typeof value !== "object" || value === null) return true;
  const current = (value as { current?: unknown }).current;
  if (typeof current !== "string" || current === "") return "Заполните адрес страницы";
  if (current.length > LANDING_SLUG_MAX) return `Адрес длиннее ${LANDING_SLUG_MAX} символов`;
  if (!LANDING_SLUG_PATTERN.test(current)) {
    return "Только строчные латинские буквы и цифры, слова через дефис: arenda-biznes-dzheta";
  }
  if (RESERVED_SLUGS.has(current)) return `Адрес /${current}/ уже занят разделом сайта`;
  return true;
};

// The transliteration the spec's slugs use: ж → zh, ц → c, й → j, я → ja ("delovaja", "rejs").
const CYRILLIC = "абвгдеёжзийклмнопрстуфхцчшщъыьэюя";
const LATIN = "a,b,v,g,d,e,e,zh,z,i,j,k,l,m,n,o,p,r,s,t,u,f,h,c,ch,sh,shh,,y,,e,ju,ja".split(",");

/** "Аренда бизнес-джета" → "arenda-biznes-dzheta", the transliteration the spec's slugs use. */
export function slugify(text: string): string {
  return [...text.toLowerCase()]
    .map((char) => (CYRILLIC.includes(char) ? LATIN[CYRILLIC.indexOf(char)] : char))
    .join("")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, LANDING_SLUG_MAX)
    .replace(/-+$/, "");
}

const required = (rule: Rule) => rule.required();

function text(
  name: string,
  title: string,
  description: string,
  options: { required?: boolean; group: string; fieldset?: string; rows?: number },
) {
  return {
    name,
    title,
    description,
    type: options.rows ? "text" : "string",
    ...(options.rows ? { rows: options.rows } : {}),
    group: options.group,
    ...(options.fieldset ? { fieldset: options.fieldset } : {}),
    ...(options.required ? { validation: required } : {}),
  } as const;
}

const benefitMessages = [1, 2, 3, 4].map((n) =>
  text(`bblock_message${n}`, `Преимущество ${n}`, `Пункт ${n} из четырёх в блоке преимуществ.`, {
    required: true,
    group: "blocks",
    fieldset: "benefits",
    rows: 2,
  }),
);

const faqMessages = [1, 2, 3, 4, 5, 6].map((n) => ({
  name: `faq_message${n}`,
  title: `Вопрос ${n}`,
  description: `Вопрос ${n} из шести в блоке «Вопросы и ответы»; он же попадает в разметку FAQPage для поисковиков.`,
  type: "faqItem",
  group: "faq",
  validation: required,
}));

function routes(name: string, title: string, description: string) {
  return {
    name,
    title,
    description,
    type: "array",
    of: [{ type: "routeItem" }],
    group: "routes",
    // spec §2: each carousel has four items.
    validation: (rule: Rule) => rule.required().length(4),
  } as const;
}

export const landingPage = {
  name: "landingPage",
  title: "Посадочная страница",
  type: "document",
  groups: [
    { name: "blocks", title: "Блоки", default: true },
    { name: "faq", title: "FAQ" },
    { name: "routes", title: "Маршруты" },
    { name: "seo", title: "SEO" },
  ],
  fieldsets: [
    { name: "benefits", title: "Блок преимуществ", options: { collapsible: true } },
    { name: "results", title: "Результаты поиска и самолёты", options: { collapsible: true } },
    { name: "footer", title: "Подвал", options: { collapsible: true, columns: 2 } },
  ],
  fields: [
    {
      name: "slug",
      title: "Адрес страницы",
      description: `Страница открывается по адресу /адрес/, только на русском. Латиница, цифры и дефисы, до ${LANDING_SLUG_MAX} символов. Кнопка «Generate» сделает адрес из заголовка H1.`,
      type: "slug",
      group: ["seo", "blocks"],
      options: { source: "header", maxLength: LANDING_SLUG_MAX, slugify },
      validation: (rule: Rule) => rule.required().custom(slugCheck),
    },
    {
      name: "title",
      title: "Заголовок страницы (title)",
      description: `Вкладка браузера и заголовок в поисковой выдаче: до ${SEO_TITLE_MAX} символов.`,
      type: "string",
      group: "seo",
      validation: (rule: Rule) => [rule.required(), rule.max(SEO_TITLE_MAX).warning()],
    },
    {
      name: "description",
      title: "Описание (description)",
      description: `Текст под заголовком в поисковой выдаче: ${SEO_DESCRIPTION_MIN}–${SEO_DESCRIPTION_MAX} символов.`,
      type: "text",
      rows: 3,
      group: "seo",
      validation: (rule: Rule) => [
        rule.required(),
        rule.min(SEO_DESCRIPTION_MIN).warning(),
        rule.max(SEO_DESCRIPTION_MAX).warning(),
      ],
    },
    {
      name: "keywords",
      title: "Ключевые слова (keywords)",
      description: "Через запятую, метатег keywords.",
      type: "string",
      group: "seo",
    },
    { ...robotsField, group: "seo" },
    { ...canonicalField, group: "seo" },
    {
      name: "socialImage",
      title: "Картинка для соцсетей",
      description: "Карточка ссылки в мессенджерах и соцсетях (Open Graph), 1200×630.",
      type: "image",
      options: { hotspot: true },
      group: "seo",
    },
    text("header", "Заголовок H1", "Главный заголовок первого экрана, над формой поиска.", {
      required: true,
      group: "blocks",
    }),
    text("bblock_header", "Заголовок блока преимуществ", "Заголовок над четырьмя преимуществами.", {
      required: true,
      group: "blocks",
      fieldset: "benefits",
    }),
    text("bblock_caption", "Подзаголовок блока преимуществ", "Строка под заголовком блока преимуществ.", {
      group: "blocks",
      fieldset: "benefits",
      rows: 2,
    }),
    ...benefitMessages,
    text("faq_header", "Заголовок FAQ", "Заголовок блока «Вопросы и ответы».", {
      required: true,
      group: "faq",
    }),
    ...faqMessages,
    text("faq_caption", "Подпись под FAQ", "Строка под вопросами, например приглашение позвонить.", {
      group: "faq",
      rows: 2,
    }),
    routes(
      "spec_items_intl",
      "Международные направления",
      "Карусель «международные перелёты»: ровно четыре направления из Москвы (Внуково).",
    ),
    routes(
      "spec_items_dom",
      "Направления по России",
      "Карусель «перелёты по России»: ровно четыре направления из Москвы (Внуково).",
    ),
    text("search_results_header", "Заголовок результатов поиска", "Над списком рейсов пустого перегона.", {
      required: true,
      group: "blocks",
      fieldset: "results",
    }),
    text("search_results_caption", "Подпись результатов поиска", "Строка под заголовком результатов.", {
      group: "blocks",
      fieldset: "results",
      rows: 2,
    }),
    text("jet_header", "Заголовок блока о самолётах", "Заголовок блока о бизнес-джетах.", {
      required: true,
      group: "blocks",
      fieldset: "results",
    }),
    text("jet_caption", "Подпись блока о самолётах", "Строка под заголовком блока о самолётах.", {
      group: "blocks",
      fieldset: "results",
      rows: 2,
    }),
    text("footer_left_text", "Подвал: левый текст", "Текст в левой колонке подвала страницы.", {
      required: true,
      group: "blocks",
      fieldset: "footer",
      rows: 4,
    }),
    text("footer_right_text", "Подвал: правый текст", "Текст в правой колонке подвала страницы.", {
      required: true,
      group: "blocks",
      fieldset: "footer",
      rows: 4,
    }),
  ],
  orderings: [{ title: "По адресу", name: "slugAsc", by: [{ field: "slug.current", direction: "asc" }] }],
  preview: {
    select: { title: "header", slug: "slug.current", media: "socialImage" },
    prepare: <Media>({ title, slug, media }: { title?: string; slug?: string; media?: Media }) => ({
      title: title ?? "Без заголовка",
      subtitle: slug ? `/${slug}/` : "адрес не задан",
      media,
    }),
  },
} as const;
