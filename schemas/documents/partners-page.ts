import { seoField, seoGroup } from "../objects/seo";
import type { Rule } from "../rule";

const required = (rule: Rule) => rule.required();

/**
 * The partners page (spec §2): its texts and the heading of its enquiry form. The partners listed
 * are every `partner` document, ordered by `order`.
 */
export const partnersPage = {
  name: "partnersPage",
  title: "Страница партнёров",
  type: "document",
  groups: [{ name: "content", title: "Текст", default: true }, seoGroup],
  fields: [
    seoField,
    {
      name: "heading",
      title: "Заголовок (H1)",
      type: "localeString",
      group: "content",
      validation: required,
    },
    {
      name: "intro",
      title: "Вступление",
      description: "Кого и на каких условиях приглашаем: авиакомпании и брокеров.",
      type: "localeText",
      group: "content",
    },
    {
      name: "partnersHeading",
      title: "Заголовок списка партнёров",
      description: "Над карточками партнёров; сами партнёры — в разделе «Партнёры».",
      type: "localeString",
      group: "content",
      validation: required,
    },
    {
      name: "formHeading",
      title: "Заголовок формы заявки",
      type: "localeString",
      group: "content",
      validation: required,
    },
    {
      name: "formText",
      title: "Текст над формой",
      type: "localeText",
      group: "content",
    },
  ],
  preview: { prepare: () => ({ title: "Страница партнёров" }) },
} as const;
