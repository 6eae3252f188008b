// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useFocusTrap } from "./use-focus-trap";

afterEach(cleanup);

function Dialog({ onEscape }: { onEscape: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, true, onEscape);
  return (
    <div ref={ref}>
      {/* The booking form's honeypot comes first (app/leads/honeypot.tsx); Tab must never land on it. */}
      <div aria-hidden="true">
        <input name="website" tabIndex={-1} />
      </div>
      <input type="hidden" name="intent" value="register" />
      <button type="button">first</button>
      <button type="button">last</button>
    </div>
  );
}

describe("the focus trap of dialogs (WAI-ARIA dialog pattern)", () => {
  it("starts on the first reachable control and wraps past hidden fields and the honeypot", () => {
    render(<Dialog onEscape={() => undefined} />);
    const first = screen.getByRole("button", { name: "first" });
    const last = screen.getByRole("button", { name: "last" });
    expect(document.activeElement).toBe(first);
    last.focus();
    fireEvent.keyDown(document, { key: "Tab" });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(document, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it("closes on Escape", () => {
    const onEscape = vi.fn();
    render(<Dialog onEscape={onEscape} />);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(onEscape).toHaveBeenCalledOnce();
  });
});
