import { ID_PATTERN } from "./id-pattern";

/*
 * One order number everywhere (issue 28, item 5; docs/decisions/030-one-order-number.md): the
 * pre-order's id, which is also its deal's id in the console, written in capitals. The customer
 * reads it on the confirmation, the console shows it on the inbox and the order page, its search
 * finds it, and every message about the order (the sales team's e-mail, the customer's SMS and
 * e-mail from the console) carries it. The API keeps the id as it is (API.md PreOrder.id); the
 * number is the same id, so either spelling finds the order.
 */

/** The number a customer is told and quotes: the id in capitals, `77JQ24AKXV43`. */
export function orderNumber(id: string): string {
  return id.toUpperCase();
}

/**
 * The id behind a number as a person reads it out or types it: any case, spaces and hyphens
 * between the characters, and the letters Crockford's base32 (app/charter/ids.ts) reads as
 * digits (O for 0; I and L for 1). Null when it cannot be an order number.
 */
export function idOfOrderNumber(text: string): string | null {
  const id = text
    .trim()
    .toLowerCase()
    .replace(/^№\s*/, "")
    .replace(/[\s-]/g, "")
    .replace(/o/g, "0")
    .replace(/[il]/g, "1");
  return ID_PATTERN.test(id) ? id : null;
}
