import type { Rule } from "../rule";

/** A question and its answer in a landing page's FAQ (spec §2), also its FAQPage JSON-LD entry. */
export const faqItem = {
  name: "faqItem",
  title: "Вопрос и ответ",
  type: "object",
  fields: [
    {
      name: "question",
      title: "Вопрос",
      type: "string",
      validation: (rule: Rule) => rule.required(),
    },
    {
      name: "answer",
      title: "Ответ",
      type: "text",
      rows: 4,
      validation: (rule: Rule) => rule.required(),
    },
  ],
  preview: { select: { title: "question", subtitle: "answer" } },
} as const;
