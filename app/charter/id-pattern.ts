/*
 * The shape of the ids newId draws (./ids.ts), apart from it so that code the browser runs (the
 * order number, ./order-number.ts) can check one without bundling node:crypto.
 */

/** Crockford's base32 in lower case: no i, l, o or u, so nothing reads as another character. */
export const ID_ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";

export const ID_PATTERN = /^[0-9abcdefghjkmnpqrstvwxyz]{12}$/;
