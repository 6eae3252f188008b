import type { Rule } from "../rule";

/**
 * A partner operator (spec §1: airlines and brokers that partner): a card on the partners page, in
 * the order editors set, and one of the four in the home page's carousel.
 */
export const partner = {
  name: "partner",
  title: "Партнёр",
  type: "document",
  fields: [
    {
      name: "name",
      title: "Название",
      description: "Как компания пишет своё название, например Ladoga Jet.",
      type: "string",
      validation: (rule: Rule) => rule.required().max(60),
    },
    {
      name: "order",
      title: "Порядок",
      description: "Место в списке на странице партнёров: меньшее число — выше.",
      type: "number",
      validation: (rule: Rule) => rule.integer().min(0),
    },
    { name: "logo", title: "Логотип", type: "localizedImage" },
    {
      name: "description",
      title: "Описание",
      description: "Два-три предложения о компании на карточке партнёра.",
      type: "localeText",
    },
    {
      name: "fleet",
      title: "Парк",
      description: "Типы самолётов через запятую, например «Challenger 850, Hawker 800XP».",
      type: "localeString",
    },
    {
      name: "base",
      title: "Базовый аэропорт",
      description: "Где базируются самолёты, например «Пулково, Санкт-Петербург».",
      type: "localeString",
    },
    {
      name: "url",
      title: "Сайт",
      type: "url",
      validation: (rule: Rule) => rule.uri({ scheme: ["https"] }),
    },
  ],
  orderings: [{ title: "По порядку", name: "orderAsc", by: [{ field: "order", direction: "asc" }] }],
  preview: { select: { title: "name", subtitle: "base.ru", media: "logo" } },
} as const;
