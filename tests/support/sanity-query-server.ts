import { readFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { evaluate, parse } from "groq-js";

/**
 * A stand-in for the Sanity Content Lake's query endpoint, so tests drive the real @sanity/client
 * over real HTTP (https://www.sanity.io/docs/http-reference/query):
 *   GET  /v{apiVersion}/data/query/{dataset}?query=<GROQ>&$name=<JSON value>&perspective=...
 *   POST /v{apiVersion}/data/query/{dataset} with {"query": ..., "params": {...}}
 * answered as `{ ms, query, result }` by groq-js over an NDJSON dataset, re-read per request so a
 * test can change it. It is written independently of the app's dataset source, so comparing the two
 * is a real check. Perspectives: "published" (the default since API v2025-02-19) hides drafts and
 * release versions; "drafts" shows each draft under its published id (draft preview, issue 17);
 * "raw" shows everything; others are refused.
 */
export interface SanityQueryServerOptions {
  /** The NDJSON file to answer from. */
  file: string;
  /** The only dataset name served; others answer 404 as the Content Lake does. */
  dataset: string;
}

export interface RecordedQueryRequest {
  method: string;
  apiVersion: string;
  dataset: string;
  query: string | null;
  params: Record<string, unknown>;
  perspective: string | null;
  projectId: string | null;
  authorization: string | null;
}

export interface RunningSanityQueryServer {
  /** The API host to give @sanity/client as `apiHost`, e.g. http://127.0.0.1:54321. */
  url: string;
  /** Every query request received, in order. */
  requests: RecordedQueryRequest[];
  close(): Promise<void>;
}

const QUERY_PATH = /^\/v(1|X|\d{4}-\d{2}-\d{2})\/data\/query\/([^/]+)$/;

export function createSanityQueryServer(options: SanityQueryServerOptions): {
  start(): Promise<RunningSanityQueryServer>;
} {
  return {
    async start() {
      const requests: RecordedQueryRequest[] = [];
      const server = createServer((req, res) => {
        handle(options, requests, req, res).catch((error: unknown) => {
          send(res, 500, { error: { description: String(error), type: "internalError" } });
        });
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      const { port } = server.address() as AddressInfo;
      return {
        url: `http://127.0.0.1:${port}`,
        requests,
        close: () =>
          new Promise<void>((resolve, reject) => {
            server.closeAllConnections();
            server.close((error) => (error ? reject(error) : resolve()));
          }),
      };
    },
  };
}

async function handle(
  options: SanityQueryServerOptions,
  requests: RecordedQueryRequest[],
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const started = performance.now();
  const url = new URL(req.url ?? "/", "http://localhost");
  const route = QUERY_PATH.exec(url.pathname);
  if (!route || (req.method !== "GET" && req.method !== "POST")) {
    send(res, 404, { error: "Not Found", message: "Not Found", statusCode: 404 });
    return;
  }
  const [, apiVersion = "", dataset = ""] = route;

  let query = url.searchParams.get("query");
  const params: Record<string, unknown> = {};
  try {
    for (const [name, value] of url.searchParams) {
      if (name.startsWith("$")) params[name.slice(1)] = JSON.parse(value);
    }
    if (req.method === "POST") {
      const body = JSON.parse(await readBody(req)) as { query?: unknown; params?: unknown };
      if (typeof body.query === "string") query = body.query;
      if (typeof body.params === "object" && body.params !== null) Object.assign(params, body.params);
    }
  } catch {
    send(res, 400, {
      error: { description: "Request body or parameter is not valid JSON", type: "httpBadRequest" },
    });
    return;
  }
  const perspective = url.searchParams.get("perspective");
  requests.push({
    method: req.method,
    apiVersion,
    dataset,
    query,
    params,
    perspective,
    projectId: header(req, "x-sanity-project-id"),
    authorization: header(req, "authorization"),
  });

  if (dataset !== options.dataset) {
    send(res, 404, {
      error: "Not Found",
      message: `Dataset "${dataset}" not found for project ID "${header(req, "x-sanity-project-id") ?? ""}"`,
      statusCode: 404,
    });
    return;
  }
  if (query === null || query === "") {
    send(res, 400, { error: { description: "Param $query is required", type: "httpBadRequest" } });
    return;
  }
  if (perspective !== null && !["published", "drafts", "raw"].includes(perspective)) {
    send(res, 400, {
      error: {
        description: `Perspective "${perspective}" is not served by this test server`,
        type: "httpBadRequest",
      },
    });
    return;
  }

  let tree: ReturnType<typeof parse>;
  try {
    tree = parse(query, { params });
  } catch (error) {
    // The Content Lake's shape for a GROQ syntax error, which @sanity/client turns into a
    // "GROQ query parse error" message with a code frame.
    const position = (error as { position?: unknown }).position;
    const start = typeof position === "number" ? position : 0;
    const description =
      error instanceof Error
        ? error.message.replace(/^Syntax error in GROQ query at position \d+: /, "")
        : String(error);
    send(res, 400, { error: { description, end: start + 1, query, start, type: "queryParseError" } });
    return;
  }

  const documents = await readDocuments(options.file);
  const published = documents.filter((doc) => !/^(drafts|versions)\./.test(doc._id));
  const visible =
    perspective === "raw" ? documents : perspective === "drafts" ? withDrafts(documents) : published;
  const result = await (await evaluate(tree, { dataset: visible, params })).get();
  const ms = Math.round(performance.now() - started);
  // The client asks for returnQuery=false unless it wants the query echoed.
  send(res, 200, url.searchParams.get("returnQuery") === "false" ? { ms, result } : { ms, query, result });
}

/** Each `drafts.X` in place of `X` (or after the rest when `X` is unpublished), as `_id` "X". */
function withDrafts(documents: Array<{ _id: string }>): Array<{ _id: string }> {
  const drafts = new Map(
    documents
      .filter((doc) => doc._id.startsWith("drafts."))
      .map((doc) => [doc._id.slice(7), { ...doc, _id: doc._id.slice(7), _originalId: doc._id }]),
  );
  const published = documents.filter((doc) => !/^(drafts|versions)\./.test(doc._id));
  const ids = new Set(published.map((doc) => doc._id));
  return [
    ...published.map((doc) => drafts.get(doc._id) ?? doc),
    ...[...drafts.values()].filter((doc) => !ids.has(doc._id)),
  ];
}

async function readDocuments(file: string): Promise<Array<{ _id: string }>> {
  const text = await readFile(file, "utf8");
  return text
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as { _id: string });
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function header(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return typeof value === "string" ? value : null;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const json = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(json),
  });
  res.end(json);
}
