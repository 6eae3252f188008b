import { describe, expect, it } from "vitest";
import { ContentError, type ContentService } from "~/content/content.server";
import { loadInfoPage } from "./info-page.server";

const SITE_URL = "https://charterline.example";
// The loader hands the service to `load` untouched; these tests' `load` never reads it.
const context = { services: { content: {} as ContentService, env: { SITE_URL } } };

const SEO = {
  title: "",
  description: null,
  keywords: null,
  robots: "index, follow" as const,
  canonical: null,
  image: null,
};

const args = (path: string) => ({ request: new Request(`${SITE_URL}${path}`), context });

describe("the information pages' shared loader (spec §2)", () => {
  it("reads the page in the path's language and names it in the breadcrumbs by its locale key", async () => {
    const languages: string[] = [];
    const result = await loadInfoPage(args("/en/fleet/"), {
      crumbKey: "nav.fleet",
      load: async (_content, language) => {
        languages.push(language);
        return { seo: { ...SEO, title: "Fleet" }, heading: "Our fleet" };
      },
    });
    expect(languages).toEqual(["en"]);
    expect(result.page).toEqual({ heading: "Our fleet" });
    expect(result.seo).toMatchObject({
      title: "Fleet",
      pathname: "/en/fleet/",
      language: "en",
      siteUrl: SITE_URL,
    });
    expect(result.breadcrumbs).toEqual([
      { name: "Home", path: "/en/" },
      { name: "Fleet", path: "/en/fleet/" },
    ]);
  });

  it("answers 503 with Retry-After when the content layer has nothing to serve", async () => {
    const error = await loadInfoPage(args("/about/"), {
      crumbKey: "company.pages.about",
      load: () => Promise.reject(new ContentError("unavailable", "aboutPage", "the CMS is down")),
    }).catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({
      type: "DataWithResponseInit",
      data: { title: "Сервис временно недоступен" },
      init: { status: 503, headers: { "Retry-After": "60" } },
    });
  });

  it("lets any other error through as the bug it is", async () => {
    const bug = new TypeError("page.heading is undefined");
    const error = await loadInfoPage(args("/about/"), {
      crumbKey: "company.pages.about",
      load: () => Promise.reject(bug),
    }).catch((thrown: unknown) => thrown);
    expect(error).toBe(bug);
  });
});
