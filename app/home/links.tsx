import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { localizePath, type Language } from "~/utils/language";

/**
 * Links an editor writes on the home page: a site path (`/fleet/`, `/el/`) or an https URL
 * (docs/decisions/007-content-model.md, `linkItem`). Editors write the Russian path once; the
 * English page links the same screen under /en/ (spec §2: every route exists under the prefix).
 * Files (`/docs/offer.pdf`, `/media/…`) are the same in both languages and keep their path.
 */
export type CmsHref =
  { kind: "page"; to: string } | { kind: "file"; href: string } | { kind: "external"; href: string };

export function resolveHref(href: string, language: Language): CmsHref {
  if (!href.startsWith("/")) return { kind: "external", href };
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  const rest = cut === -1 ? "" : href.slice(cut);
  const lastSegment = path.split("/").pop() ?? "";
  if (lastSegment.includes(".")) return { kind: "file", href };
  return { kind: "page", to: `${localizePath(path, language)}${rest}` };
}

/**
 * One link for any CMS href. An external site opens in a new tab, and says so to every reader
 * (WCAG 2.2 G201: warn before a new window opens), visibly with an arrow and in words for
 * screen readers.
 */
export function CmsLink({
  href,
  language,
  className,
  children,
  externalMark = true,
}: {
  href: string;
  language: Language;
  className?: string;
  children: ReactNode;
  /** False where the block draws its own outward arrow. */
  externalMark?: boolean;
}) {
  const { t } = useTranslation();
  const target = resolveHref(href, language);
  if (target.kind === "page") {
    return (
      <Link to={target.to} className={className}>
        {children}
      </Link>
    );
  }
  if (target.kind === "file") {
    return (
      <a href={target.href} className={className}>
        {children}
      </a>
    );
  }
  return (
    <a href={target.href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      {externalMark ? (
        <span className="home-external" aria-hidden="true">
          {" ↗"}
        </span>
      ) : null}
      <span className="visually-hidden"> {t("home.opensInNewTab")}</span>
    </a>
  );
}
