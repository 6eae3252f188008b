import { defineQuery } from "groq";

/**
 * The GROQ queries of the content layer (ARCHITECTURE.md, "Content layer"). Each projection names
 * every field the app reads, never a whole document (STYLE.md, practice 4), so a field an editor adds
 * in the Studio cannot leak into a page, and Sanity TypeGen can type each query from its string.
 * The strings stay literal inside `defineQuery`: TypeGen reads them statically.
 *
 * Localised fields are `{ ru, en }` objects (schemas/objects/localized.ts); `$lang` picks one and a
 * missing English value falls back to Russian, the language an editor must fill (spec §1). The pick
 * is written `coalesce(select($lang == "en" => field.en), field.ru)` rather than the shorter
 * `coalesce(field[$lang], field.ru)`: both answer the same for "ru" and "en", but TypeGen cannot
 * know `$lang` is a string, reads `field[$lang]` as an array filter and types the field as an array
 * of `{ ru, en }` objects, while `select` gives it `string`, which the zod schema checks against.
 */

/** The languages a query can be asked for: Russian at the root, English under /en/ (spec §1). */
export const CONTENT_LANGUAGES = ["ru", "en"] as const;

export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/**
 * The singleton that feeds every page's shell (spec §2 "Header and footer", spec §1 on the cookie
 * notice). Messengers and legal documents without the fields a link needs are filtered out here, so
 * one half-filled array item in the Studio does not take the header down. A legal document links to
 * the PDF in the page's language (an upload, else a path on the site such as /docs/en/terms.pdf),
 * and falls back to the Russian one (spec §1: /docs/politics.pdf).
 */
export const SITE_SETTINGS_QUERY = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  brandName,
  "tagline": coalesce(select($lang == "en" => tagline.en), tagline.ru),
  phone,
  email,
  "address": coalesce(select($lang == "en" => address.en), address.ru),
  "workingHours": coalesce(select($lang == "en" => workingHours.en), workingHours.ru),
  "messengers": coalesce(messengers[defined(kind) && defined(url)]{kind, url}, []),
  "legalDocuments": coalesce(legalDocuments[defined(kind) && (defined(file.ru.asset) || defined(path.ru))]{
    kind,
    "title": coalesce(select($lang == "en" => title.en), title.ru),
    "href": coalesce(
      select($lang == "en" => file.en.asset->url),
      select($lang == "en" => path.en),
      file.ru.asset->url,
      path.ru
    )
  }, []),
  "cookieNotice": coalesce(select($lang == "en" => cookieNotice.en), cookieNotice.ru),
  "footerNote": coalesce(select($lang == "en" => footerNote.en), footerNote.ru)
}`);

/** A trivial query for health checks: proves the source answers and the singleton exists. */
export const CONTENT_HEALTH_QUERY = defineQuery(`count(*[_type == "siteSettings" && _id == "siteSettings"])`);

/**
 * The pictures of one aircraft of the fleet (spec §3, "Aircraft images response"), by its tail
 * number. Thumbnails come from Sanity's image pipeline (`w`, `h`, `fit`), which a local file path
 * simply ignores.
 */
export const FLEET_IMAGES_QUERY = defineQuery(`*[_type == "fleetAircraft" && number == $tailNumber][0]{
  "gallery": coalesce(images[defined(asset)]{
    "image": asset->url,
    "thumb": asset->url + "?w=480&h=320&fit=crop&auto=format"
  }, []),
  "salon": salon.asset->url,
  "seats": seats.asset->url
}`);
