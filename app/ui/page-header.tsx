import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Paragraphs } from "~/ui/line-paragraphs";

export interface Breadcrumb {
  name: string;
  path: string;
}

/**
 * The top of every information page: the breadcrumbs Home → page (the same trail the page gives
 * search engines as BreadcrumbList), the editor's heading as the one h1, and the intro under it:
 * a plain text (`intro`) or, for a rich-text intro, the rendered `children`. Shared by the company
 * pages and the fleet page; its styles (`company-hero`, `company-crumbs`) are still in company.css.
 */
export function PageHeader({
  breadcrumbs,
  heading,
  headingId,
  intro,
  children,
}: {
  breadcrumbs: Breadcrumb[];
  heading: string;
  headingId: string;
  intro?: string | null;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const current = breadcrumbs.length - 1;
  return (
    <header className="company-hero">
      <div className="container company-hero__inner">
        <nav className="company-crumbs" aria-label={t("company.breadcrumbs")}>
          <ol>
            {breadcrumbs.map((crumb, index) =>
              index < current ? (
                <li key={crumb.path}>
                  <Link to={crumb.path}>{crumb.name}</Link>
                </li>
              ) : (
                <li key={crumb.path} aria-current="page">
                  {crumb.name}
                </li>
              ),
            )}
          </ol>
        </nav>
        <h1 id={headingId} className="company-hero__title">
          {heading}
        </h1>
        {intro || children ? (
          <div className="company-hero__intro">
            {intro ? <Paragraphs text={intro} /> : null}
            {children}
          </div>
        ) : null}
      </div>
    </header>
  );
}
