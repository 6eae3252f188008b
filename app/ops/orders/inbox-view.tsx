import { Form, Link } from "@remix-run/react";
import { useId } from "react";
import type { AirportSummary } from "~/offers/airport-summary";
import { formatLegDateTime } from "~/offers/card-facts";
import { opsPath } from "../paths";
import { fill, useOpsCopy, useOpsLanguage } from "../ui/copy";
import { InputField, SelectField } from "../ui/field";
import { ordersCopy } from "./copy";
import type { DealFilter, DealListItem } from "~/charter/index.server";
import { DEAL_KINDS, DEAL_STATUSES } from "~/charter";
import { MoscowTime, StatusBadge, OpsTable, Waiting, cityPair } from "./ui";

/**
 * The inbox (issue 18, item 2): a GET form, so a filter is a link a seller can share and it works
 * without JavaScript, over a table of deals newest first.
 */
export function InboxFilters({
  filter,
  staff,
}: {
  filter: DealFilter;
  staff: Array<{ id: string; name: string }>;
}) {
  const copy = useOpsCopy(ordersCopy);
  const language = useOpsLanguage();
  const id = useId();
  return (
    <Form method="get" className="ops-filters orders-filters" aria-label={copy.inbox.filters}>
      <InputField
        id={`${id}-q`}
        label={copy.inbox.q}
        hint={copy.inbox.qHint}
        type="search"
        name="q"
        defaultValue={filter.q}
        maxLength={100}
      />
      <SelectField
        id={`${id}-status`}
        label={copy.inbox.status}
        name="status"
        defaultValue={filter.status ?? ""}
      >
        <option value="">{copy.inbox.anyStatus}</option>
        <option value="open">{copy.inbox.open}</option>
        {DEAL_STATUSES.map((status) => (
          <option key={status} value={status}>
            {copy.status[status]}
          </option>
        ))}
      </SelectField>
      <SelectField id={`${id}-kind`} label={copy.inbox.kind} name="kind" defaultValue={filter.kind ?? ""}>
        <option value="">{copy.inbox.anyKind}</option>
        {DEAL_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {copy.kind[kind]}
          </option>
        ))}
      </SelectField>
      <SelectField
        id={`${id}-assignee`}
        label={copy.inbox.assignee}
        name="assignee"
        defaultValue={filter.assignee ?? ""}
      >
        <option value="">{copy.inbox.anyone}</option>
        <option value="mine">{copy.inbox.mine}</option>
        <option value="unassigned">{copy.unassigned}</option>
        {staff.map((member) => (
          <option key={member.id} value={member.id}>
            {member.name}
          </option>
        ))}
      </SelectField>
      <InputField
        id={`${id}-from`}
        label={copy.inbox.from}
        type="date"
        name="from"
        defaultValue={filter.from ?? ""}
      />
      <InputField
        id={`${id}-to`}
        label={copy.inbox.to}
        type="date"
        name="to"
        defaultValue={filter.to ?? ""}
      />
      <div className="orders-filters__actions">
        <button type="submit" className="ops-button">
          {copy.inbox.apply}
        </button>
        <Link to={opsPath(language, "orders/")} className="ops-button ops-button--secondary">
          {copy.inbox.reset}
        </Link>
      </div>
    </Form>
  );
}

export function DealsTable({
  items,
  airports,
  lateAfter,
}: {
  items: DealListItem[];
  airports: Record<string, AirportSummary>;
  lateAfter: number;
}) {
  const copy = useOpsCopy(ordersCopy);
  const language = useOpsLanguage();
  if (items.length === 0) {
    return (
      <div className="ops-card">
        <p>{copy.inbox.empty}</p>
      </div>
    );
  }
  return (
    <OpsTable
      label={copy.inbox.caption}
      columns={[
        copy.inbox.id,
        copy.inbox.created,
        copy.inbox.kind,
        copy.inbox.customer,
        copy.inbox.route,
        copy.inbox.status,
        copy.inbox.assignee,
        copy.inbox.waiting,
      ]}
      className="orders-table"
    >
      {items.map((item) => (
        <tr
          key={item.id}
          className={
            item.waitingMinutes !== null && item.waitingMinutes > lateAfter ? "orders-late" : undefined
          }
        >
          <th scope="row">
            {/* Issue 28, item 5: the number the customer was given, then the offer it is for. */}
            <Link to={opsPath(language, `orders/${item.id}/`)} className="orders-link" data-order-number="">
              {item.orderNumber}
            </Link>
            {item.offerNumber ? (
              <span className="orders-sub ops-muted">
                {copy.order.number} {item.offerNumber}
              </span>
            ) : null}
          </th>
          <td>
            <MoscowTime at={item.createdAt} withYear={false} />
          </td>
          <td>{copy.kind[item.kind]}</td>
          <td>
            <span className="orders-customer">{item.customerName || copy.noName}</span>
            {item.phone ? (
              <a href={`tel:${item.phone}`} className="orders-link">
                {item.phone}
              </a>
            ) : item.email ? (
              <a href={`mailto:${item.email}`} className="orders-link">
                {item.email}
              </a>
            ) : null}
          </td>
          <td>
            {item.route ? (
              <>
                {cityPair(item.route.from, item.route.to, airports, language)}
                {item.route.roundTrip ? (
                  <span className="ops-muted"> · {copy.roundTrip}</span>
                ) : item.route.legs > 1 ? (
                  <span className="ops-muted" data-legs={item.route.legs}>
                    {" "}
                    · {fill(copy.multiLeg, { count: item.route.legs })}
                  </span>
                ) : null}
                {item.route.departsLocal ? (
                  <span className="orders-sub">
                    {(() => {
                      const when = formatLegDateTime(item.route.departsLocal, language);
                      return `${when.date}, ${when.time}`;
                    })()}
                    {item.route.aircraftType ? ` · ${item.route.aircraftType}` : ""}
                  </span>
                ) : null}
              </>
            ) : (
              <span className="ops-muted">—</span>
            )}
          </td>
          <td>
            <StatusBadge status={item.status} />
          </td>
          <td>{item.assigneeName ?? <span className="ops-muted">{copy.unassigned}</span>}</td>
          <td>
            {item.waitingMinutes !== null ? (
              <Waiting minutes={item.waitingMinutes} lateAfter={lateAfter} />
            ) : null}
          </td>
        </tr>
      ))}
    </OpsTable>
  );
}

export function Pages({
  page,
  hasNext,
  params,
}: {
  page: number;
  hasNext: boolean;
  params: URLSearchParams;
}) {
  const copy = useOpsCopy(ordersCopy);
  const base = opsPath(useOpsLanguage(), "orders/");
  if (page === 1 && !hasNext) return null;
  const link = (target: number) => {
    const next = new URLSearchParams(params);
    if (target > 1) next.set("page", String(target));
    else next.delete("page");
    const query = next.toString();
    return query ? `${base}?${query}` : base;
  };
  return (
    <nav className="orders-pages" aria-label={copy.inbox.pages}>
      {page > 1 ? (
        <Link to={link(page - 1)} className="ops-button ops-button--secondary" rel="prev">
          {copy.inbox.previous}
        </Link>
      ) : null}
      <span aria-current="page">{fill(copy.inbox.page, { page })}</span>
      {hasNext ? (
        <Link to={link(page + 1)} className="ops-button ops-button--secondary" rel="next">
          {copy.inbox.next}
        </Link>
      ) : null}
    </nav>
  );
}
