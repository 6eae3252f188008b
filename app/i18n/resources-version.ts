/**
 * The version of a language's translations: a 53-bit hash (cyrb53, public domain) of their JSON,
 * in base 36. It runs alike in the server and the browser, so the page's markup names the same
 * address on both sides; a change to any text gives a new address, so the browser may keep a
 * version for a year (app/routes/locales.$file.ts).
 */
export function resourcesVersion(bundle: object): string {
  const text = JSON.stringify(bundle);
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

// A bundle does not change once loaded, and hashing its 48 KB on every render was measurable work:
// each bundle object is hashed once (a WeakMap, so a replaced bundle is not kept alive).
const versions = new WeakMap<object, string>();

/**
 * The browser fetched the bundle from the address the page named, so it knows the version without
 * hashing 48 KB again during hydration (one 10–15 ms task on a fast machine, four times that on
 * Lighthouse's phone: issue 28, item 12). The server still hashes; a changed text still changes
 * the address, since the page names it.
 */
export function rememberResourcesVersion(bundle: object, address: string): void {
  const version = /[?&]v=([0-9a-z]+)(?:&|$)/.exec(address)?.[1];
  if (version) versions.set(bundle, version);
}

/** Where the browser fetches a language's translations. */
export function resourcesPath(language: string, bundle: object): string {
  let version = versions.get(bundle);
  if (version === undefined) {
    version = resourcesVersion(bundle);
    versions.set(bundle, version);
  }
  return `/locales/${language}.json?v=${version}`;
}
