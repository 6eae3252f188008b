import { seoField, seoGroup } from "../objects/seo";
import { uniqueBy, type Rule } from "../rule";

/**
 * The restrictions page (spec §2): the countries open for direct business-jet flights from Russia
 * (about thirty) and the onward flights possible anywhere, Europe included.
 */
export const restrictionsPage = {
  name: "restrictionsPage",
  title: "Ограничения",
  type: "document",
  groups: [
    { name: "content", title: "Текст", default: true },
    { name: "countries", title: "Страны" },
    seoGroup,
  ],
  fields: [
    seoField,
    {
      name: "heading",
      title: "Заголовок (H1)",
      type: "localeString",
      group: "content",
      validation: (rule: Rule) => rule.required(),
    },
    {
      name: "intro",
      title: "Вступление",
      description: "Текст над списком стран: что изменилось и почему не каждый рейс находится поиском.",
      type: "localeBlockContent",
      group: "content",
      validation: (rule: Rule) => rule.required(),
    },
    {
      name: "countriesHeading",
      title: "Заголовок списка стран",
      type: "localeString",
      group: "countries",
      validation: (rule: Rule) => rule.required(),
    },
    {
      name: "countries",
      title: "Страны для прямых рейсов",
      description: "Страны, куда из России можно лететь бизнес-джетом напрямую; около тридцати (spec §2).",
      type: "array",
      group: "countries",
      of: [
        {
          type: "object",
          name: "country",
          title: "Страна",
          options: { columns: 2 },
          fields: [
            {
              name: "code",
              title: "Код страны",
              description: "ISO 3166-1 alpha-2, две заглавные латинские буквы: TR, AE.",
              type: "string",
              validation: (rule: Rule) =>
                rule.required().regex(/^[A-Z]{2}$/, { name: "код ISO 3166-1 alpha-2" }),
            },
            {
              name: "name",
              title: "Название",
              type: "localeString",
              validation: (rule: Rule) => rule.required(),
            },
          ],
          preview: { select: { title: "name.ru", subtitle: "code" } },
        },
      ],
      validation: (rule: Rule) => [
        rule.required().min(1),
        rule.custom(uniqueBy("code", "Страна указана дважды")),
        rule.min(25).max(35).warning("В списке должно быть около тридцати стран (spec §2)"),
      ],
    },
    {
      name: "onward",
      title: "Рейсы дальше",
      description: "Текст под списком: из этих стран можно лететь дальше куда угодно, в том числе в Европу.",
      type: "localeBlockContent",
      group: "content",
    },
    {
      name: "contactNote",
      title: "Примечание о связи",
      description:
        "Завершающий абзац: международный рейс подберут менеджеры, связаться можно на странице контактов.",
      type: "localeText",
      group: "content",
    },
  ],
  preview: { prepare: () => ({ title: "Ограничения" }) },
} as const;
