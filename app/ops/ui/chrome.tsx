import { Form, NavLink, useLocation } from "@remix-run/react";
import { localizePath, type Language } from "~/utils/language";
import type { ReactNode } from "react";
import type { StaffMember } from "~/charter/index.server";
import { opsPath } from "../paths";
import { chromeCopy, useOpsCopy, useOpsLanguage } from "./copy";
import { CsrfField } from "./csrf-field";

/** The console's header, navigation and main landmark (issue 18). */
export function OpsChrome({
  staff,
  csrf,
  children,
}: {
  staff: StaffMember | null;
  csrf: string | null;
  children: ReactNode;
}) {
  const language = useOpsLanguage();
  const copy = useOpsCopy(chromeCopy);
  const other = language === "en" ? "ru" : "en";
  // The same console page in the other language.
  const { pathname, search } = useLocation();
  const otherPath = `${localizePath(pathname, other)}${search}`;
  const sections: Array<{ to: string; label: string; end?: boolean; supervisor?: boolean }> =
    staff?.role === "operator"
      ? operatorSections(language, copy)
      : [
          { to: opsPath(language), label: copy.dashboard, end: true },
          { to: opsPath(language, "orders/"), label: copy.orders },
          { to: opsPath(language, "supply/"), label: copy.supply, supervisor: true },
          { to: opsPath(language, "staff/"), label: copy.staff, supervisor: true },
          { to: opsPath(language, "audit/"), label: copy.audit, supervisor: true },
          // Issue 29, item 2: empty-leg watches, for supervisors.
          { to: opsPath(language, "watches/"), label: copy.watches, supervisor: true },
        ];
  return (
    <div className="ops">
      <a className="ops-skip" href="#ops-main">
        {copy.skip}
      </a>
      <header className="ops-header">
        <a className="ops-brand" href={opsPath(language, staff?.role === "operator" ? "operator/" : "")}>
          {copy.brand}
        </a>
        {staff ? (
          <nav className="ops-nav" aria-label={copy.nav}>
            <ul>
              {sections
                .filter((section) => !section.supervisor || staff.role !== "seller")
                .map((section) => (
                  <li key={section.to}>
                    <NavLink to={section.to} end={section.end} prefetch="intent">
                      {section.label}
                    </NavLink>
                  </li>
                ))}
            </ul>
          </nav>
        ) : null}
        <div className="ops-account">
          <a href={otherPath} lang={other} hrefLang={other}>
            {copy.language}
          </a>
          {staff && csrf ? (
            <>
              <span className="ops-account__who">
                {staff.name} <span className="ops-muted">({copy.role[staff.role]})</span>
              </span>
              <Form method="post" action={opsPath(language, "logout/")} className="ops-account__out">
                <CsrfField token={csrf} />
                <button type="submit" name="scope" value="this" className="ops-button ops-button--quiet">
                  {copy.signOut}
                </button>
                <button
                  type="submit"
                  name="scope"
                  value="everywhere"
                  className="ops-button ops-button--quiet"
                >
                  {copy.signOutEverywhere}
                </button>
              </Form>
            </>
          ) : null}
        </div>
      </header>
      <main id="ops-main" className="ops-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}

/**
 * An operator's member's navigation (issue 27, item 1; docs/decisions/034): its home and its own
 * supply, never the house's sections. The operator's other pages (its order queue at
 * /ops/operator/orders/, documents, API keys) add their entries here, in this order, once their
 * routes exist: `{ to: opsPath(language, "operator/orders/"), label: copy.operatorOrders }` and
 * the like, each label in ./copy.ts `chromeCopy`.
 */
function operatorSections(
  language: Language,
  copy: (typeof chromeCopy)[Language],
): Array<{ to: string; label: string; end?: boolean }> {
  return [
    { to: opsPath(language, "operator/"), label: copy.operatorHome, end: true },
    // Issue 27, item 3: its own queue of orders.
    { to: opsPath(language, "operator/orders/"), label: copy.operatorOrders },
    { to: opsPath(language, "supply/"), label: copy.operatorFleet, end: true },
    { to: opsPath(language, "supply/blocks/"), label: copy.operatorBlocks },
    { to: opsPath(language, "supply/empty-legs/"), label: copy.operatorLegs },
  ];
}
