import type { CustomValidator, Rule } from "../rule";
import { REGISTRATION_MARK } from "./registration-mark-document";

/**
 * An aircraft of the house fleet as the site presents it (spec §3, "Fleet item"), under the spec's
 * field names. Its tail number joins it to the charter engine's aircraft of the same registration
 * mark (app/charter/fleet/fleet.ts); the pictures are what GET /api/images/{aircraft} answers and
 * what the fleet page shows.
 */

/** spec §3: the fleet's airframes were built from 1984; none predates jet business aviation. */
const FIRST_YEAR = 1960;

const yearField = (name: string, title: string, description: string, validation: (rule: Rule) => Rule) =>
  ({ name, title, description, type: "number", fieldset: "years", validation }) as const;

/** A renewal or overhaul year: 0 when there has been none, otherwise not before the aircraft was built. */
const laterWorkYear: CustomValidator = (value, context) => {
  if (typeof value !== "number" || value === 0) return true;
  const built = context.document?.year_of_creation;
  if (typeof built === "number" && value < built) return "Не раньше года выпуска";
  if (value > new Date().getFullYear()) return "Год ещё не наступил";
  return true;
};

const notInFuture: CustomValidator = (value) =>
  typeof value !== "number" || value <= new Date().getFullYear() ? true : "Год ещё не наступил";

const metres = (name: string, title: string) =>
  ({
    name,
    title,
    type: "number",
    fieldset: "dimensions",
    validation: (rule: Rule) => rule.required().min(0.5).max(100).precision(2),
  }) as const;

export const fleetAircraft = {
  name: "fleetAircraft",
  title: "Самолёт парка",
  type: "document",
  fieldsets: [
    { name: "years", title: "Годы", options: { columns: 3 } },
    {
      name: "dimensions",
      title: "Размеры, м",
      description: "В метрах, до двух знаков после запятой: сетка характеристик на сайте.",
      options: { columns: 3 },
    },
    { name: "performance", title: "Лётные характеристики", options: { columns: 2 } },
    { name: "pictures", title: "Изображения" },
  ],
  fields: [
    {
      name: "number",
      title: "Бортовой номер",
      description: "Регистрационный знак, например RA-02795: по нему сайт находит цены и расписание.",
      type: "string",
      validation: (rule: Rule) =>
        rule.required().regex(REGISTRATION_MARK, { name: "бортовой номер RA-NNNNN или EW-NNNLL" }),
    },
    {
      name: "type",
      title: "Тип самолёта",
      description: "Как на карточке и в сортировке по названию, например Challenger 850.",
      type: "string",
      validation: (rule: Rule) => rule.required().max(40),
    },
    {
      name: "max_pax",
      title: "Мест",
      description: "Пассажирских кресел в салоне этого самолёта.",
      type: "number",
      validation: (rule: Rule) => rule.required().integer().min(1).max(19),
    },
    yearField("year_of_creation", "Год выпуска", "Год постройки самолёта.", (rule) =>
      rule.required().integer().min(FIRST_YEAR).custom(notInFuture),
    ),
    yearField("year_of_renewal", "Год обновления салона", "0 — салон не обновлялся.", (rule) =>
      rule.required().integer().min(0).custom(laterWorkYear),
    ),
    yearField(
      "year_of_overhaul",
      "Год капремонта",
      "0 — капремонта не было. Если указан, карточка показывает его вместо года обновления (spec §3).",
      (rule) => rule.required().integer().min(0).custom(laterWorkYear),
    ),
    metres("cabin_height", "Высота салона"),
    metres("cabin_length", "Длина салона"),
    metres("interior_width", "Ширина салона"),
    metres("wing_span", "Размах крыла"),
    metres("fuselage_height", "Высота самолёта"),
    metres("fuselage_length", "Длина самолёта"),
    {
      name: "flying_range",
      title: "Дальность, км",
      type: "number",
      fieldset: "performance",
      validation: (rule: Rule) => rule.required().integer().min(100).max(20000),
    },
    {
      name: "cruising_speed",
      title: "Крейсерская скорость, км/ч",
      type: "number",
      fieldset: "performance",
      validation: (rule: Rule) => rule.required().integer().min(100).max(1200),
    },
    {
      name: "description",
      title: "Описание",
      description: "Необязательный абзац о самолёте на его карточке.",
      type: "localeText",
    },
    {
      name: "images",
      title: "Фотографии",
      description: "Галерея карточки, первая — обложка; миниатюры строятся из тех же снимков.",
      type: "array",
      fieldset: "pictures",
      of: [{ type: "localizedImage" }],
      options: { layout: "grid" },
      validation: (rule: Rule) => rule.min(1).warning("Без фотографий карточка показывает заглушку"),
    },
    {
      name: "salon",
      title: "Салон",
      description: "Фотография салона в карточке рейса.",
      type: "localizedImage",
      fieldset: "pictures",
    },
    {
      name: "seats",
      title: "Схема кресел",
      description: "Открывается кнопкой «Схема салона» на карточке самолёта.",
      type: "localizedImage",
      fieldset: "pictures",
    },
  ],
  orderings: [
    { title: "По типу", name: "typeAsc", by: [{ field: "type", direction: "asc" }] },
    { title: "По году выпуска", name: "yearDesc", by: [{ field: "year_of_creation", direction: "desc" }] },
  ],
  preview: {
    select: { type: "type", number: "number", seats: "max_pax", year: "year_of_creation", media: "images.0" },
    // Generic in the picture: it is Sanity's own value, passed back for the list's thumbnail.
    prepare: <Media>({
      type,
      number,
      seats,
      year,
      media,
    }: {
      type?: string;
      number?: string;
      seats?: number;
      year?: number;
      media?: Media;
    }) => ({
      title: type ? `${type} · ${number ?? "без номера"}` : (number ?? "Новый самолёт"),
      subtitle: [seats === undefined ? undefined : `${seats} мест`, year].filter(Boolean).join(" · "),
      media,
    }),
  },
} as const;
