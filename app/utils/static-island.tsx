import { useNavigate } from "@remix-run/react";
import { useId, useState, type MouseEvent, type ReactNode } from "react";
import { isHydrating } from "~/utils/hydration";

/**
 * Markup the server renders and the browser does not hydrate (issue 28, item 12; decision 043).
 *
 * Hydrating a subtree costs the phone's main thread its whole render again: every component runs,
 * every element is matched and given its props, though nothing in a footer or a list of links ever
 * changes. An island renders its children on the server inside a `div.static-island` (CSS
 * `display: contents`, so it adds no box). When the page hydrates, the island does not render its
 * children: it reads the markup the server sent (its own element's `innerHTML`) and hands it back
 * to React as `dangerouslySetInnerHTML`, which React hydrates as one element without looking
 * inside. The DOM is left exactly as the server wrote it, and if React ever has to render the page
 * from scratch (a hydration error), it writes the same markup again instead of an empty box.
 *
 * What it keeps working:
 * - **Links.** Remix's `<Link>` navigates in the page with JavaScript; in the frozen markup it is
 *   a plain `<a>`. A click on such a link inside the island is taken over here and handed to the
 *   router, as `<Link>` would: same origin, no `target`, no `download`, a plain left click without
 *   modifier keys, and an address whose last segment has no dot (files such as `/docs/offer.pdf`
 *   load as documents, as the CMS links render them: app/home/links.tsx). `data-document` on a link
 *   opts it out.
 * - **Changes.** `version` names what the markup shows (the language, the currency, the card's
 *   id…). While it stays the one the page hydrated with, the server's markup stays; once it
 *   differs, the island renders its children live, as an island mounted after hydration (a client
 *   navigation, "show more") always does.
 *
 * The rule for what goes in one: markup with no state, no effect and no handler of its own (links
 * and `<details>` are fine), whose props can only change through `version`. Anything a visitor
 * types into, toggles or that reacts to the route stays outside. If the island's element is not
 * found (the server and the browser disagree on its id), it simply hydrates its children.
 */
export function StaticIsland({
  version,
  className,
  children,
}: {
  version: string;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  const navigate = useNavigate();
  const [server] = useState(() => {
    if (!isHydrating()) return null;
    const element = document.getElementById(id);
    return element ? { version, html: element.innerHTML } : null;
  });
  const classes = className ? `static-island ${className}` : "static-island";
  if (server === null || server.version !== version) {
    return (
      <div key="live" id={id} className={classes}>
        {children}
      </div>
    );
  }
  const follow = (event: MouseEvent<HTMLDivElement>) => {
    const to = routerTarget(event);
    if (to === null) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    // The click is the links' (see above); the wrapper itself is not interactive.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      key="server"
      id={id}
      className={classes}
      onClick={follow}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: server.html }}
    />
  );
}

/** The in-site address a click on a frozen link should go to through the router, or null. */
export function routerTarget(event: {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  target: EventTarget | null;
  currentTarget: Element;
}): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest("a") : null;
  if (!anchor || !event.currentTarget.contains(anchor)) return null;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  if (anchor.hasAttribute("data-document")) return null;
  const href = anchor.getAttribute("href");
  if (!href || href.startsWith("#")) return null;
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  if ((url.pathname.split("/").pop() ?? "").includes(".")) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
