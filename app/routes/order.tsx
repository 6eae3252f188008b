import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, Link, useActionData, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { BookingFlow } from "~/flight/booking/booking-flow";
import type { BookingResult } from "~/flight/booking/booking-result";
import { bookingClientAction } from "~/flight/booking/client-action";
import { loadOrderPage, orderAction } from "~/flight/booking/order.server";
import { OrderSummary } from "~/flight/booking/order-summary";
import { GeneralErrorBoundary } from "~/errors/error-boundary";
import { statusHeaders } from "~/utils/status-headers";
import { statusMeta } from "~/errors/status-meta";
import { needsDatabase } from "~/errors/unavailable.server";
import type { loader as rootLoader } from "~/root";
import { flightPath } from "~/offers/address";
import { seoMeta } from "~/seo/seo";

/**
 * `flight/{cardId}/order/` (issue 6, spec §2 "Booking dialog"): the booking as pages for a visitor
 * without JavaScript, whom the flight page's Order buttons lead here, and the action the dialog
 * posts to with it.
 */
export function loader({ request, params, context }: LoaderFunctionArgs) {
  return needsDatabase({ request, context }, () =>
    loadOrderPage(context.services, request, params.cardId ?? ""),
  );
}

// The Retry-After of the 503 a database outage answers (issue 7, "database down"). The action
// answers an outage on the step the visitor was on (app/booking/order.server.ts), also with 503.
export const headers = statusHeaders;

export async function action({ request, params, context }: ActionFunctionArgs) {
  const answer = await orderAction({
    request,
    cardId: params.cardId ?? "",
    services: context.services,
    clientAddress: context.clientAddress,
  });
  return data(answer.body, { status: answer.status });
}

// With JavaScript: a post that never reached the action is shown on its step, not as an error page.
export const clientAction = bookingClientAction;

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({
  data: page,
  error,
  matches,
}) => {
  if (!page) return statusMeta(error);
  return seoMeta({
    title: page.title,
    pathname: page.seo.pathname,
    siteUrl: page.seo.siteUrl,
    language: page.language,
    // One visitor's order of one offer: never a search-engine result.
    robots: "noindex, nofollow",
    siteName: matches.find((match) => match.id === "root")?.data?.siteSettings?.brandName,
  });
};

// A step posted here changes nothing the page loaded: the card stays the card.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod ? false : defaultShouldRevalidate;

export default function OrderRoute() {
  const { card, airports, language } = useLoaderData<typeof loader>();
  const actionData = useActionData<BookingResult>();
  const { t } = useTranslation();
  return (
    <div className="container order-page">
      <p className="order-page__back">
        <Link to={flightPath(card.id, language)}>{t("booking.page.back")}</Link>
      </p>
      <h1 className="order-page__title">{t("booking.page.heading", { aircraft: card.aircraft_type })}</h1>
      <div className="order-page__grid">
        <OrderSummary card={card} airports={airports} language={language} />
        <div className="order-page__form">
          <BookingFlow
            cardId={card.id}
            language={language}
            actionData={actionData ?? null}
            headingLevel={2}
          />
        </div>
      </div>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
