import { afterEach, describe, expect, it } from "vitest";
import { createMemoryLogger } from "../../tests/support/memory-logger";
import { createTempDataset, type TempDataset } from "../../tests/support/temp-dataset";
import { createContentCache } from "~/content/cache.server";
import { createContentService } from "~/content/content.server";
import { createDatasetSource } from "~/content/dataset-source.server";
import { loadContactsPage } from "./contacts-page";
import { loadCompanyPage } from "./company-page.server";
import { throwNotFoundPage } from "~/errors/not-found.server";

const SITE_URL = "https://charterline.example";

const contactsPage = {
  _id: "contactsPage",
  _type: "contactsPage",
  seo: { title: { ru: "Контакты Charterline", en: "Charterline contacts" }, robots: "index, follow" },
  heading: { ru: "Контакты", en: "Contacts" },
};

const notFoundPage = {
  _id: "notFoundPage",
  _type: "notFoundPage",
  title: { ru: "Страница не найдена", en: "Page not found" },
  errorCode: "404",
  message: { ru: "Такого адреса нет.", en: "There is no such address." },
  homeLinkLabel: { ru: "На главную", en: "Home" },
};

let temp: TempDataset | undefined;
afterEach(async () => {
  await temp?.remove();
  temp = undefined;
});

async function services(documents: readonly object[]) {
  temp = await createTempDataset(documents);
  const { logger } = createMemoryLogger();
  const content = createContentService({
    source: createDatasetSource({ file: temp.file }),
    cache: createContentCache({ ttlMs: 60_000, logger }),
    logger,
  });
  return { content, env: { SITE_URL } };
}

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to throw");
}

describe("the information pages' loader", () => {
  it("returns the page, its SEO fields and the breadcrumbs Home → page in the path's language", async () => {
    const context = { services: await services([contactsPage]) };
    const ru = await loadCompanyPage(
      { request: new Request(`${SITE_URL}/contacts/`), context },
      "contacts",
      loadContactsPage,
    );
    expect(ru.language).toBe("ru");
    expect(ru.page.heading).toBe("Контакты");
    expect(ru.seo).toMatchObject({
      title: "Контакты Charterline",
      robots: "index, follow",
      pathname: "/contacts/",
      language: "ru",
      siteUrl: SITE_URL,
    });
    expect(ru.breadcrumbs).toEqual([
      { name: "Главная", path: "/" },
      { name: "Контакты", path: "/contacts/" },
    ]);

    const en = await loadCompanyPage(
      { request: new Request(`${SITE_URL}/en/contacts/`), context },
      "contacts",
      loadContactsPage,
    );
    expect(en.seo.title).toBe("Charterline contacts");
    expect(en.breadcrumbs).toEqual([
      { name: "Home", path: "/en/" },
      { name: "Contacts", path: "/en/contacts/" },
    ]);
  });

  it("answers 503 with Retry-After when the content layer has nothing to serve", async () => {
    const context = { services: await services([]) };
    const error = await thrown(
      loadCompanyPage(
        { request: new Request(`${SITE_URL}/en/contacts/`), context },
        "contacts",
        loadContactsPage,
      ),
    );
    expect(error).toMatchObject({ type: "DataWithResponseInit", init: { status: 503 } });
    const init = (error as { init: { headers: Record<string, string> } }).init;
    expect(init.headers["Retry-After"]).toBe("60");
    expect((error as { data: unknown }).data).toEqual({ title: "Temporarily unavailable" });
  });
});

describe("the not-found page's 404 (spec §2)", () => {
  it("carries the CMS texts in the path's language", async () => {
    const { content } = await services([notFoundPage]);
    const error = await thrown(throwNotFoundPage(new Request(`${SITE_URL}/en/nowhere/`), content));
    expect(error).toMatchObject({
      init: { status: 404 },
      data: {
        title: "Page not found",
        notFoundPage: {
          title: "Page not found",
          errorCode: "404",
          message: "There is no such address.",
          homeLinkLabel: "Home",
        },
      },
    });
  });

  it("stays a 404 with the locale's title when the CMS has no texts", async () => {
    const { content } = await services([]);
    const error = await thrown(throwNotFoundPage(new Request(`${SITE_URL}/nowhere/`), content));
    expect(error).toMatchObject({
      init: { status: 404 },
      data: { title: "Страница не найдена", notFoundPage: null },
    });
  });
});
