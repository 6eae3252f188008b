// @vitest-environment happy-dom
import { act } from "@testing-library/react";
import { Link, MemoryRouter, useLocation } from "react-router-dom";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom/server";
import { afterAll, describe, expect, it } from "vitest";
import { markHydrated } from "~/utils/hydration";
import { StaticIsland } from "./static-island";

// Issue 28, item 12 (decision 043): the server's markup of an island is kept, not hydrated; its
// links still navigate in the page; a change of its version renders it live.

let renders = 0;

function Content({ label }: { label: string }) {
  renders += 1;
  return (
    <footer>
      <p>{label}</p>
      <Link to="/fleet/">Парк</Link>
      <a href="/docs/offer.pdf">Оферта</a>
    </footer>
  );
}

function Where() {
  return <output>{useLocation().pathname}</output>;
}

function Tree({ version, label }: { version: string; label: string }) {
  return (
    <>
      <Where />
      <StaticIsland version={version}>
        <Content label={label} />
      </StaticIsland>
    </>
  );
}

const Page = (props: { version: string; label: string }) => (
  <MemoryRouter initialEntries={["/"]}>
    <Tree {...props} />
  </MemoryRouter>
);

const click = (element: Element) =>
  element.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }));

describe("StaticIsland", () => {
  const container = document.createElement("div");
  let root: Root | undefined;
  afterAll(() => act(() => root?.unmount()));

  it("keeps the server's markup and never renders its children while the page hydrates", async () => {
    const html = renderToString(
      <StaticRouter location="/">
        <Tree version="ru" label="Контакты" />
      </StaticRouter>,
    );
    expect(html).toContain("Контакты");
    container.innerHTML = html;
    document.body.append(container);
    renders = 0;
    await act(async () => {
      root = hydrateRoot(container, <Page version="ru" label="Контакты" />);
    });
    expect(renders).toBe(0);
    expect(container.innerHTML).toBe(html);
    expect(container.querySelector(".static-island footer p")?.textContent).toBe("Контакты");
  });

  it("sends a click on a frozen page link to the router, and leaves files to the browser", async () => {
    // The document sees the click after React's listener on the container: a file's click is
    // left to the browser (not prevented); the listener then stops happy-dom's own navigation.
    let prevented: boolean | null = null;
    document.addEventListener(
      "click",
      (event) => {
        prevented = event.defaultPrevented;
        event.preventDefault();
      },
      { once: true },
    );
    click(container.querySelector('a[href="/docs/offer.pdf"]')!);
    expect(prevented).toBe(false);
    expect(container.querySelector("output")?.textContent).toBe("/");
    let followed = true;
    await act(async () => {
      followed = click(container.querySelector('a[href="/fleet/"]')!);
    });
    expect(followed).toBe(false);
    expect(container.querySelector("output")?.textContent).toBe("/fleet/");
  });

  it("renders its children live once its version changes after hydration", async () => {
    markHydrated();
    renders = 0;
    await act(async () => root!.render(<Page version="en" label="Contacts" />));
    expect(renders).toBe(1);
    expect(container.querySelector(".static-island footer p")?.textContent).toBe("Contacts");
    expect(container.querySelectorAll("footer")).toHaveLength(1);
  });
});
