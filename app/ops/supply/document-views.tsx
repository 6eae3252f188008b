import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { fill, useOpsCopy, useOpsLanguage } from "../ui/copy";
import { CsrfField } from "../ui/csrf-field";
import { InputField, SelectField } from "../ui/field";
import { opsPath } from "../paths";
import { AUDIT_PROGRAMS, AUDIT_RATINGS, COVER_CURRENCIES } from "~/charter/index";
import type { DocumentState, OperatorDocumentsView } from "~/charter/index.server";
import { documentsCopy } from "./documents-copy";
import type { DocumentActionData } from "./documents.server";
import { formatNumber } from "./ui";

/**
 * An operator's documents page (issue 27, item 2): the current certificate and policy with their
 * state, the forms that renew them (a scan may come along), the audits, and the documents they
 * replaced. Plain forms, so the page works without JavaScript.
 */
export type DocumentsPageView = Omit<OperatorDocumentsView, "aoc" | "insurance" | "history" | "audits"> & {
  aoc: Doc | null;
  insurance: Doc | null;
  history: Omit<Doc, "status">[];
  audits: {
    id: string;
    program: (typeof AUDIT_PROGRAMS)[number];
    rating: string;
    auditedOn: string;
    validUntil: string | null;
    placeholder: boolean;
  }[];
};
/** The service's view with its instants as ISO text, as the loader sends it. */
export function documentsPageView(view: OperatorDocumentsView): DocumentsPageView {
  const doc = <T extends { replacedAt: Date | null }>(row: T) => ({
    ...row,
    replacedAt: row.replacedAt ? row.replacedAt.toISOString() : null,
  });
  return {
    operator: view.operator,
    today: view.today,
    aoc: view.aoc ? doc(view.aoc) : null,
    insurance: view.insurance ? doc(view.insurance) : null,
    history: view.history.map(doc),
    audits: view.audits.map((audit) => ({
      id: audit.id,
      program: audit.program,
      rating: audit.rating,
      auditedOn: audit.auditedOn,
      validUntil: audit.validUntil,
      placeholder: audit.placeholder,
    })),
  };
}

type Doc = {
  id: string;
  kind: "aoc" | "insurance";
  number: string;
  authority: string | null;
  insurer: string | null;
  coverAmount: number | null;
  coverCurrency: string | null;
  validUntil: string;
  fileKey: string | null;
  placeholder: boolean;
  replacedAt: string | null;
  status: DocumentState;
};

function useCopy() {
  return useOpsCopy(documentsCopy);
}

function StateBadge({ status }: { status: DocumentState }) {
  const copy = useCopy();
  return (
    <strong className={`documents-state documents-state--${status.state}`}>
      {fill(copy.state[status.state], { days: Math.abs(status.days) })}
    </strong>
  );
}

function ScanLink({ operatorId, doc }: { operatorId: string; doc: Pick<Doc, "id" | "fileKey"> }) {
  const copy = useCopy();
  const language = useOpsLanguage();
  if (!doc.fileKey) return <span className="supply-small">{copy.noScan}</span>;
  return (
    <a href={opsPath(language, `supply/operators/${operatorId}/documents/${doc.id}/`)} download>
      {copy.scan}
    </a>
  );
}

function CurrentDocument({
  view,
  doc,
  kind,
}: {
  view: DocumentsPageView;
  doc: Doc | null;
  kind: "aoc" | "insurance";
}) {
  const copy = useCopy();
  const language = useOpsLanguage();
  if (!doc) {
    return (
      <p>
        {copy.none} {view.operator.house ? copy.noneHouse : copy.noneSells}
      </p>
    );
  }
  return (
    <dl className="documents-facts">
      <dt>{kind === "aoc" ? copy.fields.number : copy.fields.policyNumber}</dt>
      <dd>
        {doc.number}
        {doc.placeholder ? <em className="documents-sample"> · {copy.sample}</em> : null}
      </dd>
      {kind === "aoc" ? (
        <>
          <dt>{copy.fields.authority}</dt>
          <dd>{doc.authority}</dd>
        </>
      ) : (
        <>
          <dt>{copy.fields.insurer}</dt>
          <dd>{doc.insurer}</dd>
          <dt>{copy.fields.coverAmount}</dt>
          <dd>
            {formatNumber(doc.coverAmount ?? 0, language)} {doc.coverCurrency}
          </dd>
        </>
      )}
      <dt>{copy.fields.validUntil}</dt>
      <dd>
        {doc.validUntil} · <StateBadge status={doc.status} />
      </dd>
      <dt>{copy.scan}</dt>
      <dd>
        <ScanLink operatorId={view.operator.id} doc={doc} />
      </dd>
    </dl>
  );
}

