import { Form, Link, useLocation } from "@remix-run/react";
import { opsPath } from "../paths";
import { AircraftTable } from "../supply/aircraft-views";
import { OperatorForm } from "../supply/operator-views";
import type { SupplyActionData } from "../supply/route.server";
import { ActionError, formState, SupplyNav } from "../supply/ui";
import { fill, useOpsCopy, useOpsLanguage } from "../ui/copy";
import { CsrfField } from "../ui/csrf-field";
import { InputField, SelectField } from "../ui/field";
import { operatorsCopy } from "./copy";
import type { InviteRejection, OperatorPageData } from "./operator-page.server";

/**
 * One operator (issue 27, item 1): a supervisor's view of it, or its own member's home. The
 * member edits its terms and contacts and invites colleagues; the supervisor also edits its names
 * and country and switches it off or on.
 */
export function OperatorPage({
  page,
  action,
}: {
  page: OperatorPageData;
  action: SupplyActionData | InviteRejection | undefined;
}) {
  const copy = useOpsCopy(operatorsCopy);
  const language = useOpsLanguage();
  const location = useLocation();
  const { operator, house, csrf } = page;
  const supplyAction = action && "warnings" in action ? action : undefined;
  const invite = action && !("warnings" in action) ? action : undefined;
  const name = language === "en" ? operator.name : operator.nameRu;
  const inviteError = (field: keyof InviteRejection["errors"]) => {
    const code = invite?.errors[field];
    return code ? (copy.errors[code as keyof typeof copy.errors] ?? code) : undefined;
  };
  return (
    <>
      {house ? (
        <p className="supply-back">
          <Link className="supply-target" to={opsPath(language, "supply/")}>
            ← {copy.back}
          </Link>
        </p>
      ) : null}
      <h1>{house ? fill(copy.pageTitle, { name }) : `${copy.homeTitle} · ${name}`}</h1>
      <p className="ops-muted">
        {operator.countryLabel} ({operator.country}) ·{" "}
        <span className={`ops-badge ${operator.active ? "ops-badge--won" : "ops-badge--closed"}`}>
          {operator.active ? copy.active : copy.inactive}
        </span>
      </p>
      {house ? null : <p>{copy.intro}</p>}
      {page.notice ? (
        <div className="ops-notice ops-notice--ok" role="status">
          <p>{copy.notices[page.notice]}</p>
        </div>
      ) : null}
      <ActionError action={supplyAction?.intent === "update-operator" ? undefined : supplyAction} />

      <section aria-labelledby="operator-fleet">
        <h2 id="operator-fleet">{copy.fleet}</h2>
        <SupplyNav house={house} />
        <AircraftTable aircraft={page.aircraft} />
      </section>

      <section aria-labelledby="operator-terms">
        <h2 id="operator-terms">{copy.terms}</h2>
        <OperatorForm
          csrf={csrf}
          state={formState(supplyAction, "update-operator", operator.id)}
          operator={operator}
          termsOnly={!house}
          inline={false}
        />
      </section>

      <section aria-labelledby="operator-team">
        <h2 id="operator-team">{copy.team}</h2>
        <p className="ops-muted">{copy.teamIntro}</p>
        {page.members.length === 0 ? (
          <p className="ops-muted">{copy.noTeam}</p>
        ) : (
          <div className="ops-table-wrap">
            <table className="ops-table">
              <caption className="supply-visually-hidden">{copy.team}</caption>
              <thead>
                <tr>
                  <th scope="col">{copy.name}</th>
                  <th scope="col">{copy.email}</th>
                  <th scope="col">{copy.language}</th>
                  <th scope="col">{copy.memberStatus}</th>
                </tr>
              </thead>
              <tbody>
                {page.members.map((member) => (
                  <tr key={member.id}>
                    <th scope="row">{member.name}</th>
                    <td>{member.email}</td>
                    <td>{copy.languages[member.language]}</td>
                    <td>
                      <span className={`ops-badge ${member.active ? "ops-badge--won" : "ops-badge--closed"}`}>
                        {member.active ? copy.active : copy.inactive}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {operator.active ? (
          <>
            <h3 id="operator-invite">{copy.invite}</h3>
            <Form
              method="post"
              className="ops-card ops-form"
              aria-labelledby="operator-invite"
              key={location.key}
              noValidate
            >
              <CsrfField token={csrf} />
              <input type="hidden" name="intent" value="invite" />
              <InputField
                id="operator-invite-name"
                label={copy.name}
                error={inviteError("name")}
                name="name"
                autoComplete="off"
                required
                defaultValue={invite?.values.name ?? ""}
              />
              <InputField
                id="operator-invite-email"
                label={copy.email}
                error={inviteError("email") ?? inviteError("operator")}
                name="email"
                type="email"
                autoComplete="off"
                required
                defaultValue={invite?.values.email ?? ""}
              />
              <SelectField
                id="operator-invite-language"
                label={copy.language}
                name="language"
                defaultValue={language}
              >
                <option value="ru">{copy.languages.ru}</option>
                <option value="en">{copy.languages.en}</option>
              </SelectField>
              <button type="submit" className="ops-button">
                {copy.inviteSubmit}
              </button>
            </Form>
          </>
        ) : null}
      </section>

      {house ? (
        <section aria-labelledby="operator-status">
          <h2 id="operator-status">{copy.status}</h2>
          <p className="ops-muted">{copy.deactivateHint}</p>
          <Form method="post">
            <CsrfField token={csrf} />
            <button
              type="submit"
              name="intent"
              value={operator.active ? "deactivate" : "activate"}
              className={`ops-button ${operator.active ? "ops-button--danger" : "ops-button--secondary"}`}
            >
              {operator.active ? copy.deactivate : copy.activate}
            </button>
          </Form>
        </section>
      ) : null}
    </>
  );
}
