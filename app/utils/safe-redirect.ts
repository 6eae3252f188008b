/**
 * Only same-site paths may be redirect targets: anything else (another origin, a protocol-relative
 * `//host`, a backslash trick) falls back, so the site cannot be used as an open redirect.
 */
export function safeRedirectPath(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.includes("\\"))
    return fallback;
  try {
    const url = new URL(to, "http://localhost");
    if (url.origin !== "http://localhost") return fallback;
    // Dot segments collapse on parsing: `/.//evil.example` has the path `//evil.example`, which a
    // browser would read as another host (issue 7 §4; tests/integration/form-fuzz.test.ts tries it).
    if (url.pathname.startsWith("//")) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
