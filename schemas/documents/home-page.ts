import { seoField, seoGroup } from "../objects/seo";
import { isSiteHref, stringCheck, uniqueBy, type Rule } from "../rule";

/** The three tiles under the hero (spec §1 "Other offers", spec §2 "Home"). */
export const HOME_TILE_KINDS = [
  { value: "emptyLegs", title: "Пустые перегоны" },
  { value: "helicopters", title: "Вертолёты" },
  { value: "jetSharing", title: "Джет-шеринг" },
] as const;

const required = (rule: Rule) => rule.required();

/**
 * The home page (spec §2, "Home"): every block except the search form and the callback widget,
 * whose copy lives with their features (docs/decisions/007-content-model.md, `homePage`).
 */
export const homePage = {
  name: "homePage",
  title: "Главная страница",
  type: "document",
  groups: [
    { name: "hero", title: "Первый экран", default: true },
    { name: "tiles", title: "Плитки" },
    { name: "benefits", title: "Преимущества" },
    { name: "media", title: "СМИ о нас" },
    { name: "articles", title: "Статьи" },
    { name: "partners", title: "Партнёры" },
    seoGroup,
  ],
  fields: [
    seoField,
    {
      name: "heroHeading",
      title: "Заголовок первого экрана (H1)",
      description: "Крупный заголовок над формой поиска.",
      type: "localeString",
      group: "hero",
      validation: required,
    },
    {
      name: "heroText",
      title: "Текст первого экрана",
      description: "Одна-две фразы под заголовком.",
      type: "localeText",
      group: "hero",
    },
    {
      name: "slides",
      title: "Слайдер",
      description: "Картинки слайдера первого экрана: от 2 до 6; сменяются каждые 5 секунд.",
      type: "array",
      group: "hero",
      of: [
        {
          type: "object",
          name: "slide",
          title: "Слайд",
          fields: [
            { name: "image", title: "Изображение", type: "localizedImage", validation: required },
            {
              name: "caption",
              title: "Подпись",
              description: "Короткая строка поверх картинки.",
              type: "localeString",
            },
          ],
          preview: { select: { title: "caption.ru", subtitle: "image.alt.ru", media: "image" } },
        },
      ],
      validation: (rule: Rule) => rule.required().min(2).max(6),
    },
    {
      name: "tiles",
      title: "Плитки",
      description:
        "Три плитки под первым экраном: пустые перегоны, вертолёты (внешняя ссылка), джет-шеринг (скоро) — по одной каждого вида.",
      type: "array",
      group: "tiles",
      of: [
        {
          type: "object",
          name: "tile",
          title: "Плитка",
          fields: [
            {
              name: "kind",
              title: "Вид",
              type: "string",
              options: { list: HOME_TILE_KINDS, layout: "radio", direction: "horizontal" },
              validation: required,
            },
            { name: "title", title: "Заголовок", type: "localeString", validation: required },
            { name: "text", title: "Текст", type: "localeText" },
            {
              name: "href",
              title: "Ссылка",
              description:
                "Для пустых перегонов — /el/, для вертолётов — внешний адрес https://…, у джет-шеринга ссылки нет.",
              type: "string",
              validation: (rule: Rule) =>
                rule.custom(stringCheck(isSiteHref, "Путь на сайте вида /el/ или адрес https://…")),
            },
            {
              name: "badge",
              title: "Метка",
              description: "Необязательная метка в углу плитки, например «Скоро» / «Soon».",
              type: "localeString",
            },
            { name: "image", title: "Изображение", type: "localizedImage" },
          ],
          preview: {
            select: { title: "title.ru", kind: "kind", media: "image" },
            prepare: <Media>({ title, kind, media }: { title?: string; kind?: string; media?: Media }) => ({
              title: title ?? "Без заголовка",
              subtitle: HOME_TILE_KINDS.find((option) => option.value === kind)?.title,
              media,
            }),
          },
        },
      ],
      validation: (rule: Rule) => [
        rule.required().length(3),
        rule.custom(uniqueBy("kind", "Плитка этого вида уже есть")),
      ],
    },
    {
      name: "benefitsHeading",
      title: "Заголовок блока преимуществ",
      type: "localeString",
      group: "benefits",
      validation: required,
    },
    {
      name: "benefits",
      title: "Преимущества",
      description: "От 3 до 6 пунктов блока преимуществ.",
      type: "array",
      group: "benefits",
      of: [
        {
          type: "object",
          name: "benefit",
          title: "Преимущество",
          fields: [
            { name: "title", title: "Заголовок", type: "localeString", validation: required },
            { name: "text", title: "Текст", type: "localeText" },
          ],
          preview: { select: { title: "title.ru", subtitle: "text.ru" } },
        },
      ],
      validation: (rule: Rule) => rule.required().min(3).max(6),
    },
    {
      name: "mediaHeading",
      title: "Заголовок блока «СМИ о нас»",
      type: "localeString",
      group: "media",
      validation: required,
    },
    {
      name: "mediaMentions",
      title: "Публикации",
      description: "Статьи о компании в СМИ; на сайте — список со ссылками на публикации.",
      type: "array",
      group: "media",
      of: [
        {
          type: "object",
          name: "mediaMention",
          title: "Публикация",
          fields: [
            {
              name: "outlet",
              title: "Издание",
              description: "Название издания, как оно пишет себя: «Коммерсантъ», РБК.",
              type: "string",
              validation: required,
            },
            { name: "title", title: "Заголовок публикации", type: "localeString", validation: required },
            {
              name: "url",
              title: "Ссылка на публикацию",
              type: "url",
              validation: (rule: Rule) => rule.required().uri({ scheme: ["https"] }),
            },
            { name: "date", title: "Дата публикации", type: "date" },
            { name: "logo", title: "Логотип издания", type: "localizedImage" },
          ],
          preview: { select: { title: "title.ru", subtitle: "outlet", media: "logo" } },
        },
      ],
      validation: (rule: Rule) => rule.required().min(1),
    },
    {
      name: "articlesHeading",
      title: "Заголовок блока статей",
      type: "localeString",
      group: "articles",
      validation: required,
    },
    {
      name: "articles",
      title: "Статьи",
      description: "Ровно четыре блока, на сайте пронумерованы 01–04, у каждого ссылка.",
      type: "array",
      group: "articles",
      of: [
        {
          type: "object",
          name: "article",
          title: "Статья",
          fields: [
            { name: "title", title: "Заголовок", type: "localeString", validation: required },
            { name: "text", title: "Текст", type: "localeText" },
            { name: "link", title: "Ссылка", type: "linkItem", validation: required },
          ],
          preview: { select: { title: "title.ru", subtitle: "link.href" } },
        },
      ],
      validation: (rule: Rule) => rule.required().length(4),
    },
    {
      name: "partnersHeading",
      title: "Заголовок карусели партнёров",
      type: "localeString",
      group: "partners",
      validation: required,
    },
    {
      name: "partners",
      title: "Партнёры в карусели",
      description:
        "Четыре авиакомпании-партнёра из раздела «Партнёры» (spec §2); на них ведёт пункт меню #partners.",
      type: "array",
      group: "partners",
      of: [{ type: "reference", to: [{ type: "partner" }] }],
      validation: (rule: Rule) => rule.required().length(4).unique(),
    },
  ],
  preview: { prepare: () => ({ title: "Главная страница" }) },
} as const;
