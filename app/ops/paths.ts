import type { Language } from "~/utils/language";

/**
 * Addresses of the operations console (issue 18): `/ops/...` in Russian, `/en/ops/...` in English,
 * like every screen of the site (ARCHITECTURE.md, "Routing and language").
 */
export function opsPath(language: Language, path = ""): string {
  const bare = path.replace(/^\/+/, "");
  return `${language === "en" ? "/en" : ""}/ops/${bare}`;
}

/**
 * Whether a path belongs to the console (it has its own chrome and is never cached or indexed),
 * single-fetch data requests (`/ops.data`) included. In any letter case, as the router matches
 * them (issue 30, item 1: `/OPS/…` was served without `no-store` and `X-Robots-Tag`).
 */
export function isOpsPath(pathname: string): boolean {
  return /^(\/en)?\/ops([/.]|$)/i.test(pathname);
}