function Fields({ children }: { children: ReactNode }) {
  return <div className="supply-fields">{children}</div>;
}

function RenewForm({
  kind,
  csrf,
  action,
}: {
  kind: "aoc" | "insurance";
  csrf: string;
  action: DocumentActionData | undefined;
}) {
  const copy = useCopy();
  const intent = `record-${kind}`;
  const mine = action?.intent === intent ? action : undefined;
  const error = (name: string) => {
    const code = mine?.errors[name];
    return code ? copy.errors[code] : undefined;
  };
  const value = (name: string, fallback = "") => mine?.values[name] ?? fallback;
  const id = (name: string) => `${kind}-${name}`;
  return (
    <details className="supply-details" open={mine ? true : undefined}>
      <summary>{kind === "aoc" ? copy.renewAoc : copy.renewInsurance}</summary>
      <Form method="post" encType="multipart/form-data">
        <CsrfField token={csrf} />
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="kind" value={kind} />
        {mine?.errors.form ? <p role="alert">{copy.errors[mine.errors.form]}</p> : null}
        <Fields>
          <InputField
            id={id("number")}
            name="number"
            label={kind === "aoc" ? copy.fields.number : copy.fields.policyNumber}
            required
            maxLength={60}
            defaultValue={value("number")}
            error={error("number")}
          />
          {kind === "aoc" ? (
            <InputField
              id={id("authority")}
              name="authority"
              label={copy.fields.authority}
              required
              maxLength={200}
              defaultValue={value("authority")}
              error={error("authority")}
            />
          ) : (
            <>
              <InputField
                id={id("insurer")}
                name="insurer"
                label={copy.fields.insurer}
                required
                maxLength={200}
                defaultValue={value("insurer")}
                error={error("insurer")}
              />
              <InputField
                id={id("coverAmount")}
                name="coverAmount"
                label={copy.fields.coverAmount}
                required
                inputMode="numeric"
                defaultValue={value("coverAmount")}
                error={error("coverAmount")}
              />
              <SelectField
                id={id("coverCurrency")}
                name="coverCurrency"
                label={copy.fields.coverCurrency}
                defaultValue={value("coverCurrency", "USD")}
                error={error("coverCurrency")}
              >
                {COVER_CURRENCIES.map((currency) => (
                  <option key={currency} value={currency}>
                    {currency}
                  </option>
                ))}
              </SelectField>
            </>
          )}
          <InputField
            id={id("validUntil")}
            name="validUntil"
            type="date"
            label={copy.fields.validUntil}
            hint={copy.fields.validUntilHint}
            required
            defaultValue={value("validUntil")}
            error={error("validUntil")}
          />
          <InputField
            id={id("file")}
            name="file"
            type="file"
            accept="application/pdf,.pdf"
            label={copy.fields.file}
            hint={copy.fields.fileHint}
            error={error("file")}
          />
        </Fields>
        <div className="supply-actions">
          <button type="submit">{kind === "aoc" ? copy.renewAoc : copy.renewInsurance}</button>
        </div>
      </Form>
    </details>
  );
}

