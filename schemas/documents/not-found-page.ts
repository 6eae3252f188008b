import type { Rule } from "../rule";

const required = (rule: Rule) => rule.required();

/**
 * The not-found page (spec §2: error code, message, link to the main page), shown at /404/ and for
 * every unknown path. Never indexed, so it has no SEO fields.
 */
export const notFoundPage = {
  name: "notFoundPage",
  title: "Страница 404",
  type: "document",
  fields: [
    {
      name: "title",
      title: "Заголовок вкладки",
      description: "Название вкладки браузера и заголовок страницы.",
      type: "localeString",
      validation: required,
    },
    {
      name: "errorCode",
      title: "Код ошибки",
      description: "Крупные цифры на странице.",
      type: "string",
      initialValue: "404",
      validation: (rule: Rule) => rule.required().max(8),
    },
    { name: "message", title: "Сообщение", type: "localeText", validation: required },
    {
      name: "homeLinkLabel",
      title: "Текст ссылки на главную",
      type: "localeString",
      validation: required,
    },
  ],
  preview: { prepare: () => ({ title: "Страница 404" }) },
} as const;
