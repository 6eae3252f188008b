import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

/** Serves an Express app (or any request listener) on a free loopback port for a test. */
export async function listenOnLoopback(app: {
  listen(port: number, host: string): Server;
}): Promise<{ origin: string; server: Server; close(): Promise<void> }> {
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    server,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
