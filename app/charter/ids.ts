import { randomBytes } from "node:crypto";
import { ID_ALPHABET } from "./id-pattern";

export { ID_PATTERN } from "./id-pattern";

/**
 * Identifiers of saved searches and cards: 12 characters of Crockford's base32 (60 random bits),
 * short enough to read out on the phone, long enough that they cannot be guessed to browse other
 * visitors' searches.
 */
export function newId(length = 12): string {
  const bytes = randomBytes(length);
  let id = "";
  for (let i = 0; i < length; i += 1) id += ID_ALPHABET[bytes[i]! & 31];
  return id;
}
