import { localeLength, type Rule } from "../rule";

/**
 * Site settings: one document that feeds the shell of every page (spec §2 "Header and footer",
 * spec §1 on the cookie and personal-data notice). Contacts, messenger links and legal documents
 * live here so that editors change them without a deploy.
 */
export const SITE_SETTINGS_ID = "siteSettings";

export const MESSENGER_KINDS = [
  { value: "telegram", title: "Telegram" },
  { value: "whatsapp", title: "WhatsApp" },
  { value: "viber", title: "Viber" },
] as const;

export const LEGAL_DOCUMENT_KINDS = [
  { value: "terms", title: "Пользовательское соглашение / Terms of use" },
  { value: "privacy", title: "Политика конфиденциальности / Privacy policy" },
  { value: "offer", title: "Публичная оферта / Public offer" },
  { value: "personalData", title: "Обработка персональных данных / Personal data" },
] as const;

export const siteSettings = {
  name: "siteSettings",
  title: "Настройки сайта",
  type: "document",
  fields: [
    {
      name: "brandName",
      title: "Название компании",
      type: "string",
      validation: (rule: Rule) => rule.required().max(40),
    },
    {
      name: "tagline",
      title: "Слоган (под логотипом и в поисковой выдаче)",
      type: "localeString",
      validation: (rule: Rule) => rule.required(),
    },
    {
      name: "phone",
      title: "Телефон",
      description: "В международном формате, например +7 495 123-45-67. Ссылка tel: строится из цифр.",
      type: "string",
      // spec §5: 5 to 16 characters, digits, brackets, spaces and hyphens, starts with a digit or plus
      validation: (rule: Rule) => rule.required().regex(/^[+\d][\d\s()-]{3,14}\d$/, { name: "phone" }),
    },
    {
      name: "email",
      title: "Электронная почта",
      type: "string",
      validation: (rule: Rule) => rule.required().email(),
    },
    {
      name: "address",
      title: "Адрес офиса",
      type: "localeText",
      validation: (rule: Rule) => rule.required(),
    },
    {
      name: "workingHours",
      title: "Часы работы",
      type: "localeString",
    },
    {
      name: "messengers",
      title: "Мессенджеры",
      type: "array",
      of: [
        {
          type: "object",
          name: "messengerLink",
          fields: [
            {
              name: "kind",
              title: "Мессенджер",
              type: "string",
              options: { list: MESSENGER_KINDS, layout: "radio" },
              validation: (rule: Rule) => rule.required(),
            },
            {
              name: "url",
              title: "Ссылка на чат",
              type: "url",
              validation: (rule: Rule) => rule.required().uri({ scheme: ["https", "tg", "viber"] }),
            },
          ],
          preview: { select: { title: "kind", subtitle: "url" } },
        },
      ],
    },
    {
      name: "legalDocuments",
      title: "Юридические документы",
      description: "Ссылки в уведомлении о cookie и в подвале (spec §1).",
      type: "array",
      of: [
        {
          type: "object",
          name: "legalDocument",
          fields: [
            {
              name: "kind",
              title: "Вид документа",
              type: "string",
              options: { list: LEGAL_DOCUMENT_KINDS },
              validation: (rule: Rule) => rule.required(),
            },
            {
              name: "title",
              title: "Название",
              type: "localeString",
              validation: (rule: Rule) => rule.required(),
            },
            {
              name: "file",
              title: "PDF-файл",
              description: "Загрузите PDF на каждом языке; где файла нет, используется путь ниже.",
              type: "localeFile",
            },
            {
              name: "path",
              title: "Путь на сайте",
              description: "Например /docs/politics.pdf и /docs/en/politics.pdf",
              type: "localeString",
            },
          ],
          preview: { select: { title: "title.ru", subtitle: "kind" } },
        },
      ],
      validation: (rule: Rule) => rule.unique(),
    },
    {
      name: "cookieNotice",
      title: "Уведомление о cookie и персональных данных",
      type: "localeText",
      // Sanity cannot count the characters of an object; the limit applies to each language.
      validation: (rule: Rule) => [rule.required(), rule.custom(localeLength({ max: 400 }))],
    },
    {
      name: "footerNote",
      title: "Текст в подвале",
      type: "localeText",
    },
  ],
  preview: { prepare: () => ({ title: "Настройки сайта" }) },
} as const;
