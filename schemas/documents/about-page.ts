import { seoField, seoGroup } from "../objects/seo";
import type { Rule } from "../rule";

const required = (rule: Rule) => rule.required();

/** The about page (spec §2, "Information pages": certificates, pictures, two team cards). */
export const aboutPage = {
  name: "aboutPage",
  title: "О компании",
  type: "document",
  groups: [
    { name: "content", title: "Текст", default: true },
    { name: "certificates", title: "Сертификаты" },
    { name: "team", title: "Команда" },
    seoGroup,
  ],
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
      description: "Абзац под заголовком, крупным шрифтом.",
      type: "localeText",
      group: "content",
    },
    {
      name: "body",
      title: "Текст страницы",
      description: "Основной текст о компании под вступлением.",
      type: "localeBlockContent",
      group: "content",
    },
    {
      name: "facts",
      title: "Цифры",
      description: "Короткие факты крупными цифрами: «11» — «самолётов в парке».",
      type: "array",
      group: "content",
      of: [
        {
          type: "object",
          name: "fact",
          title: "Факт",
          options: { columns: 2 },
          fields: [
            {
              name: "value",
              title: "Значение",
              description: "Число или короткая строка: 11, 24/7, с 2012.",
              type: "string",
              validation: (rule: Rule) => rule.required().max(12),
            },
            { name: "label", title: "Подпись", type: "localeString", validation: required },
          ],
          preview: { select: { title: "value", subtitle: "label.ru" } },
        },
      ],
    },
    {
      name: "pictures",
      title: "Фотографии",
      description: "Фотографии на странице о компании.",
      type: "array",
      group: "content",
      of: [{ type: "localizedImage" }],
      options: { layout: "grid" },
    },
    {
      name: "certificatesHeading",
      title: "Заголовок блока сертификатов",
      type: "localeString",
      group: "certificates",
      validation: required,
    },
    {
      name: "certificates",
      title: "Сертификаты",
      description: "Сертификаты эксплуатантов и членство в ассоциациях; скан открывается по клику.",
      type: "array",
      group: "certificates",
      of: [
        {
          type: "object",
          name: "certificate",
          title: "Сертификат",
          fields: [
            { name: "title", title: "Название", type: "localeString", validation: required },
            { name: "issuer", title: "Кем выдан", type: "localeString" },
            { name: "number", title: "Номер", type: "string" },
            { name: "image", title: "Скан", type: "localizedImage" },
          ],
          preview: { select: { title: "title.ru", subtitle: "number", media: "image" } },
        },
      ],
      validation: (rule: Rule) => rule.required().min(1),
    },
    {
      name: "teamHeading",
      title: "Заголовок блока команды",
      type: "localeString",
      group: "team",
      validation: required,
    },
    {
      name: "team",
      title: "Команда",
      description: "Две карточки сотрудников (spec §2).",
      type: "array",
      group: "team",
      of: [
        {
          type: "object",
          name: "teamMember",
          title: "Сотрудник",
          fields: [
            { name: "name", title: "Имя и фамилия", type: "localeString", validation: required },
            { name: "role", title: "Должность", type: "localeString", validation: required },
            { name: "bio", title: "О себе", type: "localeText" },
            { name: "photo", title: "Фотография", type: "localizedImage" },
          ],
          preview: { select: { title: "name.ru", subtitle: "role.ru", media: "photo" } },
        },
      ],
      validation: (rule: Rule) => rule.required().length(2),
    },
  ],
  preview: { prepare: () => ({ title: "О компании" }) },
} as const;
