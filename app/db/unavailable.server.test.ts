import net from "node:net";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { databaseOutage, isDatabaseUnavailable } from "./unavailable.server";

/** An error as node-postgres's protocol parser builds it from a server's ErrorResponse. */
function serverError(code: string, message: string) {
  return Object.assign(new Error(message), { code, severity: "FATAL" });
}

/** As drizzle wraps every failed query (DrizzleQueryError: the driver's error as `cause`). */
function failedQuery(cause: unknown) {
  return new Error("Failed query: select 1\nparams: ", { cause });
}

describe("database outages are told apart from query errors (issue 7, database down)", () => {
  it.each([
    [
      "a refused connection",
      Object.assign(new Error("connect ECONNREFUSED 10.0.0.5:5432"), { code: "ECONNREFUSED" }),
    ],
    ["a reset connection", Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" })],
    ["an unresolvable host", Object.assign(new Error("getaddrinfo ENOTFOUND db"), { code: "ENOTFOUND" })],
    ["a dropped connection", new Error("Connection terminated unexpectedly")],
    ["pg-pool's connect timeout", new Error("timeout exceeded when trying to connect")],
    [
      "pg-pool's connect timeout over the socket's",
      new Error("Connection terminated due to connection timeout", { cause: new Error("timeout expired") }),
    ],
    ["a query the server never answered", new Error("Query read timeout")],
    [
      "a client broken by an earlier error",
      new Error("Client has encountered a connection error and is not queryable"),
    ],
    [
      "57P01 admin_shutdown (a restart, a failover)",
      serverError("57P01", "terminating connection due to administrator command"),
    ],
    [
      "57P02 crash_shutdown",
      serverError("57P02", "terminating connection because of crash of another server process"),
    ],
    ["57P03 cannot_connect_now", serverError("57P03", "the database system is starting up")],
    ["08006 connection_failure", serverError("08006", "connection failure")],
    ["08P01 protocol_violation", serverError("08P01", "protocol violation")],
    ["53300 too_many_connections", serverError("53300", "sorry, too many clients already")],
    [
      "Node's multi-address connect",
      Object.assign(
        new AggregateError([
          Object.assign(new Error("connect ECONNREFUSED ::1:5432"), { code: "ECONNREFUSED" }),
        ]),
        {
          code: "ECONNREFUSED",
        },
      ),
    ],
  ])("%s, bare or wrapped by drizzle", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(failedQuery(error))).toBe(true);
  });

  it.each([
    ["a unique violation", serverError("23505", "duplicate key value violates unique constraint")],
    ["a syntax error", serverError("42601", 'syntax error at or near "selec"')],
    [
      "a statement timeout (load, not an outage)",
      serverError("57014", "canceling statement due to statement timeout"),
    ],
    ["a missing table", serverError("42P01", 'relation "cards" does not exist')],
    ["a programming error", new TypeError("Cannot read properties of undefined (reading 'id')")],
    ["the app's own shutdown", new Error("Cannot use a pool after calling end on the pool")],
    ["a string", "ECONNREFUSED"],
    ["nothing", undefined],
  ])("not %s", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isDatabaseUnavailable(failedQuery(error))).toBe(false);
  });

  it("ends on a cycle of causes", () => {
    const a = new Error("a");
    const b = new Error("b", { cause: a });
    (a as { cause?: unknown }).cause = b;
    expect(isDatabaseUnavailable(a)).toBe(false);
  });

  it("names the cause for the log, not drizzle's query text", () => {
    expect(databaseOutage(failedQuery(new Error("Connection terminated unexpectedly")))).toEqual({
      code: null,
      message: "Connection terminated unexpectedly",
    });
    expect(databaseOutage(failedQuery(serverError("57P01", "terminating connection")))).toEqual({
      code: "57P01",
      message: "terminating connection",
    });
  });
});

describe("the real driver's errors", () => {
  const servers: net.Server[] = [];
  const pools: pg.Pool[] = [];
  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.end()));
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  });

  function poolTo(port: number) {
    const pool = new pg.Pool({ host: "127.0.0.1", port, user: "postgres", connectionTimeoutMillis: 500 });
    pool.on("error", () => undefined);
    pools.push(pool);
    return drizzle(pool);
  }

  async function listen(onConnection: (socket: net.Socket) => void) {
    const server = net.createServer(onConnection);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return (server.address() as net.AddressInfo).port;
  }

  async function failure(db: ReturnType<typeof poolTo>) {
    return db.execute(sql`select 1`).then(
      () => undefined,
      (error: unknown) => error,
    );
  }

  it("nothing listening: drizzle over node-postgres", async () => {
    // Port 1 is privileged and unused here: the connection is refused at once.
    const error = await failure(poolTo(1));
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("a server that hangs up as soon as it is reached", async () => {
    const port = await listen((socket) => socket.destroy());
    expect(isDatabaseUnavailable(await failure(poolTo(port)))).toBe(true);
  });

  it("a server that never answers", async () => {
    const sockets: net.Socket[] = [];
    const port = await listen((socket) => sockets.push(socket));
    const error = await failure(poolTo(port));
    for (const socket of sockets) socket.destroy();
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
});
