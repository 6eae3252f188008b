import type { CmsImage } from "./image-schema";

// The zod schema lives in image-schema.ts, which only loaders import: components import this file,
// and keeping zod out of it keeps zod out of the browser's bundle.
export type { CmsImage } from "./image-schema";

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
