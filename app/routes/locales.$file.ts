import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { resources } from "~/i18n/resources";
import { resourcesVersion } from "~/i18n/resources-version";

const FileSchema = z.enum(["ru.json", "en.json"]);

/** Each language's translations as JSON and their version, computed once. */
const FILES = new Map(
  (["ru", "en"] as const).map((language) => {
    const bundle = resources[language];
    return [`${language}.json`, { body: JSON.stringify(bundle), version: resourcesVersion(bundle) }];
  }),
);

/**
 * GET /locales/{ru|en}.json?v={version}: the translations the browser needs to hydrate a page
 * (app/i18n/resources-script.tsx, entry.client.tsx). The address with the current version is
 * immutable, so it is kept for a year; any other (an old page's) gets the current texts for five
 * minutes, which hydrate that page correctly unless a text it shows changed meanwhile.
 */
export function loader({ params, request }: LoaderFunctionArgs) {
  const file = FileSchema.safeParse(params.file);
  if (!file.success) throw new Response("Not found", { status: 404 });
  const { body, version } = FILES.get(file.data)!;
  const current = new URL(request.url).searchParams.get("v") === version;
  const etag = `"${version}"`;
  const headers = {
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": current ? "public, max-age=31536000, immutable" : "public, max-age=300",
    ETag: etag,
  };
  if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });
  return new Response(body, { headers });
}
