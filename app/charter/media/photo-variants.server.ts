import { createHash } from "node:crypto";
import sharp, { type Metadata, type Sharp } from "sharp";

/**
 * An uploaded aircraft photo made fit to serve (issue 27, item 5; docs/decisions/038). The file is
 * judged by what it decodes to, never by its name or the type the browser claims: JPEG, PNG, WebP
 * or AVIF, up to 15 MB and 50 megapixels, at least 640 pixels wide. It is turned upright by its
 * EXIF orientation, every piece of metadata is left behind (a phone's EXIF carries where it was
 * taken), and it is resized into WebP and AVIF at the widths cards and the flight page ask for,
 * never wider than it came.
 */

/** Issue 27, item 5: "up to 15 MB each". */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
/**
 * Decoding allocates about 4 bytes a pixel: 50 MP (a full-frame camera's largest) is 200 MB, and a
 * small file that claims more (a "decompression bomb") is refused before it is decoded.
 */
export const PHOTO_MAX_PIXELS = 50_000_000;
/** A card shows its photo about 480 CSS pixels wide; less than 640 looks soft on most screens. */
export const PHOTO_MIN_WIDTH = 640;
/** The widths served: a phone's card, a desktop card or a 2x phone, the flight page and 2x cards. */
export const PHOTO_WIDTHS = [320, 640, 1280] as const;

export type PhotoFormat = "webp" | "avif";

export interface PhotoVariant {
  format: PhotoFormat;
  width: number;
  height: number;
  /** The store key, named by the bytes' hash: `photos/ab/<32 hex>.webp`. */
  key: string;
  bytes: Uint8Array;
}

export interface ProcessedPhoto {
  /** The upright picture's size as uploaded. */
  width: number;
  height: number;
  variants: PhotoVariant[];
}

export type PhotoRefusal =
  "empty" | "too_large" | "not_an_image" | "unsupported_format" | "too_many_pixels" | "too_small";

export const PHOTO_CONTENT_TYPES: Record<PhotoFormat, string> = {
  webp: "image/webp",
  avif: "image/avif",
};

const ENCODE = {
  webp: (image: Sharp) => image.webp({ quality: 78 }),
  // Effort 2 of 9: a 1280-pixel AVIF in about a third of a second on one core, a few per cent
  // larger than the default's.
  avif: (image: Sharp) => image.avif({ quality: 52, effort: 2 }),
} satisfies Record<PhotoFormat, (image: Sharp) => Sharp>;

/** Which widths a picture `width` pixels wide is served at: the standard ones it reaches, and its own when it is between them. */
export function variantWidths(width: number): number[] {
  const widths: number[] = PHOTO_WIDTHS.filter((candidate) => candidate <= width);
  const largest = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]!;
  if (width < largest && !widths.includes(width)) widths.push(width);
  return widths;
}

function keyOf(bytes: Uint8Array, format: PhotoFormat): string {
  const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 32);
  return `photos/${hash.slice(0, 2)}/${hash}.${format}`;
}

const decodeOptions = { limitInputPixels: PHOTO_MAX_PIXELS, failOn: "warning" } as const;

/** The photo checked and resized; or why it is refused, with nothing kept of it. */
export async function processPhoto(
  bytes: Uint8Array,
): Promise<{ ok: true; photo: ProcessedPhoto } | { ok: false; code: PhotoRefusal }> {
  if (bytes.byteLength === 0) return { ok: false, code: "empty" };
  if (bytes.byteLength > PHOTO_MAX_BYTES) return { ok: false, code: "too_large" };

  let metadata: Metadata;
  try {
    // The header only: what the file really is, and how large it says it is.
    metadata = await sharp(bytes, { ...decodeOptions, limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, code: "not_an_image" };
  }
  const avif = metadata.format === "heif" && metadata.compression === "av1";
  if (!(metadata.format === "jpeg" || metadata.format === "png" || metadata.format === "webp" || avif)) {
    return { ok: false, code: "unsupported_format" };
  }
  const { width, height } = metadata.autoOrient;
  if (!width || !height) return { ok: false, code: "not_an_image" };
  if (width * height > PHOTO_MAX_PIXELS) return { ok: false, code: "too_many_pixels" };
  if (width < PHOTO_MIN_WIDTH) return { ok: false, code: "too_small" };

  try {
    // Decoded once, upright, at the largest width served; every variant is cut from that. The
    // output keeps no metadata (sharp copies none unless asked) and is converted to sRGB.
    const widths = variantWidths(width);
    const largest = Math.max(...widths);
    const master = await sharp(bytes, decodeOptions)
      .autoOrient()
      .resize({ width: largest, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const variants: PhotoVariant[] = [];
    for (const target of widths) {
      for (const format of ["avif", "webp"] as const) {
        const { data, info } = await ENCODE[format](
          sharp(master.data, { raw: master.info }).resize({ width: target, withoutEnlargement: true }),
        ).toBuffer({ resolveWithObject: true });
        const variantBytes = new Uint8Array(data);
        variants.push({
          format,
          width: info.width,
          height: info.height,
          key: keyOf(variantBytes, format),
          bytes: variantBytes,
        });
      }
    }
    return { ok: true, photo: { width, height, variants } };
  } catch {
    // A header that decodes and a body that does not: a truncated or damaged file.
    return { ok: false, code: "not_an_image" };
  }
}
