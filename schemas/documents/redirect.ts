import type { Rule } from "../rule";

/** A redirect an editor adds (issue 17, item 2). Placeholder wired by the lead; the redirects work fills it. */
export const redirect = {
  name: "redirect",
  title: "Переадресация",
  type: "document",
  fields: [
    { name: "from", title: "Откуда", type: "string", validation: (rule: Rule) => rule.required() },
    { name: "to", title: "Куда", type: "string", validation: (rule: Rule) => rule.required() },
    { name: "permanent", title: "Постоянная", type: "boolean", initialValue: true },
    { name: "note", title: "Заметка", type: "text" },
  ],
} as const;
