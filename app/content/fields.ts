import { z } from "zod";
import { isDocumentHref } from "~/content/site-settings";

/**
 * zod pieces the company pages' schemas share. The Studio unsets a cleared field, but a value written
 * through the API may be "": an optional text is absent either way, never an empty paragraph.
 */
export const text = z.string().trim().min(1);

export const optionalText = z
  .string()
  .trim()
  .nullable()
  .transform((value) => value || null);

/** An editor's link to another site: https only, as the Studio validates it. */
export const httpsUrl = z
  .string()
  .trim()
  .refine((value) => value.startsWith("https://") && isDocumentHref(value), "must be an https URL");
