import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { fieldAria, InputField, SelectField, TextareaField } from "./field";

/*
 * Issue 31, item 4: one field kit for every console form. What a screen reader and the e2e tests
 * rely on: the label names the control, the hint and the error are tied to it by id, and an error
 * marks it invalid.
 */
describe("the console's field kit", () => {
  it("ties a label, a hint and an error to the control", () => {
    const html = renderToStaticMarkup(
      <InputField
        id="invite-email"
        label="E-mail"
        hint="Work address"
        error="Check the address."
        name="email"
        type="email"
        defaultValue="a@"
      />,
    );
    expect(html).toBe(
      '<div class="ops-field"><label for="invite-email">E-mail</label>' +
        '<input name="email" type="email" id="invite-email" aria-invalid="true" ' +
        'aria-describedby="invite-email-hint invite-email-error" value="a@"/>' +
        '<span id="invite-email-hint" class="ops-field__hint">Work address</span>' +
        '<span id="invite-email-error" class="ops-field__error">Check the address.</span></div>',
    );
  });

  it("leaves a valid field without aria-invalid, and without aria-describedby when nothing describes it", () => {
    const html = renderToStaticMarkup(<InputField id="audit-id" label="Id" name="id" />);
    expect(html).toBe(
      '<div class="ops-field"><label for="audit-id">Id</label><input name="id" id="audit-id"/></div>',
    );
  });

  it("draws selects and text areas the same way", () => {
    const select = renderToStaticMarkup(
      <SelectField id="s" label="Role" error="Choose one." name="role" defaultValue="b">
        <option value="a">A</option>
        <option value="b">B</option>
      </SelectField>,
    );
    expect(select).toContain('<select name="role" id="s" aria-invalid="true" aria-describedby="s-error">');
    expect(select).toContain('<option value="b" selected="">B</option>');
    const textarea = renderToStaticMarkup(
      <TextareaField id="t" label="Note" hint="Up to 4000" className="wide" name="body" rows={3} />,
    );
    expect(textarea).toBe(
      '<div class="ops-field wide"><label for="t">Note</label>' +
        '<textarea name="body" rows="3" id="t" aria-describedby="t-hint"></textarea>' +
        '<span id="t-hint" class="ops-field__hint">Up to 4000</span></div>',
    );
  });

  it("gives a control outside a frame (a radio of a group) the same attributes", () => {
    expect(fieldAria("x-channel", { error: "no_phone" })).toEqual({
      "aria-invalid": true,
      "aria-describedby": "x-channel-error",
    });
    expect(fieldAria("x", {})).toEqual({});
  });
});
