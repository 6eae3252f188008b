import { data } from "@remix-run/node";
import type { OpsContext } from "../access.server";
import {
  diskDocumentStore,
  type DocumentErrors,
  type DocumentStore,
  type UploadedFile,
} from "~/charter/index.server";

/**
 * What the documents page's routes share (issue 27, item 2): the store of the scans (on disk under
 * DATA_DIR; swap it here for a bucket), the uploaded file of a form, and a rejected form's answer.
 */
export function documentStore(ops: OpsContext): DocumentStore {
  return diskDocumentStore(ops.services.env.DATA_DIR);
}

/** The form's file field as bytes; null when none was chosen (or a text came in its place). */
export async function uploadedFile(form: FormData, name: string): Promise<UploadedFile | null> {
  const value = form.get(name);
  if (!value || typeof value === "string") return null;
  return { name: value.name, bytes: new Uint8Array(await value.arrayBuffer()) };
}

export interface DocumentActionData {
  intent: string;
  id?: string;
  errors: DocumentErrors;
  values: Record<string, string>;
}

/** A form that was refused: 400 with its errors and what was typed (the token and file left out). */
export function refusedDocumentForm(intent: string, errors: DocumentErrors, form: FormData, id?: string) {
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value === "string" && key !== "_csrf") values[key] = value;
  }
  const body: DocumentActionData = { intent, errors, values, ...(id ? { id } : {}) };
  return data(body, { status: 400 });
}
