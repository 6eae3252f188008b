import { z } from "zod";
import { isDocumentHref } from "./site-settings";

/** The shape of FLEET_IMAGES_QUERY's result: URLs that reach a visitor's browser. */
const url = z.string().refine(isDocumentHref, { message: "must be an https URL or a site path" });

export const fleetImagesSchema = z.object({
  gallery: z.array(z.object({ image: url, thumb: url })),
  salon: url.nullable(),
  seats: url.nullable(),
});

export type FleetImages = z.infer<typeof fleetImagesSchema>;
