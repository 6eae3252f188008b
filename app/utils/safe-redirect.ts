/**
 * Only same-site paths may be redirect targets: anything else (another origin, a protocol-relative
 * `//host`, a backslash trick) falls back, so the site cannot be used as an open redirect.
 */
export function safeRedirectPath(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.includes("\\"))
    return fallback;
  try {
    const url = new URL(to, "http://localhost");
    return url.origin === "http://localhost" ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}
