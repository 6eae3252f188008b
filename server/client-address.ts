import { isIP } from "node:net";
import type { Request } from "express";

/**
 * The client's address (issue 30, item 6). Express's `req.ip` is the entry of X-Forwarded-For that
 * the trusted proxies (TRUST_PROXY, docs/operations.md) say the client came from; it is only a
 * header's text, and a client talking to the server directly, or a proxy that passes a forged
 * header on, can put anything there ("reset access at https://…"). Only a valid IPv4 or IPv6
 * address is believed; anything else falls back to the address of the socket, which no header can
 * change. Every limit, audit line and e-mail that names an address reads it from here.
 */
export function clientAddress(req: Pick<Request, "ip" | "socket">): string {
  const claimed = req.ip;
  if (claimed && isIP(claimed) !== 0) return claimed;
  const socket = req.socket.remoteAddress;
  return socket && isIP(socket) !== 0 ? socket : "unknown";
}
