import type { Rule } from "../rule";

/**
 * One destination of a landing page's route carousel (spec §2, "Landing pages"): its card links to
 * search/UUWW/{arrival}/… and shows the from-price in EUR.
 */
export const routeItem = {
  name: "routeItem",
  title: "Направление",
  type: "object",
  fields: [
    {
      name: "label",
      title: "Направление",
      description: "Подпись карточки, например «Минск».",
      type: "string",
      validation: (rule: Rule) => rule.required().max(40),
    },
    {
      name: "arrival",
      title: "Код аэропорта прибытия (ICAO)",
      description:
        "Четыре заглавные латинские буквы, например UMMS: по нему строится ссылка на поиск из Внукова.",
      type: "string",
      validation: (rule: Rule) =>
        rule.required().regex(/^[A-Z]{4}$/, { name: "код ICAO (четыре заглавные буквы)" }),
    },
    {
      name: "price_from",
      title: "Цена от, EUR",
      description: "Целое число евро без пробелов; на карточке выводится как «от 15 000 €».",
      type: "number",
      validation: (rule: Rule) => rule.required().integer().min(1),
    },
  ],
  preview: {
    select: { title: "label", arrival: "arrival", price: "price_from" },
    prepare: ({ title, arrival, price }: { title?: string; arrival?: string; price?: number }) => ({
      title: title ?? "Без названия",
      subtitle: [arrival, price === undefined ? undefined : `от ${price.toLocaleString("ru-RU")} €`]
        .filter(Boolean)
        .join(" · "),
    }),
  },
} as const;
