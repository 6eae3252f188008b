import sharp, { type Sharp } from "sharp";
import { describe, expect, it } from "vitest";
import { PHOTO_MAX_BYTES, processPhoto, variantWidths } from "./photo-variants.server";

/** Issue 27, item 5: the four formats by what they decode to, metadata left behind, never upscaled. */
const canvas = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#406080" } });

describe("an uploaded photo made fit to serve (issue 27, item 5)", () => {
  it("accepts JPEG, PNG, WebP and AVIF, whatever the file is called", async () => {
    for (const encode of [
      (image: Sharp) => image.jpeg(),
      (image: Sharp) => image.png(),
      (image: Sharp) => image.webp(),
      (image: Sharp) => image.avif({ effort: 0 }),
    ]) {
      const outcome = await processPhoto(await encode(canvas(700, 500)).toBuffer());
      expect(outcome.ok).toBe(true);
    }
  });

  it("strips EXIF (GPS included), turns the picture upright and never upscales", async () => {
    const input = await canvas(900, 700)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "55/1 45/1 0/1" } })
      .toBuffer();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const outcome = await processPhoto(input);
    if (!outcome.ok) throw new Error(outcome.code);
    expect([outcome.photo.width, outcome.photo.height]).toEqual([700, 900]);
    for (const variant of outcome.photo.variants) {
      const metadata = await sharp(variant.bytes).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(metadata.format).toBe(variant.format === "avif" ? "heif" : "webp");
      expect(variant.width).toBeLessThanOrEqual(700);
    }
    expect(variantWidths(700)).toEqual([320, 640, 700]);
    expect(variantWidths(4000)).toEqual([320, 640, 1280]);
  });

  it("refuses what is not one of the four, broken or too large", async () => {
    expect(await processPhoto(new Uint8Array())).toEqual({ ok: false, code: "empty" });
    expect(await processPhoto(new Uint8Array(PHOTO_MAX_BYTES + 1))).toEqual({ ok: false, code: "too_large" });
    expect(await processPhoto(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toMatchObject({
      ok: false,
    });
    const tiff = await canvas(800, 600).tiff().toBuffer();
    expect(await processPhoto(tiff)).toEqual({ ok: false, code: "unsupported_format" });
    const jpeg = await canvas(800, 600).jpeg().toBuffer();
    expect(await processPhoto(jpeg.subarray(0, jpeg.length - 200))).toEqual({
      ok: false,
      code: "not_an_image",
    });
  });
});
