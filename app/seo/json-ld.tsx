import { serializeJsonLd, type JsonLd } from "./seo";

/**
 * A JSON-LD block rendered by the document itself rather than a route's `meta` (Remix v2 replaces,
 * never merges, the meta of parent routes, so a block every page carries lives in the root). It
 * needs no CSP nonce: a `type="application/ld+json"` script is a data block the browser never runs.
 */
export function JsonLdScript({ data }: { data: JsonLd }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
