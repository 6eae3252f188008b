// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useId, useRef } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ScrollButton } from "./scroll-button";
import { useScrollEnds, type ScrollEnds, type ScrollStep } from "./use-scroll-ends";

/** The strip's geometry as the browser would lay it out (happy-dom lays nothing out). */
const geometry = { scrollLeft: 0, scrollWidth: 1000, clientWidth: 300 };
let reducedMotion = false;
const scrollBy = vi.fn();

beforeEach(() => {
  Object.assign(geometry, { scrollLeft: 0, scrollWidth: 1000, clientWidth: 300 });
  reducedMotion = false;
  scrollBy.mockClear();
  for (const key of ["scrollLeft", "scrollWidth", "clientWidth"] as const) {
    vi.spyOn(HTMLElement.prototype, key, "get").mockImplementation(() => geometry[key]);
  }
  HTMLElement.prototype.scrollBy = scrollBy as unknown as HTMLElement["scrollBy"];
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query === "(prefers-reduced-motion: reduce)" && reducedMotion,
  }));
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function Strip({ step, initial }: { step: ScrollStep; initial?: ScrollEnds }) {
  const strip = useRef<HTMLUListElement>(null);
  const id = useId();
  const ends = useScrollEnds(strip, { step, initial });
  return (
    <div>
      <ul ref={strip} id={id} data-testid="strip">
        <li>one</li>
      </ul>
      <ScrollButton
        direction="previous"
        label="Previous"
        controls={id}
        className="strip__button"
        disabled={ends.start}
        onClick={() => ends.scroll("previous")}
      />
      <ScrollButton
        direction="next"
        label="Next"
        controls={id}
        className="strip__button"
        disabled={ends.end}
        onClick={() => ends.scroll("next")}
      />
    </div>
  );
}

const previous = () => screen.getByRole("button", { name: "Previous" });
const next = () => screen.getByRole("button", { name: "Next" });

describe("useScrollEnds and ScrollButton (a horizontal strip's previous/next)", () => {
  it("before hydration counts the strip as fitting, or as the caller says", () => {
    expect(renderToString(<Strip step={50} />).match(/aria-disabled="true"/g)).toHaveLength(2);
    const partners = renderToString(<Strip step={50} initial={{ start: true, end: false }} />);
    expect(partners.match(/aria-disabled="true"/g)).toHaveLength(1);
    expect(partners).toContain('aria-disabled="false"');
  });

  it("marks the previous button unavailable at the start and scrolls forward by the caller's step", () => {
    render(<Strip step={50} />);
    expect(previous().getAttribute("aria-disabled")).toBe("true");
    expect(next().getAttribute("aria-disabled")).toBe("false");
    expect(next().getAttribute("aria-controls")).toBe(screen.getByTestId("strip").id);
    expect(next().className).toBe("strip__button");

    fireEvent.click(previous());
    expect(scrollBy).not.toHaveBeenCalled();
    fireEvent.click(next());
    expect(scrollBy).toHaveBeenCalledWith({ left: 50, behavior: "smooth" });
  });

  it("follows the scroll position with a pixel of slack and stops at the end", () => {
    render(<Strip step={50} />);
    geometry.scrollLeft = 699.5;
    act(() => void screen.getByTestId("strip").dispatchEvent(new Event("scroll")));
    expect(previous().getAttribute("aria-disabled")).toBe("false");
    expect(next().getAttribute("aria-disabled")).toBe("true");

    fireEvent.click(next());
    expect(scrollBy).not.toHaveBeenCalled();
    fireEvent.click(previous());
    expect(scrollBy).toHaveBeenCalledWith({ left: -50, behavior: "smooth" });
  });

  it("measures a step from the strip and jumps when less motion is asked for", () => {
    reducedMotion = true;
    const step = vi.fn((strip: HTMLElement) => (strip.tagName === "UL" ? 212 : 0));
    render(<Strip step={step} />);
    fireEvent.click(next());
    expect(scrollBy).toHaveBeenCalledWith({ left: 212, behavior: "auto" });
  });

  it("marks both ends reached when everything fits, so a caller can hide its buttons", () => {
    geometry.scrollWidth = 300;
    render(<Strip step={50} />);
    expect(previous().getAttribute("aria-disabled")).toBe("true");
    expect(next().getAttribute("aria-disabled")).toBe("true");
  });
});