function AuditsSection({
  view,
  csrf,
  action,
}: {
  view: DocumentsPageView;
  csrf: string;
  action: DocumentActionData | undefined;
}) {
  const copy = useCopy();
  const mine = action?.intent === "record-audit" ? action : undefined;
  const error = (name: string) => {
    const code = mine?.errors[name];
    return code ? copy.errors[code] : undefined;
  };
  const value = (name: string, fallback = "") => mine?.values[name] ?? fallback;
  return (
    <>
      {view.audits.length === 0 ? (
        <p>{copy.none}</p>
      ) : (
        <ul className="documents-audits">
          {view.audits.map((audit) => (
            <li key={audit.id}>
              {copy.programs[audit.program]} {audit.rating} · {audit.auditedOn}
              {audit.validUntil ? ` — ${audit.validUntil}` : ""}
              {audit.placeholder ? <em className="documents-sample"> · {copy.sample}</em> : null}{" "}
              <Form method="post" className="documents-inline">
                <CsrfField token={csrf} />
                <input type="hidden" name="intent" value="remove-audit" />
                <input type="hidden" name="id" value={audit.id} />
                <button type="submit">{copy.remove}</button>
              </Form>
              {action?.intent === "remove-audit" && action.id === audit.id && action.errors.form ? (
                <span role="alert"> {copy.errors[action.errors.form]}</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <details className="supply-details" open={mine ? true : undefined}>
        <summary>{copy.addAudit}</summary>
        <Form method="post">
          <CsrfField token={csrf} />
          <input type="hidden" name="intent" value="record-audit" />
          <Fields>
            <SelectField
              id="audit-program"
              name="program"
              label={copy.fields.program}
              defaultValue={value("program", "argus")}
              error={error("program")}
            >
              {AUDIT_PROGRAMS.map((program) => (
                <option key={program} value={program}>
                  {copy.programs[program]}
                </option>
              ))}
            </SelectField>
            <SelectField
              id="audit-rating"
              name="rating"
              label={copy.fields.rating}
              defaultValue={value("rating", "Gold")}
              error={error("rating")}
            >
              {AUDIT_PROGRAMS.map((program) => (
                <optgroup key={program} label={copy.programs[program]}>
                  {AUDIT_RATINGS[program].map((rating) => (
                    <option key={rating} value={rating}>
                      {rating}
                    </option>
                  ))}
                </optgroup>
              ))}
            </SelectField>
            <InputField
              id="audit-auditedOn"
              name="auditedOn"
              type="date"
              label={copy.fields.auditedOn}
              required
              defaultValue={value("auditedOn")}
              error={error("auditedOn")}
            />
            <InputField
              id="audit-validUntil"
              name="validUntil"
              type="date"
              label={copy.fields.auditValidUntil}
              hint={copy.fields.auditValidUntilHint}
              defaultValue={value("validUntil")}
              error={error("validUntil")}
            />
          </Fields>
          <div className="supply-actions">
            <button type="submit">{copy.addAudit}</button>
          </div>
        </Form>
      </details>
    </>
  );
}

function History({ view }: { view: DocumentsPageView }) {
  const copy = useCopy();
  if (view.history.length === 0) return <p>{copy.none}</p>;
  return (
    <table className="supply-table">
      <thead>
        <tr>
          <th scope="col">{copy.fields.kind}</th>
          <th scope="col">{copy.fields.number}</th>
          <th scope="col">{copy.fields.validUntil}</th>
          <th scope="col">{copy.fields.replacedAt}</th>
          <th scope="col">{copy.scan}</th>
        </tr>
      </thead>
      <tbody>
        {view.history.map((doc) => (
          <tr key={doc.id}>
            <td>{copy.kinds[doc.kind]}</td>
            <td>
              {doc.number}
              {doc.placeholder ? <em className="documents-sample"> · {copy.sample}</em> : null}
            </td>
            <td>{doc.validUntil}</td>
            <td>{doc.replacedAt ? doc.replacedAt.slice(0, 10) : ""}</td>
            <td>
              <ScanLink operatorId={view.operator.id} doc={doc} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function OperatorDocumentsPage({
  view,
  csrf,
  action,
  notice,
}: {
  view: DocumentsPageView;
  csrf: string;
  action: DocumentActionData | undefined;
  notice: ReactNode;
}) {
  const copy = useCopy();
  const language = useOpsLanguage();
  return (
    <>
      <h1>
        {copy.title} · {language === "ru" ? view.operator.nameRu : view.operator.name}
      </h1>
      {notice}
      <p className="supply-legend">
        {copy.intro}
        {view.operator.house ? ` ${copy.house}.` : ""}
      </p>
      <h2>{copy.aoc}</h2>
      <CurrentDocument view={view} doc={view.aoc} kind="aoc" />
      <RenewForm kind="aoc" csrf={csrf} action={action} />
      <h2>{copy.insurance}</h2>
      <CurrentDocument view={view} doc={view.insurance} kind="insurance" />
      <RenewForm kind="insurance" csrf={csrf} action={action} />
      <h2>{copy.audits}</h2>
      <AuditsSection view={view} csrf={csrf} action={action} />
      <h2>{copy.history}</h2>
      <History view={view} />
    </>
  );
}

export function DocumentNotice({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <div className="ops-notice ops-notice--ok" role="status">
      <p>{text}</p>
    </div>
  );
}
