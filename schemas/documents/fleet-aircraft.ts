/**
 * An aircraft of the house fleet as the site presents it (spec §3, "Fleet item"). Its tail number
 * joins it to the charter engine's aircraft of the same registration mark; the pictures are what
 * GET /api/images/{aircraft} answers. The specification fields of the fleet page come with the
 * content issue; this type starts with what the API needs.
 */
type Rule = {
  required: () => Rule;
  regex: (pattern: RegExp, options?: { name?: string }) => Rule;
  max: (n: number) => Rule;
};

export const fleetAircraft = {
  name: "fleetAircraft",
  title: "Самолёт парка",
  type: "document",
  fields: [
    {
      name: "number",
      title: "Бортовой номер",
      description: "Регистрационный знак, например RA-02795: по нему сайт находит цены и расписание.",
      type: "string",
      validation: (rule: Rule) =>
        rule.required().regex(/^(RA-\d{5}|EW-\d{3}[A-Z]{2}|EW-\d{5})$/, { name: "registration mark" }),
    },
    {
      name: "images",
      title: "Фотографии",
      description: "Галерея карточки; миниатюры строятся из тех же снимков.",
      type: "array",
      of: [
        {
          type: "image",
          options: { hotspot: true },
          fields: [
            {
              name: "alt",
              title: "Описание (ru)",
              type: "string",
              validation: (rule: Rule) => rule.max(160),
            },
          ],
        },
      ],
    },
    { name: "salon", title: "Салон", type: "image", options: { hotspot: true } },
    { name: "seats", title: "Схема кресел", type: "image" },
  ],
  preview: { select: { title: "number", media: "images.0" } },
} as const;
