import {
  data,
  redirect,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { earliestDeparture } from "~/charter";
import { GeneralErrorBoundary } from "~/errors/error-boundary";
import { remixI18n } from "~/i18n/i18n.server";
import { MultiLegForm } from "~/search-form/multi-leg-form-view";
import { resolveMultiLegForm } from "~/search-form/multi-leg-form";
import styles from "~/styles/search-form.css?url";
import { languageFromPath } from "~/utils/language";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

/**
 * `/search/multi/`: the «Сложный маршрут» / "Multi-city" form (issue 29, item 1), answered on the
 * server so it works without JavaScript: one more leg for «Добавить перелёт», the multi-leg address
 * once every leg reads, else the form with each leg's problems (400).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const language = languageFromPath(url.pathname);
  const { charter } = context.services;
  const outcome = resolveMultiLegForm(url.searchParams, language, (text) => {
    if (/^[A-Za-z0-9]{4}$/.test(text) && charter.airport(text.toUpperCase())) return text.toUpperCase();
    return text ? (charter.airports(text, 1)[0]?.icao ?? null) : null;
  });
  if (outcome.kind === "redirect") throw redirect(outcome.location, 302);
  const t = await remixI18n.getFixedT(request);
  return data(
    { language, outcome, earliest: earliestDeparture(new Date()), title: t("multiLeg.form.mode") },
    { status: outcome.problems.length > 0 ? 400 : 200 },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: "robots", content: "noindex, follow" }] : [];

export default function SearchMultiFormRoute() {
  const { language, outcome, earliest } = useLoaderData<typeof loader>();
  return (
    <MultiLegForm
      language={language}
      legs={outcome.legs}
      problems={outcome.problems}
      canAdd={outcome.canAdd}
      earliest={earliest}
    />
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
