import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { aircraftPhotos } from "~/db/schema";
import { databaseTargets, makeTempDir } from "~/db/testing.server";
import { silentLogger } from "~/utils/logger.server";
import { OPERATORS } from "../../fleet";
import { diskStore } from "../../media/store.server";
import { createPhotoIndex } from "../../service/photos.server";
import { cardPictures } from "../../service/pictures.server";
import { FREE, useSupplyFixture } from "./fixture.server";
import {
  listAircraftPhotos,
  moveAircraftPhoto,
  removeAircraftPhoto,
  uploadAircraftPhoto,
  type PhotoContext,
} from "./photos.server";

/**
 * Issue 27, item 5: an aircraft's photos in the console, on a real database and a real disk store.
 * A supervisor or the aircraft's own operator uploads, orders and removes; another operator's
 * aircraft reads as absent; a file that is not one of the four formats changes nothing.
 */
const jpeg = (width = 800, height = 600, background = "#335577") =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

async function filesUnder(root: string): Promise<string[]> {
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

describe.each(databaseTargets())("supply: aircraft photos on $name", (target) => {
  const supply = useSupplyFixture(target);
  let root = "";
  const context = (scope: PhotoContext["scope"] = { kind: "house" }): PhotoContext => ({
    ...supply.context,
    scope,
    store: diskStore(root),
  });
  afterAll(() => rm(root, { recursive: true, force: true }));
  const rows = () => supply.db.select().from(aircraftPhotos).where(eq(aircraftPhotos.tailNumber, FREE));

  it("uploads a JPEG: variants stored on disk, one row, an audit entry, the engine told", async () => {
    root = await makeTempDir();
    const outcome = await uploadAircraftPhoto(context(), FREE, { kind: "exterior", file: await jpeg() });
    expect(outcome.ok).toBe(true);
    const [row] = await rows();
    expect(row).toMatchObject({
      kind: "exterior",
      width: 800,
      height: 600,
      storage: "disk",
      uploadedBy: "sup-1",
    });
    // 320, 640 and its own 800 (never upscaled to 1280), each in AVIF and WebP.
    expect(row!.variants.map((variant) => `${variant.format}:${variant.width}`).sort()).toEqual(
      ["avif:320", "avif:640", "avif:800", "webp:320", "webp:640", "webp:800"].sort(),
    );
    expect((await filesUnder(root)).length).toBe(6);
    expect(supply.invalidations).toBe(1);
    const audit = await supply.auditOf("aircraft", FREE);
    expect(audit.map((entry) => entry.action)).toContain("aircraft.photo-add");
  });

  it("refuses a file that is not an image, or a GIF, and writes nothing", async () => {
    const before = (await rows()).length;
    const files = (await filesUnder(root)).length;
    const gif = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    const truncated = (await jpeg(900, 700, "#123456")).subarray(0, 400);
    for (const [file, code] of [
      [Buffer.from("%PDF-1.7 not a photo at all"), "not_an_image"],
      [gif, "unsupported_format"],
      [truncated, "not_an_image"],
      [await jpeg(500, 400), "too_small"],
    ] as const) {
      expect(await uploadAircraftPhoto(context(), FREE, { kind: "cabin", file })).toEqual({
        ok: false,
        code,
      });
    }
    expect(await uploadAircraftPhoto(context(), FREE, { kind: "roof", file: await jpeg() })).toEqual({
      ok: false,
      code: "kind_required",
    });
    expect((await rows()).length).toBe(before);
    expect((await filesUnder(root)).length).toBe(files);
    expect(supply.invalidations).toBe(0);
  });

  it("another operator's member cannot see or change the aircraft; its own operator can", async () => {
    const other = OPERATORS.find((operator) => operator.id !== "charterline")!.id;
    const foreign = context({ kind: "operator", operatorId: other });
    expect(await listAircraftPhotos(supply.db, foreign.scope, FREE)).toBeNull();
    expect(await uploadAircraftPhoto(foreign, FREE, { kind: "exterior", file: await jpeg() })).toEqual({
      ok: false,
      code: "not_found",
    });
    const [photo] = await rows();
    expect(await removeAircraftPhoto(foreign, FREE, photo!.id)).toEqual({ ok: false, code: "not_found" });
    expect(await moveAircraftPhoto(foreign, FREE, photo!.id, "later")).toEqual({
      ok: false,
      code: "not_found",
    });
    expect((await rows()).every((row) => row.removedAt === null)).toBe(true);

    const own = context({ kind: "operator", operatorId: "charterline" });
    expect((await listAircraftPhotos(supply.db, own.scope, FREE))?.photos).toHaveLength(1);
  });

  it("orders the photos of a kind and removes one, stamped and kept", async () => {
    const second = await uploadAircraftPhoto(context(), FREE, {
      kind: "exterior",
      file: await jpeg(1000, 700, "#aa3300"),
    });
    if (!second.ok) throw new Error(second.code);
    const order = async () =>
      (await listAircraftPhotos(supply.db, { kind: "house" }, FREE))!.photos.map((photo) => photo.id);
    const [first] = await order();
    expect(await order()).toEqual([first, second.value.id]);
    expect((await moveAircraftPhoto(context(), FREE, second.value.id, "earlier")).ok).toBe(true);
    expect(await order()).toEqual([second.value.id, first]);

    expect((await removeAircraftPhoto(context(), FREE, second.value.id)).ok).toBe(true);
    expect(await order()).toEqual([first]);
    const [removed] = await supply.db
      .select()
      .from(aircraftPhotos)
      .where(eq(aircraftPhotos.id, second.value.id));
    expect(removed!.removedAt).toEqual(supply.context.now);
    expect(await removeAircraftPhoto(context(), FREE, second.value.id)).toEqual({
      ok: false,
      code: "already_removed",
    });
  });

  it("cards carry the photos in AVIF and WebP, the first exterior one as the avatar", async () => {
    const index = createPhotoIndex({ db: supply.db, logger: silentLogger });
    const pictures = await cardPictures({ fleetImagesOf: async () => null, photosOf: index.photosOf }, [
      { tailNumber: FREE, typeName: "Challenger 850" },
    ]);
    const card = pictures.get(FREE)!;
    expect(card.photos).toHaveLength(1);
    const [photo] = card.photos!;
    expect(photo!.avif.map((source) => source.width)).toEqual([320, 640, 800]);
    expect(photo!.webp[0]!.url).toMatch(/^\/uploads\/photos\/[0-9a-f]{2}\/[0-9a-f]{32}\.webp$/);
    expect(card.avatar).toBe(photo!.webp[1]!.url);
    // An aircraft without photos keeps its type's drawing.
    const drawn = await cardPictures({ fleetImagesOf: async () => null, photosOf: index.photosOf }, [
      { tailNumber: "RA-00000", typeName: "Challenger 850" },
    ]);
    expect(drawn.get("RA-00000")!.photos).toBeUndefined();
    expect(drawn.get("RA-00000")!.avatar).toMatch(/^\/media\/fleet\/types\//);
  });
});
