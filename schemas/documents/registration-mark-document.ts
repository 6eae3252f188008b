import type { CustomValidator, Rule } from "../rule";

/** A Russian (RA-NNNNN) or Belarusian (EW-NNNLL, EW-NNNNN) registration mark (spec §3). */
export const REGISTRATION_MARK = /^(RA-\d{5}|EW-\d{3}[A-Z]{2}|EW-\d{5})$/;

/** A PDF the site serves from public/docs/. */
const DOCS_PDF_PATH = /^\/docs\/[\w./-]+\.pdf$/;

const uploadOrPath: CustomValidator = (value) => {
  if (typeof value !== "object" || value === null) return true;
  const { file, path } = value as { file?: { asset?: unknown }; path?: unknown };
  return file?.asset || (typeof path === "string" && path !== "")
    ? true
    : "Загрузите PDF или укажите путь к нему на сайте";
};

/**
 * The registration-mark lookup of spec §3: a group of aircraft marks sharing one compensation PDF
 * and the external legal text on flights. Three documents, as the spec groups the marks.
 */
export const registrationMarkDocument = {
  name: "registrationMarkDocument",
  title: "Документы по бортам",
  type: "document",
  fields: [
    {
      name: "title",
      title: "Название группы",
      description: "Для редакции, на сайте не выводится: например «RA-027xx/028xx».",
      type: "string",
      validation: (rule: Rule) => rule.required(),
    },
    {
      name: "marks",
      title: "Бортовые номера",
      description: "Регистрационные знаки самолётов группы: RA-02795, EW-435PC.",
      type: "array",
      of: [
        {
          type: "string",
          validation: (rule: Rule) =>
            rule.required().regex(REGISTRATION_MARK, { name: "бортовой номер RA-NNNNN или EW-NNNLL" }),
        },
      ],
      validation: (rule: Rule) => rule.required().min(1).unique(),
    },
    {
      name: "compensations",
      title: "Документ о компенсациях",
      description: "PDF для пассажиров этих бортов: загрузите файл или укажите путь к нему на сайте.",
      type: "object",
      fields: [
        {
          name: "file",
          title: "PDF-файл",
          type: "file",
          options: { accept: "application/pdf" },
        },
        {
          name: "path",
          title: "Путь на сайте",
          description: "Если файл не загружен: путь в папке /docs/, например /docs/compensations-ra-027.pdf.",
          type: "string",
          validation: (rule: Rule) => rule.regex(DOCS_PDF_PATH, { name: "путь к PDF в /docs/" }),
        },
      ],
      validation: (rule: Rule) => rule.required().custom(uploadOrPath),
    },
    {
      name: "flights",
      title: "Правовой текст о перелётах",
      description: "Внешняя ссылка https://… на правовой текст; у всех групп одна и та же (spec §3).",
      type: "url",
      validation: (rule: Rule) => rule.required().uri({ scheme: ["https"] }),
    },
  ],
  preview: {
    select: { title: "title", marks: "marks" },
    prepare: ({ title, marks }: { title?: string; marks?: string[] }) => ({
      title: title ?? "Без названия",
      subtitle: marks?.join(", "),
    }),
  },
} as const;
