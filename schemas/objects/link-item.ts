import { isSiteHref, stringCheck, type Rule } from "../rule";

/** A labelled link (docs/decisions/007-content-model.md, `linkItem`), e.g. under a home article. */
export const linkItem = {
  name: "linkItem",
  title: "Ссылка",
  type: "object",
  fields: [
    {
      name: "label",
      title: "Текст ссылки",
      type: "localeString",
      validation: (rule: Rule) => rule.required(),
    },
    {
      name: "href",
      title: "Адрес",
      description:
        "Путь на сайте со слешем в конце (/fleet/, /#partners) — английская версия добавит /en/ сама; или внешний адрес https://….",
      type: "string",
      validation: (rule: Rule) =>
        rule.required().custom(stringCheck(isSiteHref, "Путь на сайте вида /fleet/ или адрес https://…")),
    },
  ],
  preview: { select: { title: "label.ru", subtitle: "href" } },
} as const;
