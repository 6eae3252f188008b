import { seoField, seoGroup } from "../objects/seo";
import type { Rule } from "../rule";

/** The fleet page's own texts (spec §2); the aircraft listed are every `fleetAircraft` document. */
export const fleetPage = {
  name: "fleetPage",
  title: "Страница парка",
  type: "document",
  groups: [{ name: "content", title: "Текст", default: true }, seoGroup],
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
      description: "Абзац над списком самолётов; сами самолёты — в разделе «Парк».",
      type: "localeText",
      group: "content",
    },
  ],
  preview: { prepare: () => ({ title: "Страница парка" }) },
} as const;
