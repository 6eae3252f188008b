import net from "node:net";

/**
 * A TCP proxy on a loopback port, to take a server away from a client and give it back without
 * touching either (issue 7, "database down": the app's connection pool stays as it is, only the
 * network under it fails). `stop()` destroys every open connection and closes the port, so new
 * connections are refused, as when a database host goes down; `start()` listens on the same port
 * again, as when it comes back.
 */
export interface TcpProxy {
  /** The loopback port clients connect to; the same across stop() and start(). */
  readonly port: number;
  /** Connections accepted since the proxy was made (how many times the client reconnected). */
  readonly accepted: number;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  let accepted = 0;

  const track = (socket: net.Socket) => {
    sockets.add(socket);
    // A destroyed peer's error is the point of the exercise, not a crash.
    socket.on("error", () => undefined);
    socket.on("close", () => sockets.delete(socket));
  };

  async function start() {
    if (server) return;
    const listening = net.createServer((client) => {
      accepted += 1;
      track(client);
      const upstream = net.connect(target.port, target.host);
      track(upstream);
      // Either side closing closes the other, as a direct connection would.
      client.on("close", () => upstream.destroy());
      upstream.on("close", () => client.destroy());
      client.pipe(upstream);
      upstream.pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      listening.once("error", reject);
      listening.listen(port, "127.0.0.1", () => {
        listening.off("error", reject);
        resolve();
      });
    });
    port = (listening.address() as net.AddressInfo).port;
    server = listening;
  }

  async function stop() {
    const closing = server;
    server = null;
    if (!closing) return;
    const closed = new Promise<void>((resolve) => closing.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
  }

  await start();
  return {
    get port() {
      return port;
    },
    get accepted() {
      return accepted;
    },
    start,
    stop,
  };
}
