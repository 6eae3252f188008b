import { z } from "zod";
import { isDocumentHref } from "./site-settings";

/**
 * A picture slot of any page (docs/decisions/007-content-model.md, `localizedImage`). Every query
 * projects it the same way, so one schema and one component serve them all:
 *
 *   "image": select(defined(image.asset) => image{
 *     "url": asset->url,
 *     "width": asset->metadata.dimensions.width,
 *     "height": asset->metadata.dimensions.height,
 *     "alt": coalesce(select($lang == "en" => alt.en), alt.ru)
 *   })
 *
 * The width and height reach the <img> so the browser reserves the box before the file arrives (no
 * layout shift).
 */
export const cmsImageSchema = z.object({
  url: z.string().refine(isDocumentHref, "must be an https URL or a site path"),
  width: z.number().positive(),
  height: z.number().positive(),
  alt: z
    .string()
    .nullable()
    .transform((alt) => alt ?? ""),
});

export type CmsImage = z.infer<typeof cmsImageSchema>;

// Widths offered to the browser for raster uploads from Sanity's CDN, which resizes on request.
const SRCSET_WIDTHS = [480, 768, 1080, 1600, 2400];

function srcSet(image: CmsImage): string | undefined {
  if (!image.url.startsWith("https://cdn.sanity.io/") || image.url.endsWith(".svg")) return undefined;
  return SRCSET_WIDTHS.filter((width) => width <= image.width)
    .map((width) => `${image.url}?w=${width}&auto=format ${width}w`)
    .join(", ");
}

/**
 * Renders a CMS picture. Local SVGs and any non-CDN URL are used as they are; an upload on Sanity's
 * CDN gets a srcset so a phone does not download the desktop size. `eager` is for the one picture
 * that is the page's largest paint; every other one loads lazily.
 */
export function CmsPicture({
  image,
  className,
  sizes = "100vw",
  eager = false,
  decorative = false,
}: {
  image: CmsImage;
  className?: string;
  sizes?: string;
  eager?: boolean;
  /** True when the text beside it already says everything: the picture is hidden from readers. */
  decorative?: boolean;
}) {
  const set = srcSet(image);
  return (
    <img
      src={image.url}
      srcSet={set}
      sizes={set ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={decorative ? "" : image.alt}
      className={className}
      loading={eager ? "eager" : "lazy"}
      decoding={eager ? "sync" : "async"}
      // React 18 knows no `fetchPriority` prop and warns; the lower-case attribute reaches the HTML.
      {...{ fetchpriority: eager ? "high" : undefined }}
    />
  );
}
