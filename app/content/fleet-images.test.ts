import { afterEach, describe, expect, it } from "vitest";
import { productionSiteSettings } from "../../tests/support/content-fixtures";
import { createMemoryLogger } from "../../tests/support/memory-logger";
import { createTempDataset, type TempDataset } from "../../tests/support/temp-dataset";
import { createContentCache } from "./cache.server";
import { createContentService } from "./content.server";
import { createDatasetSource } from "./dataset-source.server";

let temp: TempDataset | undefined;
afterEach(async () => {
  await temp?.remove();
  temp = undefined;
});

const image = (ref: string) => ({ _type: "image", _key: ref, asset: { _type: "reference", _ref: ref } });
const asset = (id: string) => ({
  _id: id,
  _type: "sanity.imageAsset",
  url: `https://cdn.sanity.io/images/p1/production/${id}.jpg`,
});

describe("fleet pictures from the CMS (spec §3: aircraft images response)", () => {
  it("answers the gallery with thumbnails, the cabin and the seat layout by tail number", async () => {
    temp = await createTempDataset([
      productionSiteSettings(),
      {
        _id: "fleet-ra-02795",
        _type: "fleetAircraft",
        number: "RA-02795",
        images: [image("image-a"), image("image-b"), { _type: "image", _key: "empty" }],
        salon: image("image-salon"),
        seats: image("image-seats"),
      },
      asset("image-a"),
      asset("image-b"),
      asset("image-salon"),
      asset("image-seats"),
    ]);
    const { logger, entries } = createMemoryLogger();
    const content = createContentService({
      source: createDatasetSource({ file: temp.file }),
      cache: createContentCache({ ttlMs: 60_000, logger }),
      logger,
    });
    expect(await content.getFleetImages("RA-02795")).toEqual({
      gallery: [
        {
          image: "https://cdn.sanity.io/images/p1/production/image-a.jpg",
          thumb: "https://cdn.sanity.io/images/p1/production/image-a.jpg?w=480&h=320&fit=crop&auto=format",
        },
        {
          image: "https://cdn.sanity.io/images/p1/production/image-b.jpg",
          thumb: "https://cdn.sanity.io/images/p1/production/image-b.jpg?w=480&h=320&fit=crop&auto=format",
        },
      ],
      salon: "https://cdn.sanity.io/images/p1/production/image-salon.jpg",
      seats: "https://cdn.sanity.io/images/p1/production/image-seats.jpg",
    });
    // An aircraft without a fleet document is not an error: the answer is simply empty.
    expect(await content.getFleetImages("RA-99999")).toBeNull();
    expect(entries.filter((entry) => entry.level === "error")).toEqual([]);
  });
});
