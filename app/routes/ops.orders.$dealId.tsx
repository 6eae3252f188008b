import {
  data,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useActionData, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { languageFromPath } from "~/utils/language";
import { supplyChanged } from "~/ops/supply-changed.server";
import { requireStaff, requireStaffAction } from "~/ops/access.server";
import { redirectWithNotice, takeNotice } from "~/ops/notice.server";
import { ordersCopy } from "~/ops/orders/copy";
import {
  AssignForm,
  CardPanel,
  CustomerPanel,
  DealFacts,
  History,
  LeadPanel,
  Notes,
  StatusForm,
  type FormValues,
} from "~/ops/orders/order-view";
import { airportSummaries } from "~/ops/orders/airports.server";
import {
  addNote,
  assign,
  assignableStaff,
  changeStatus,
  createOperatorFromLead,
  customerDraft,
  dealOperatorAnswer,
  dealReference,
  getDeal,
  leadContacts,
  operatorOfLead,
  type FieldErrors,
} from "~/charter/index.server";
import { LeadToOperator, type LeadOperator } from "~/ops/operators/lead-to-operator";
import { rejected, supplyContext } from "~/ops/supply/route.server";
import { DEAL_STATUSES, type DealStatus } from "~/charter";
import ordersStylesheet from "~/ops/orders/orders.css?url";
import { Notice } from "~/ops/orders/ui";
import { DealOperatorPanel } from "~/ops/operator-orders/views";
import { opsPath } from "~/ops/paths";
import { fill, useOpsCopy, useOpsLanguage } from "~/ops/ui/copy";
import { airportCity } from "~/offers/airport-summary";

/**
 * One order (issue 18, item 2): the customer, the card as ordered, the pipeline's forms, notes and
 * history. Writes answer 303 to this page on success, 400 with the field errors, and 409 with the
 * latest state when another seller changed the order first.
 */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: ordersStylesheet }];

export const meta: MetaFunction = ({ location, params }) => [
  {
    title: `${fill(ordersCopy[languageFromPath(location.pathname)].order.title, {
      id: (params.dealId ?? "").toUpperCase(),
    })} · Charterline`,
  },
  { name: "robots", content: "noindex, nofollow" },
];

/** The notices after a write that went through. */
const SAVED = ["status", "notified", "assign", "note"] as const;

export async function loader(args: LoaderFunctionArgs) {
  const ops = await requireStaff(args);
  const db = ops.services.db.db;
  const [detail, staff, operatorAnswer] = await Promise.all([
    getDeal(db, args.params.dealId ?? ""),
    assignableStaff(db),
    // Issue 27, item 3: the operator's answer, when the order went to one.
    dealOperatorAnswer(db, args.params.dealId ?? "", ops.now),
  ]);
  if (!detail) throw new Response("Not found", { status: 404 });
  const { source, customer } = detail;
  const icaos =
    source.kind === "pre_order"
      ? source.card.routes.flatMap((route) => [
          route.departure_airport,
          route.arrival_airport,
          ...route.price_breakdown.flatMap((line) => [line.from, line.to, line.airport]),
        ])
      : [source.details.departure_airport, source.details.arrival_airport];
  const airports = airportSummaries((icao) => ops.services.charter.airport(icao), icaos);
  // The drafts speak the customer's language, the cities included.
  const city = (icao: string) => {
    const airport = airports[icao];
    return airport ? airportCity(airport, customer.language) : icao;
  };
  const values = { name: customer.name, ref: dealReference(detail, city), seller: ops.staff.name };
  const drafts = Object.fromEntries(
    DEAL_STATUSES.map((status) => [status, customerDraft(status, customer.language, values)]),
  ) as Record<DealStatus, string>;
  const { notice: saved, headers } = takeNotice(args.request, ops, SAVED);
  // A partner's enquiry a supervisor may turn into an operator (issue 27, item 1).
  const leadOperator: LeadOperator | null =
    source.kind === "lead" &&
    source.leadKind === "partner" &&
    detail.deal.leadId &&
    ops.staff.role === "supervisor"
      ? {
          operator: await operatorOfLead(db, detail.deal.leadId),
          prefill: leadContacts({ contact: customer.contact, phone: customer.phone }),
        }
      : null;
  return data(
    {
      detail,
      staff,
      airports,
      drafts,
      csrf: ops.csrf,
      me: ops.staff.id,
      saved,
      operatorAnswer,
      leadOperator,
    },
    { headers },
  );
}

type Intent = "status" | "assign" | "assign_me" | "note";

interface Rejection {
  intent: Intent | "unknown";
  conflict: boolean;
  errors: FieldErrors;
  values: FormValues;
}

const formValues = (form: FormData, names: string[]): FormValues =>
  Object.fromEntries(names.map((name) => [name, String(form.get(name) ?? "")]));

