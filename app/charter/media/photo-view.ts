import type { AircraftPhoto } from "../contract/schemas";

/**
 * How stored photos are addressed and shown (issue 27, item 5; docs/decisions/038). Safe in the
 * browser: the pages ask whether a picture is an uploaded photo.
 */

/** Where the site serves the media store's public files (routes/uploads.$.ts): `/uploads/<key>`. */
export const UPLOADS_PATH = "/uploads/";

/** The only keys served to anyone: photos. Documents kept in the same store stay private. */
export const PUBLIC_MEDIA_PREFIX = "photos/";

export function uploadUrl(key: string): string {
  return `${UPLOADS_PATH}${key}`;
}

/** Whether a picture is an aircraft photo uploaded in the console (not the CMS's, not a drawing). */
export function isUploadedPhoto(url: string | null | undefined): boolean {
  return typeof url === "string" && url.startsWith(`${UPLOADS_PATH}${PUBLIC_MEDIA_PREFIX}`);
}

export interface StoredVariant {
  format: "webp" | "avif";
  width: number;
  height: number;
  key: string;
}

/** A stored photo as cards and the API carry it: each format's sizes, narrowest first. */
export function photoView(row: {
  kind: AircraftPhoto["kind"];
  variants: readonly StoredVariant[];
}): AircraftPhoto {
  const sources = (format: StoredVariant["format"]) =>
    row.variants
      .filter((variant) => variant.format === format)
      .sort((a, b) => a.width - b.width)
      .map((variant) => ({ url: uploadUrl(variant.key), width: variant.width }));
  const largest = row.variants.reduce(
    (best, variant) => (variant.width > best.width ? variant : best),
    row.variants[0]!,
  );
  return {
    kind: row.kind,
    width: largest.width,
    height: largest.height,
    avif: sources("avif"),
    webp: sources("webp"),
  };
}

/** The WebP closest to `width` pixels and not narrower when there is one: a single `src`. */
export function photoSrc(photo: AircraftPhoto, width: number): string {
  const wide = photo.webp.find((source) => source.width >= width);
  return (wide ?? photo.webp[photo.webp.length - 1]!).url;
}

/** `srcset` of one format: "url 320w, url 640w". */
export function photoSrcSet(sources: AircraftPhoto["webp"]): string {
  return sources.map((source) => `${source.url} ${source.width}w`).join(", ");
}

/** The order photos are shown in: exterior, then cabin, then seats; each kind in its own order. */
export const PHOTO_KINDS = ["exterior", "cabin", "seats"] as const satisfies readonly AircraftPhoto["kind"][];
