import type { Rule } from "../rule";

/** A route page (issue 17, item 3). Placeholder wired by the lead; the route-page work fills it. */
export const routePage = {
  name: "routePage",
  title: "Страница маршрута",
  type: "document",
  fields: [
    { name: "from", title: "Откуда (ICAO)", type: "string", validation: (rule: Rule) => rule.required() },
    { name: "to", title: "Куда (ICAO)", type: "string", validation: (rule: Rule) => rule.required() },
  ],
} as const;
