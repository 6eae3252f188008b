import { seoField, seoGroup } from "../objects/seo";
import type { Rule } from "../rule";

const required = (rule: Rule) => rule.required();

/** The how-it-works page (spec §2): four slides and a comic that opens in a modal on click. */
export const howItWorksPage = {
  name: "howItWorksPage",
  title: "Как это работает",
  type: "document",
  groups: [{ name: "content", title: "Слайды", default: true }, { name: "comic", title: "Комикс" }, seoGroup],
  fields: [
    seoField,
    {
      name: "heading",
      title: "Заголовок (H1)",
      type: "localeString",
      group: "content",
      validation: required,
    },
    { name: "intro", title: "Вступление", type: "localeText", group: "content" },
    {
      name: "slides",
      title: "Слайды",
      description: "Ровно четыре шага заказа, по порядку.",
      type: "array",
      group: "content",
      of: [
        {
          type: "object",
          name: "slide",
          title: "Слайд",
          fields: [
            { name: "title", title: "Заголовок", type: "localeString", validation: required },
            { name: "text", title: "Текст", type: "localeText", validation: required },
            { name: "image", title: "Иллюстрация", type: "localizedImage" },
          ],
          preview: { select: { title: "title.ru", subtitle: "text.ru", media: "image" } },
        },
      ],
      validation: (rule: Rule) => rule.required().length(4),
    },
    {
      name: "comic",
      title: "Комикс",
      description: "Картинка под слайдами; по клику открывается во весь экран.",
      type: "object",
      group: "comic",
      fields: [
        { name: "title", title: "Заголовок", type: "localeString", validation: required },
        { name: "image", title: "Изображение", type: "localizedImage", validation: required },
      ],
      validation: required,
    },
  ],
  preview: { prepare: () => ({ title: "Как это работает" }) },
} as const;
