import { Link } from "@remix-run/react";
import { opsPath } from "../paths";
import { OperatorForm } from "../supply/operator-views";
import type { SupplyActionData } from "../supply/route.server";
import { formState } from "../supply/ui";
import { useOpsCopy, useOpsLanguage } from "../ui/copy";
import { operatorsCopy } from "./copy";

/** What the deal page knows of a partner lead as an operator (issue 27, item 1). */
export interface LeadOperator {
  /** The operator the lead already became, or null. */
  operator: { id: string; name: string; nameRu: string } | null;
  /** The new operator's contacts, from the lead. */
  prefill: { contactEmail: string; contactPhone: string };
}

/**
 * On a partner's enquiry (issue 27, item 1): a supervisor turns the airline into an operator, its
 * contacts filled in from the enquiry; once done, the deal links to the operator's page.
 */
export function LeadToOperator({
  lead,
  csrf,
  action,
}: {
  lead: LeadOperator;
  csrf: string;
  action: SupplyActionData | undefined;
}) {
  const copy = useOpsCopy(operatorsCopy).lead;
  const language = useOpsLanguage();
  if (lead.operator) {
    return (
      <section className="ops-card" aria-labelledby="lead-operator">
        <h2 id="lead-operator">{copy.heading}</h2>
        <p>
          {copy.done}{" "}
          <Link to={opsPath(language, `supply/operators/${encodeURIComponent(lead.operator.id)}/`)}>
            {language === "en" ? lead.operator.name : lead.operator.nameRu}
          </Link>{" "}
          ({copy.open})
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby="lead-operator">
      <h2 id="lead-operator">{copy.heading}</h2>
      <p className="ops-muted">{copy.intro}</p>
      <OperatorForm
        csrf={csrf}
        state={formState(action, "make_operator")}
        intent="make_operator"
        prefill={lead.prefill}
        inline={false}
      />
    </section>
  );
}
