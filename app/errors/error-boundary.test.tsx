// @vitest-environment happy-dom
import { data } from "@remix-run/node";
import { createRemixStub } from "@remix-run/testing";
import { cleanup, render, screen } from "@testing-library/react";
import { createInstance } from "i18next";
import { afterEach, describe, expect, it } from "vitest";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { languageFromPath } from "~/utils/language";
import { i18nOptions, resources } from "~/i18n/resources";
import { GeneralErrorBoundary } from "./error-boundary";

afterEach(cleanup);

/** Renders a route whose loader fails, under Remix's real router, in the language of `path`. */
async function renderFailure(path: string, failure: () => never) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    ...i18nOptions,
    lng: languageFromPath(path),
    resources: { ru: { translation: resources.ru }, en: { translation: resources.en } },
  });
  const Stub = createRemixStub([
    { path: "*", Component: () => <p>never shown</p>, loader: failure, ErrorBoundary: GeneralErrorBoundary },
  ]);
  render(
    <I18nextProvider i18n={i18n}>
      <Stub initialEntries={[path]} />
    </I18nextProvider>,
  );
  return screen.findByRole("heading", { level: 1 });
}

describe("error pages in the path's language (spec §8, issue 2)", () => {
  it("an unexpected error offers a reload and a way back, without the error's text", async () => {
    const heading = await renderFailure("/en/fleet/", () => {
      throw new Error('relation "aircraft" does not exist at /srv/app/build/server/index.js:120');
    });
    expect(heading.textContent).toBe("Something went wrong");
    expect(screen.getByRole("link", { name: "Reload the page" }).getAttribute("href")).toBe("/en/fleet/");
    expect(screen.getByRole("button", { name: "Go back" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "To the main page" }).getAttribute("href")).toBe("/en/");
    expect(document.body.textContent).not.toMatch(/relation|index\.js|never shown/);
  });

  it("speaks Russian at the root", async () => {
    const heading = await renderFailure("/fleet/", () => {
      throw new Error("boom");
    });
    expect(heading.textContent).toBe("Что-то пошло не так");
    expect(screen.getByRole("link", { name: "Обновить страницу" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Вернуться назад" })).toBeTruthy();
    expect(screen.getByText("Ошибка 500")).toBeTruthy();
  });

  it("a script chunk that failed to load says so and offers a reload", async () => {
    const heading = await renderFailure("/en/", () => {
      throw new TypeError(
        "Failed to fetch dynamically imported module: http://localhost/assets/fleet-1a2b.js",
      );
    });
    expect(heading.textContent).toBe("Part of the page failed to load");
    expect(screen.getByRole("link", { name: "Reload the page" })).toBeTruthy();
  });

  it("a 503 says the service is away for a minute, in the path's language (issue 7, database down)", async () => {
    const unavailable = () => {
      throw data({ title: "Temporarily unavailable" }, { status: 503, headers: { "Retry-After": "60" } });
    };
    const english = await renderFailure("/en/flight/abc/", unavailable);
    expect(english.textContent).toBe("The service is temporarily unavailable");
    expect(screen.getByText(/try reloading the page in a minute/)).toBeTruthy();
    expect(screen.getByText("Error 503")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Reload the page" }).getAttribute("href")).toBe(
      "/en/flight/abc/",
    );
    cleanup();

    const russian = await renderFailure("/search/abc/", unavailable);
    expect(russian.textContent).toBe("Сервис временно недоступен");
    expect(screen.getByText(/обновить страницу через минуту/)).toBeTruthy();
    expect(screen.getByText("Ошибка 503")).toBeTruthy();
  });

  it("a thrown 404 with the CMS texts shows them (spec §2, notFoundPage)", async () => {
    const notFoundPage = {
      title: "Page not found",
      errorCode: "404",
      message: "The address may have changed. Start again from the main page.",
      homeLinkLabel: "Back to the main page",
    };
    const heading = await renderFailure("/en/nonexistent/", () => {
      throw data({ title: notFoundPage.title, notFoundPage }, { status: 404 });
    });
    expect(heading.textContent).toBe("Page not found");
    expect(screen.getByText("404")).toBeTruthy();
    expect(screen.getByText(notFoundPage.message)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the main page" }).getAttribute("href")).toBe("/en/");
  });

  it("a thrown 404 without the CMS texts shows the interface's own words", async () => {
    const heading = await renderFailure("/en/flight/unknown/", () => {
      throw new Response(null, { status: 404 });
    });
    expect(heading.textContent).toBe("No such page");
    expect(screen.getByText("Error 404")).toBeTruthy();
    expect(screen.getByRole("link", { name: "To the main page" }).getAttribute("href")).toBe("/en/");
  });
});
