import type { Rule } from "../rule";

/**
 * Every picture slot of the site (docs/decisions/007-content-model.md, `localizedImage`): the image
 * with its description in each language, which screen readers read and search engines index.
 */
export const localizedImage = {
  name: "localizedImage",
  title: "Изображение",
  type: "image",
  options: { hotspot: true },
  fields: [
    {
      name: "alt",
      title: "Описание изображения (alt)",
      description: "Что изображено: его читают программы экранного доступа и поисковики.",
      type: "localeString",
      validation: (rule: Rule) => rule.required(),
    },
  ],
  preview: { select: { title: "alt.ru", media: "asset" } },
} as const;
