import { z } from "zod";

/**
 * The zod schema of one language's Portable Text (docs/decisions/007-content-model.md,
 * `localeBlockContent`) as a query projects it; app/content/portable-text.tsx renders the result.
 * It lives apart from the renderer so the browser bundle, which only renders, carries no zod.
 *
 * The schema is lenient where the editor can do no harm and strict where a page could: a block of a
 * kind the site does not style (a future image block, a quote) is dropped, and a link whose address
 * is not one the Studio allows (a pasted `javascript:` URL) loses its link but keeps its text, so one
 * bad paragraph never takes the whole page down.
 */

const BLOCK_STYLES = ["normal", "h2", "h3"] as const;
const LIST_ITEMS = ["bullet", "number"] as const;

/**
 * The addresses a `link` annotation may carry, as the Studio validates them
 * (schemas/objects/locale-block-content.ts): a path on this site, https, mailto or tel.
 */
export function isRichTextHref(href: string): boolean {
  if (href.startsWith("/")) return !href.startsWith("//") && !href.includes("\\");
  try {
    return ["https:", "mailto:", "tel:"].includes(new URL(href).protocol);
  } catch {
    return false;
  }
}

const spanSchema = z.object({
  _type: z.literal("span"),
  _key: z.string().optional(),
  text: z.string(),
  marks: z
    .array(z.string())
    .nullish()
    .transform((marks) => marks ?? []),
});

const markDefSchema = z.object({
  _type: z.string(),
  _key: z.string(),
  href: z.string().trim().nullish(),
});

const blockSchema = z
  .object({
    _type: z.literal("block"),
    _key: z.string(),
    style: z.string().nullish(),
    listItem: z.string().nullish(),
    level: z.number().int().positive().nullish(),
    children: z.array(z.unknown()),
    markDefs: z.array(markDefSchema).nullish(),
  })
  .transform((block) => {
    const links = (block.markDefs ?? []).flatMap((definition) =>
      definition._type === "link" && definition.href && isRichTextHref(definition.href)
        ? [{ _type: "link" as const, _key: definition._key, href: definition.href }]
        : [],
    );
    const known = new Set(["strong", "em", ...links.map((link) => link._key)]);
    const children = block.children.flatMap((child) => {
      const span = spanSchema.safeParse(child);
      if (!span.success) return [];
      return [{ ...span.data, marks: span.data.marks.filter((mark) => known.has(mark)) }];
    });
    const style = BLOCK_STYLES.find((value) => value === block.style) ?? "normal";
    const listItem = LIST_ITEMS.find((value) => value === block.listItem);
    return {
      _type: "block" as const,
      _key: block._key,
      style,
      ...(listItem ? { listItem, level: block.level ?? 1 } : {}),
      children,
      markDefs: links,
    };
  });

export type RichTextBlock = z.output<typeof blockSchema>;

/** One language's Portable Text as a query projects it; null when the field is empty. */
export const portableTextSchema = z
  .array(z.unknown())
  .nullable()
  .transform((blocks) => {
    const parsed = (blocks ?? []).flatMap((block) => {
      const result = blockSchema.safeParse(block);
      return result.success ? [result.data] : [];
    });
    return parsed.some((block) => block.children.some((child) => child.text.trim() !== "")) ? parsed : null;
  });

export type RichText = NonNullable<z.output<typeof portableTextSchema>>;
