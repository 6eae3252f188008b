import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { languageFromPath } from "~/utils/language";
import { requireStaff } from "~/ops/access.server";
import { useOpsCopy, useOpsLanguage } from "~/ops/ui/copy";
import { watchesCopy } from "~/ops/watches/copy";

/**
 * /ops/watches/ (issue 29, item 2: "supervisors see the watches: counts by route, messages sent
 * and unsubscribes"): the totals and the live watches by route, from the watch service.
 */
export const meta: MetaFunction = ({ location }) => [
  { title: watchesCopy[languageFromPath(location.pathname)].title },
];

export async function loader(args: LoaderFunctionArgs) {
  const ops = await requireStaff(args, "supervisor");
  return ops.services.watches.overview();
}

export default function OpsWatches() {
  const { totals, routes } = useLoaderData<typeof loader>();
  const copy = useOpsCopy(watchesCopy);
  const language = useOpsLanguage();
  const number = new Intl.NumberFormat(language === "en" ? "en-GB" : "ru-RU");
  // Two cards: the watches themselves, and what they sent and lost.
  const groups: Array<{ id: string; title: string; facts: Array<[string, number, string]> }> = [
    {
      id: "watch-totals-watches",
      title: copy.watches,
      facts: [
        [copy.active, totals.active, "active"],
        [copy.pending, totals.pending, "pending"],
        [copy.email, totals.email, "email"],
        [copy.telegram, totals.telegram, "telegram"],
        [copy.expired, totals.expired_total, "expired"],
      ],
    },
    {
      id: "watch-totals-messages",
      title: copy.messages,
      facts: [
        [copy.sent7, totals.sent_7d, "sent-7d"],
        [copy.sent30, totals.sent_30d, "sent-30d"],
        [copy.sentTotal, totals.sent_total, "sent-total"],
        [copy.unsubscribed30, totals.unsubscribed_30d, "unsubscribed-30d"],
        [copy.unsubscribedTotal, totals.unsubscribed_total, "unsubscribed-total"],
      ],
    },
  ];
  return (
    <>
      <h1>{copy.title}</h1>
      <p className="ops-muted">{copy.intro}</p>
      <div className="ops-grid" data-testid="watch-totals">
        {groups.map((group) => (
          <section key={group.id} className="ops-card" aria-labelledby={group.id}>
            <h2 id={group.id}>{group.title}</h2>
            <table className="ops-table ops-table--wrap">
              <tbody>
                {group.facts.map(([label, value, key]) => (
                  <tr key={key} data-total={key}>
                    <th scope="row">{label}</th>
                    <td className="ops-num">{number.format(value)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ))}
      </div>
      <h2 id="watch-routes">{copy.routes}</h2>
      {routes.length === 0 ? (
        <p data-testid="watch-routes-empty">{copy.empty}</p>
      ) : (
        <div className="ops-table-wrap">
          <table className="ops-table ops-table--wrap" data-testid="watch-routes">
            <thead>
              <tr>
                <th scope="col">{copy.route}</th>
                <th scope="col" className="ops-num">
                  {copy.active}
                </th>
                <th scope="col" className="ops-num">
                  {copy.pendingShort}
                </th>
              </tr>
            </thead>
            <tbody>
              {routes.map((route) => (
                <tr key={`${route.from.en}|${route.to.en}`}>
                  <td>
                    {route.from[language]} → {route.to[language]}
                  </td>
                  <td className="ops-num">{number.format(route.active)}</td>
                  <td className="ops-num">{number.format(route.pending)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
