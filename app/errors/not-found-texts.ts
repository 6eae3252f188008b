import type { NotFoundPage } from "~/content/not-found-page";

/**
 * The CMS texts a thrown 404 carries to the error boundary (app/company/not-found.server.ts), read
 * back in the browser. The server checked them with `notFoundPageSchema` already; this only tells
 * them apart from a 404 thrown without texts (by code that sends none, or while the CMS was down).
 * It is a plain check rather than the zod schema, so the error boundary, which every page loads,
 * does not bring zod into the browser bundle.
 */
export function notFoundPageFromError(data: unknown): NotFoundPage | null {
  if (!isRecord(data) || !isRecord(data.notFoundPage)) return null;
  const { title, errorCode, message, homeLinkLabel } = data.notFoundPage;
  return isText(title) && isText(errorCode) && isText(message) && isText(homeLinkLabel)
    ? { title, errorCode, message, homeLinkLabel }
    : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function isText(value: unknown): value is string {
  return typeof value === "string" && value.trim() !== "";
}
