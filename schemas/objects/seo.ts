import {
  isCanonical,
  localeLength,
  SEO_DESCRIPTION_MAX,
  SEO_DESCRIPTION_MIN,
  SEO_TITLE_MAX,
  stringCheck,
  type Rule,
} from "../rule";

/** The robots directives an editor may choose (spec §2: information pages are "index, follow"). */
export const ROBOTS_OPTIONS = [
  { value: "index, follow", title: "Индексировать, переходить по ссылкам" },
  { value: "noindex, follow", title: "Не индексировать, переходить по ссылкам" },
  { value: "index, nofollow", title: "Индексировать, не переходить по ссылкам" },
  { value: "noindex, nofollow", title: "Не индексировать, не переходить по ссылкам" },
] as const;

export const DEFAULT_ROBOTS = "index, follow";

/** The `robots` field, shared with the landing page's flat SEO fields. */
export const robotsField = {
  name: "robots",
  title: "Индексация (robots)",
  description: "Метатег robots страницы. Обычно «Индексировать, переходить по ссылкам».",
  type: "string",
  options: { list: ROBOTS_OPTIONS, layout: "radio" },
  initialValue: DEFAULT_ROBOTS,
  // Sanity 5 checks `options.list` only on a field with a validation of its own: this one gives the
  // list check its message.
  validation: (rule: Rule) =>
    rule.error(`Одно из значений: ${ROBOTS_OPTIONS.map((option) => option.value).join("; ")}`),
} as const;

/** The `canonical` override, shared with the landing page's flat SEO fields. */
export const canonicalField = {
  name: "canonical",
  title: "Канонический адрес",
  description:
    "Оставьте пустым: страница укажет свой адрес. Заполните, только если эта страница дублирует другую: путь на сайте со слешем в конце (/about/) или полный адрес https://….",
  type: "string",
  validation: (rule: Rule) =>
    rule.custom(
      stringCheck(isCanonical, "Путь на сайте вида /about/ (со слешем в конце) или адрес https://…"),
    ),
} as const;

/**
 * SEO fields of every page document (docs/decisions/007-content-model.md, `seo`): what the <head>
 * of the page says to search engines and social networks, changed without a deploy.
 */
export const seo = {
  name: "seo",
  title: "SEO",
  type: "object",
  fields: [
    {
      name: "title",
      title: "Заголовок страницы (title)",
      description: `Название вкладки браузера и заголовок в поисковой выдаче; поисковик показывает около ${SEO_TITLE_MAX} символов.`,
      type: "localeString",
      validation: (rule: Rule) => [
        rule.required(),
        rule.custom(localeLength({ max: SEO_TITLE_MAX })).warning(),
      ],
    },
    {
      name: "description",
      title: "Описание (description)",
      description: `Текст под заголовком в поисковой выдаче и в карточке ссылки в соцсетях: ${SEO_DESCRIPTION_MIN}–${SEO_DESCRIPTION_MAX} символов.`,
      type: "localeText",
      validation: (rule: Rule) => [
        rule.required(),
        rule.custom(localeLength({ min: SEO_DESCRIPTION_MIN, max: SEO_DESCRIPTION_MAX })).warning(),
      ],
    },
    {
      name: "keywords",
      title: "Ключевые слова (keywords)",
      description: "Через запятую. Метатег keywords; Яндекс и Google его почти не учитывают.",
      type: "localeString",
    },
    robotsField,
    canonicalField,
    {
      name: "image",
      title: "Картинка для соцсетей",
      description:
        "Показывается, когда ссылкой на страницу делятся в мессенджерах и соцсетях (Open Graph). Размер 1200×630.",
      type: "image",
      options: { hotspot: true },
    },
  ],
} as const;

/** The `seo` field of a page document, in the "SEO" group every page document has. */
export const seoField = {
  name: "seo",
  title: "SEO",
  description:
    "Заголовок и описание в поисковой выдаче, индексация, канонический адрес и картинка для соцсетей.",
  type: "seo",
  group: "seo",
  validation: (rule: Rule) => rule.required(),
} as const;

/** The "SEO" group of a page document, listed after the page's content groups. */
export const seoGroup = { name: "seo", title: "SEO" } as const;
