import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/errors/error-boundary";
import { languageFromPath } from "~/i18n/config";
import { remixI18n } from "~/i18n/i18n.server";
import type { loader as rootLoader } from "~/root";
import { seoMeta } from "~/seo/seo";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const t = await remixI18n.getFixedT(request);
  const { pathname } = new URL(request.url);
  return {
    seo: {
      title: t("meta.homeTitle"),
      description: t("meta.homeDescription"),
      pathname,
      language: languageFromPath(pathname),
      siteUrl: context.services.env.SITE_URL,
    },
  };
}

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({ data, matches }) => {
  if (!data) return [];
  const siteName = matches.find((match) => match.id === "root")?.data?.siteSettings?.brandName;
  return seoMeta({ ...data.seo, siteName });
};

/**
 * The main page. This first slice shows the CMS-fed tagline and contacts; the hero slider, the
 * search form, tiles, benefits and the rest of spec §2 "Home" come with the issues that build them.
 */
export default function Home() {
  useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const shell = useRouteLoaderData<typeof rootLoader>("root");
  const settings = shell?.siteSettings;
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <h1 id="hero-title" className="hero__title">
          {settings?.tagline ?? t("meta.homeTitle")}
        </h1>
        {settings ? (
          <p className="hero__contact">
            {t("home.callUs")} <a href={settings.phoneHref}>{settings.phone}</a> {t("home.writeUs")}{" "}
            <a href={`mailto:${settings.email}`}>{settings.email}</a>
          </p>
        ) : null}
      </div>
    </section>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