export async function action(args: ActionFunctionArgs) {
  const ops = await requireStaffAction(args);
  const { form, services } = ops;
  const db = services.db.db;
  const dealId = args.params.dealId ?? "";
  const actor = { staff: ops.staff, clientAddress: ops.clientAddress, now: ops.now };
  const intent = String(form.get("intent") ?? "");
  const back = (saved: (typeof SAVED)[number]) => redirectWithNotice(ops, `orders/${dealId}/`, saved, 303);
  const reject = (rejection: Rejection, status: 400 | 409) => data(rejection, { status });

  switch (intent) {
    case "status": {
      const result = await changeStatus(
        db,
        {
          ...actor,
          dealId,
          expectedVersion: form.get("version"),
          status: form.get("status"),
          optionUntil: form.get("optionUntil"),
          reason: form.get("reason"),
          notify: { channel: form.get("channel"), text: form.get("message") },
        },
        { onSupplyChanged: () => supplyChanged(services), onEnqueued: () => services.outbox.kick() },
      );
      const values = formValues(form, ["status", "optionUntil", "reason", "channel", "message"]);
      if (result.ok) return back(result.notified ? "notified" : "status");
      if (result.reason === "not_found") throw new Response("Not found", { status: 404 });
      if (result.reason === "conflict") return reject({ intent, conflict: true, errors: {}, values }, 409);
      return reject({ intent, conflict: false, errors: result.errors, values }, 400);
    }
    case "assign":
    case "assign_me": {
      const result = await assign(db, {
        ...actor,
        dealId,
        expectedVersion: form.get("version"),
        assigneeId: intent === "assign_me" ? ops.staff.id : form.get("assigneeId"),
      });
      if (result.ok) return back("assign");
      if (result.reason === "not_found") throw new Response("Not found", { status: 404 });
      if (result.reason === "conflict")
        return reject({ intent, conflict: true, errors: {}, values: {} }, 409);
      return reject({ intent, conflict: false, errors: result.errors, values: {} }, 400);
    }
    case "note": {
      const result = await addNote(db, { ...actor, dealId, body: form.get("body") });
      if (result.ok) return back("note");
      if (result.reason === "not_found") throw new Response("Not found", { status: 404 });
      return reject(
        { intent, conflict: false, errors: result.errors, values: formValues(form, ["body"]) },
        400,
      );
    }
    case "make_operator": {
      // Issue 27, item 1: the airline behind a partner's enquiry becomes an operator; a supervisor's step.
      if (ops.staff.role !== "supervisor") throw new Response("Forbidden", { status: 403 });
      const input = Object.fromEntries(
        [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
      );
      const outcome = await createOperatorFromLead(supplyContext(ops), dealId, input);
      if (outcome.ok)
        return redirectWithNotice(
          ops,
          `supply/operators/${encodeURIComponent(outcome.value.id)}/`,
          "created",
        );
      if (outcome.errors.form?.code === "not_found") throw new Response("Not found", { status: 404 });
      return rejected(intent, outcome, input);
    }
    default:
      return reject({ intent: "unknown", conflict: false, errors: {}, values: {} }, 400);
  }
}

// A conflict (409) answers with the latest state: the page's data must be read again to show it,
// which Remix skips by default after an answer of 4xx.
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus === 409 ? true : defaultShouldRevalidate;

export default function OpsOrder() {
  const { detail, staff, airports, drafts, csrf, me, saved, operatorAnswer, leadOperator } =
    useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const rejection = answer && "conflict" in answer ? answer : undefined;
  const operatorRejection = answer && "warnings" in answer ? answer : undefined;
  const copy = useOpsCopy(ordersCopy);
  const language = useOpsLanguage();
  const errorsOf = (...intents: Rejection["intent"][]): FieldErrors =>
    rejection && intents.includes(rejection.intent) ? rejection.errors : {};
  const valuesOf = (intent: Rejection["intent"]): FormValues | null =>
    rejection && rejection.intent === intent && !rejection.conflict ? rejection.values : null;
  const { deal, source } = detail;
  return (
    <>
      <p className="orders-back">
        <Link to={opsPath(language, "orders/")} className="orders-link">
          ← {copy.order.back}
        </Link>
      </p>
      <h1>
        {fill(copy.order.title, { id: detail.orderNumber })}{" "}
        <span className="ops-muted">· {detail.customer.name || copy.noName}</span>
      </h1>
      {rejection?.conflict ? <Notice tone="error">{copy.conflict}</Notice> : null}
      {rejection && !rejection.conflict ? <Notice tone="error">{copy.invalid}</Notice> : null}
      {!rejection && saved ? <Notice tone="ok">{copy.saved[saved]}</Notice> : null}
      <DealFacts detail={detail} />
      <div className="orders-layout">
        <div className="orders-column">
          {operatorAnswer ? <DealOperatorPanel answer={operatorAnswer} /> : null}
          <CustomerPanel customer={detail.customer} />
          {source.kind === "pre_order" ? (
            <CardPanel card={source.card} ratesDate={source.ratesDate} airports={airports} />
          ) : (
            <LeadPanel source={source} airports={airports} />
          )}
          {leadOperator ? (
            <LeadToOperator lead={leadOperator} csrf={csrf} action={operatorRejection} />
          ) : null}
          <History entries={detail.history} />
        </div>
        <div className="orders-column">
          <StatusForm
            key={`status-${deal.version}`}
            detail={detail}
            drafts={drafts}
            csrf={csrf}
            errors={errorsOf("status")}
            values={valuesOf("status")}
          />
          <AssignForm
            key={`assign-${deal.version}`}
            detail={detail}
            staff={staff}
            me={me}
            csrf={csrf}
            errors={errorsOf("assign", "assign_me")}
          />
          <Notes
            key={`notes-${detail.notes.length}`}
            detail={detail}
            csrf={csrf}
            errors={errorsOf("note")}
            values={valuesOf("note")}
          />
        </div>
      </div>
    </>
  );
}
