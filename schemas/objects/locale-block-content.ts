import type { Rule } from "../rule";
import { LANGUAGES } from "./localized";

/**
 * Long texts (about, restrictions) as Portable Text, one array of blocks per language, rendered with
 * @portabletext/react (docs/decisions/007-content-model.md, `localeBlockContent`). The editor offers
 * only what the site styles: paragraphs, two heading levels, lists, bold, italic and links.
 */
const block = {
  type: "block",
  styles: [
    { title: "Абзац", value: "normal" },
    { title: "Заголовок 2", value: "h2" },
    { title: "Заголовок 3", value: "h3" },
  ],
  lists: [
    { title: "Маркированный список", value: "bullet" },
    { title: "Нумерованный список", value: "number" },
  ],
  marks: {
    decorators: [
      { title: "Жирный", value: "strong" },
      { title: "Курсив", value: "em" },
    ],
    annotations: [
      {
        name: "link",
        title: "Ссылка",
        type: "object",
        fields: [
          {
            name: "href",
            title: "Адрес",
            description: "Путь на сайте (/contacts/), внешний адрес https://…, mailto: или tel:.",
            type: "url",
            validation: (rule: Rule) =>
              rule.required().uri({ scheme: ["https", "mailto", "tel"], allowRelative: true }),
          },
        ],
      },
    ],
  },
} as const;

export const localeBlockContent = {
  name: "localeBlockContent",
  title: "Форматированный текст (ru/en)",
  type: "object",
  // Two rich-text editors side by side are too narrow to write in, so the languages are stacked.
  fields: LANGUAGES.map((language) => ({
    name: language.id,
    title: language.title,
    type: "array",
    of: [block],
    ...(language.id === "ru" ? { validation: (rule: Rule) => rule.required().min(1) } : {}),
  })),
} as const;
