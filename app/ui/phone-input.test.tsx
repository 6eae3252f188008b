// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadPhoneRule, loadedPhoneRule } from "~/utils/phone-rule";
import { PhoneInput } from "./phone-input";

afterEach(cleanup);

function Field({ initial = "" }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="phone">Телефон</label>
      <PhoneInput id="phone" value={value} onChange={(event) => setValue(event.currentTarget.value)} />
      <output data-testid="state">{value}</output>
    </>
  );
}

const field = () => screen.getByLabelText<HTMLInputElement>("Телефон");

const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;

/** What the browser does on a key: the new text, the caret after it, an `input` event of its type. */
function edit(input: HTMLInputElement, value: string, inputType: string) {
  act(() => {
    setValue.call(input, value);
    input.setSelectionRange(value.length, value.length);
    input.dispatchEvent(new InputEvent("input", { bubbles: true, inputType }));
  });
}

function type(input: HTMLInputElement, text: string) {
  for (const key of text) edit(input, input.value + key, "insertText");
}

function backspace(input: HTMLInputElement) {
  edit(input, input.value.slice(0, -1), "deleteContentBackward");
}

// First in the file: the rule is loaded once for the module, and the tests after this have it.
describe("PhoneInput before the phone rule has come", () => {
  it("is a plain field, then lays out what was typed meanwhile, and the form holds the same text", async () => {
    expect(loadedPhoneRule()).toBeNull();
    render(<Field />);
    type(field(), "8916123");
    expect(field().value).toBe("8916123");
    await act(() => loadPhoneRule());
    expect(field().value).toBe("8 (916) 123");
    expect(screen.getByTestId("state").textContent).toBe("8 (916) 123");
    type(field(), "4567");
    expect(field().value).toBe("8 (916) 123-45-67");
  });
});

describe("PhoneInput", () => {
  beforeAll(() => loadPhoneRule());

  it("is the plain phone field every form posts, at most 24 characters", () => {
    render(<Field />);
    expect(field().name).toBe("phone");
    expect(field().type).toBe("tel");
    expect(field().inputMode).toBe("tel");
    expect(field().autocomplete).toBe("tel");
    expect(field().required).toBe(true);
    expect(field().maxLength).toBe(24);
  });

  it.each([
    ["+7 (916) 123-45-67", "+7 (916) 123-45-67"],
    ["8 916 123 45 67", "8 (916) 123-45-67"],
    ["89161234567", "8 (916) 123-45-67"],
    ["+971501234567", "+971 50 123 4567"],
  ])("lays %j out as %j while it is typed, and the form holds the same text", (typed, shown) => {
    render(<Field />);
    type(field(), typed);
    expect(field().value).toBe(shown);
    expect(screen.getByTestId("state").textContent).toBe(shown);
    expect(field().selectionStart).toBe(shown.length);
  });

  it("lays a pasted number out too", () => {
    render(<Field />);
    fireEvent.change(field(), { target: { value: "+7.916.123.45.67" } });
    expect(field().value).toBe("+7 (916) 123-45-67");
  });

  it("lets Backspace delete, brackets and hyphens included", () => {
    render(<Field />);
    type(field(), "8916");
    expect(field().value).toBe("8 (916)");
    backspace(field());
    expect(field().value).toBe("8 (916");
    backspace(field());
    backspace(field());
    expect(field().value).toBe("8 (9");
    expect(screen.getByTestId("state").textContent).toBe("8 (9");
    // Typing again lays the number out anew.
    type(field(), "161234567");
    expect(field().value).toBe("8 (916) 123-45-67");
  });

  it("leaves text that is not a number as typed, for the error to speak of", () => {
    render(<Field />);
    type(field(), "звоните");
    expect(field().value).toBe("звоните");
  });
});
