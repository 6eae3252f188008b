import type { CustomValidator, Rule, ValidationContext } from "../../schemas";

/**
 * Validates documents against the plain schema objects of ../../schemas without Sanity installed
 * (the root package does not depend on it), the way the Studio would: the shape of every value
 * (types, unknown fields, `_type` and `_key` of array members, references and assets that exist)
 * and every field's `validation`, run against a recording implementation of the schemas' `Rule`.
 *
 * The rule semantics follow Sanity 5's (sanity/lib, `Rule.validate`): a chain's level is set by
 * `warning()`/`error()`; an empty value runs only the custom validators unless the rule is
 * required; `min`/`max`/`length` count characters of a string and items of an array and compare
 * numbers; `options.list` admits only the listed values; a `url` field checks http(s) by default.
 * A rule that Sanity has no validator for on the field's kind (`max` on a slug) is reported as a
 * schema error, as Sanity would throw.
 */

export type Level = "error" | "warning";

export interface Issue {
  documentId: string;
  /** Where in the document, e.g. `spec_items_intl[_key=="minsk"].arrival`. */
  path: string;
  level: Level;
  message: string;
}

/** The parts of a schema definition the validator reads; the rest (titles, groups...) is for the Studio. */
export interface SchemaDefinition {
  readonly name?: string;
  readonly type: string;
  readonly fields?: readonly SchemaDefinition[];
  readonly of?: readonly SchemaDefinition[];
  readonly to?: readonly { readonly type: string }[];
  readonly options?: object;
  readonly validation?: (rule: Rule) => Rule | readonly Rule[];
  readonly styles?: readonly { readonly value: string }[];
  readonly lists?: readonly { readonly value: string }[];
  readonly marks?: {
    readonly decorators?: readonly { readonly value: string }[];
    readonly annotations?: readonly SchemaDefinition[];
  };
}

export interface StoredDocument {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

const BUILT_IN_TYPES = new Set([
  "document",
  "object",
  "array",
  "string",
  "text",
  "url",
  "number",
  "boolean",
  "date",
  "datetime",
  "slug",
  "image",
  "file",
  "reference",
  "block",
]);

const DOCUMENT_META = new Set(["_id", "_type", "_rev", "_createdAt", "_updatedAt"]);
const ASSET_TYPES = { image: "sanity.imageAsset", file: "sanity.fileAsset" } as const;
/** Portable Text's defaults where a block type lists none (Sanity's block schema). */
const DEFAULT_STYLES = ["normal", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote"];
const DEFAULT_LISTS = ["bullet", "number"];
const DEFAULT_DECORATORS = ["strong", "em", "code", "underline", "strike-through"];

type RuleKind = "String" | "Number" | "Boolean" | "Date" | "Array" | "Object";

type RuleSpec =
  | { flag: "presence" }
  | { flag: "min" | "max" | "length" | "precision"; limit: number }
  | { flag: "integer" | "email" | "unique" }
  | { flag: "regex"; pattern: RegExp; name?: string; invert: boolean }
  | { flag: "uri"; schemes: string[]; allowRelative: boolean }
  | { flag: "valid"; values: readonly unknown[] }
  | { flag: "custom"; validator: CustomValidator };

/**
 * A `Rule` that records what a schema asks for; `check` then applies it to a value. Immutable like
 * Sanity's: every call returns a new rule.
 */
export class RecordingRule implements Rule {
  constructor(
    readonly specs: readonly RuleSpec[] = [],
    readonly level: Level = "error",
    readonly message: string | undefined = undefined,
    readonly isRequired = false,
  ) {}

  private with(spec: RuleSpec, isRequired = this.isRequired): RecordingRule {
    // Sanity keeps one uri and one email rule: a later one (the field's) replaces the type's default.
    const kept =
      spec.flag === "uri" || spec.flag === "email"
        ? this.specs.filter((existing) => existing.flag !== spec.flag)
        : this.specs;
    return new RecordingRule([...kept, spec], this.level, this.message, isRequired);
  }

  required() {
    return this.with({ flag: "presence" }, true);
  }
  min(limit: number) {
    return this.with({ flag: "min", limit });
  }
  max(limit: number) {
    return this.with({ flag: "max", limit });
  }
  length(limit: number) {
    return this.with({ flag: "length", limit });
  }
  integer() {
    return this.with({ flag: "integer" });
  }
  precision(limit: number) {
    return this.with({ flag: "precision", limit });
  }
  regex(pattern: RegExp, options: { name?: string; invert?: boolean } = {}) {
    return this.with({ flag: "regex", pattern, name: options.name, invert: options.invert ?? false });
  }
  email() {
    return this.with({ flag: "email" });
  }
  uri(options: { scheme: string[]; allowRelative?: boolean }) {
    return this.with({ flag: "uri", schemes: options.scheme, allowRelative: options.allowRelative ?? false });
  }
  unique() {
    return this.with({ flag: "unique" });
  }
  custom(validator: CustomValidator) {
    return this.with({ flag: "custom", validator });
  }
  /** Not a schema method: what `options.list` adds to a field's base rule in Sanity. */
  valid(values: readonly unknown[]) {
    return this.with({ flag: "valid", values });
  }
  warning(message?: string) {
    return new RecordingRule(this.specs, "warning", message, this.isRequired);
  }
  error(message?: string) {
    return new RecordingRule(this.specs, "error", message, this.isRequired);
  }

  /** The messages this rule gives `value`; an empty list when it passes. */
  check(value: unknown, kind: RuleKind, context: ValidationContext): string[] {
    const empty = value === undefined || value === null;
    const specs =
      empty && !this.isRequired ? this.specs.filter((spec) => spec.flag === "custom") : this.specs;
    const messages: string[] = [];
    for (const spec of specs) {
      const result = applySpec(spec, value, kind, context);
      if (result !== true) messages.push(this.message ?? result);
    }
    return messages;
  }
}

function applySpec(
  spec: RuleSpec,
  value: unknown,
  kind: RuleKind,
  context: ValidationContext,
): true | string {
  const unsupported = () => {
    throw new SchemaError(`"${spec.flag}" is not a rule Sanity can apply to a value of kind ${kind}`);
  };
  switch (spec.flag) {
    case "presence":
      return isPresent(value, kind) ? true : "required";
    case "custom":
      return spec.validator(value, context);
    case "valid":
      return value === undefined || spec.values.some((allowed) => sameValue(allowed, value))
        ? true
        : `must be one of ${spec.values.map((allowed) => JSON.stringify(allowed)).join(", ")}`;
    case "min":
    case "max":
    case "length": {
      if (kind === "String" || kind === "Array") {
        const size = (value as string | unknown[] | undefined)?.length;
        const unit = kind === "String" ? "characters" : "items";
        if (spec.flag === "length") {
          return (size ?? 0) === spec.limit
            ? true
            : `must have exactly ${spec.limit} ${unit}, has ${size ?? 0}`;
        }
        if (!value) return true;
        if (spec.flag === "min")
          return size! >= spec.limit ? true : `must have at least ${spec.limit} ${unit}, has ${size}`;
        return size! <= spec.limit ? true : `must have at most ${spec.limit} ${unit}, has ${size}`;
      }
      if (kind === "Number") {
        if (spec.flag === "length") return unsupported();
        const number = value as number;
        if (spec.flag === "min") return number >= spec.limit ? true : `must be at least ${spec.limit}`;
        return number <= spec.limit ? true : `must be at most ${spec.limit}`;
      }
      return unsupported();
    }
    case "integer":
      if (kind !== "Number") return unsupported();
      return Number.isInteger(value) ? true : "must be an integer";
    case "precision": {
      if (kind !== "Number") return unsupported();
      if (value === undefined) return true;
      const decimals = /\.(\d+)$/.exec(String(value))?.[1]?.length ?? 0;
      return decimals <= spec.limit ? true : `must have at most ${spec.limit} decimal places`;
    }
    case "regex": {
      if (kind !== "String") return unsupported();
      spec.pattern.lastIndex = 0;
      const matches = spec.pattern.test(typeof value === "string" ? value : "");
      const name = spec.name ?? spec.pattern.toString();
      if (spec.invert) return matches ? `must not match ${name}` : true;
      return matches ? true : `must match ${name}`;
    }
    case "email":
      if (kind !== "String") return unsupported();
      return !value || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(String(value).trim())
        ? true
        : "must be an e-mail address";
    case "uri":
      if (kind !== "String") return unsupported();
      return checkUri(typeof value === "string" ? value : "", spec.schemes, spec.allowRelative);
    case "unique": {
      if (kind !== "Array") return unsupported();
      if (!Array.isArray(value)) return true;
      const seen = new Set<string>();
      for (const item of value) {
        const fingerprint = JSON.stringify(withoutKey(item));
        if (seen.has(fingerprint)) return `items must be unique (${fingerprint} repeats)`;
        seen.add(fingerprint);
      }
      return true;
    }
  }
}

/** Sanity's `uri` rule: an absolute URL of an allowed scheme, or a relative one when allowed. */
function checkUri(value: string, schemes: readonly string[], allowRelative: boolean): true | string {
  if (value === "") return true;
  const relative = /^\.*\//.test(value);
  let url: URL;
  try {
    url = allowRelative ? new URL(value, "http://sanity") : new URL(value);
  } catch {
    return "must be a valid URL";
  }
  if (!allowRelative && relative) return "must be an absolute URL";
  if (url.username || url.password) return "must not include credentials";
  const scheme = url.protocol.replace(/:$/, "");
  return relative || schemes.includes(scheme)
    ? true
    : `URL scheme must be ${schemes.join(" or ")}, is ${scheme}`;
}

function isPresent(value: unknown, kind: RuleKind): boolean {
  switch (kind) {
    case "String":
    case "Array":
      return Boolean(value);
    case "Boolean":
      return typeof value === "boolean";
    case "Object":
      return isRecord(value) && Object.keys(value).some((key) => !["_key", "_type", "_weak"].includes(key));
    default:
      return value !== undefined && value !== null;
  }
}

class SchemaError extends Error {}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function withoutKey(item: unknown): unknown {
  if (!isRecord(item)) return item;
  const { _key: _ignored, ...rest } = item;
  return rest;
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(withoutKey(a)) === JSON.stringify(withoutKey(b));
}

/** A definition with its named type resolved: what a value of it must look like. */
interface Resolved {
  /** The built-in type at the root of the chain (`object` for localeString, `image` for localizedImage). */
  base: string;
  /** The `_type` a value carries, or undefined where Sanity writes none (an inline object field). */
  typeName: string | undefined;
  fields: readonly SchemaDefinition[];
  of: readonly SchemaDefinition[];
  to: readonly { readonly type: string }[];
  options: object | undefined;
  validation: SchemaDefinition["validation"];
  block: SchemaDefinition;
}

interface Walk {
  documentId: string;
  document: StoredDocument;
  documents: ReadonlyMap<string, { _type: string }>;
  issues: Issue[];
}

export interface SchemaValidator {
  /** Every problem of one document; `documents` resolves references and assets (the whole dataset). */
  validateDocument(document: StoredDocument, documents: ReadonlyMap<string, { _type: string }>): Issue[];
  /** The names of the schema's document types. */
  documentTypes: ReadonlySet<string>;
}

export function createSchemaValidator(schemaTypes: readonly SchemaDefinition[]): SchemaValidator {
  const named = new Map<string, SchemaDefinition>();
  for (const type of schemaTypes) {
    if (!type.name) throw new Error(`a top-level schema type needs a name (type ${type.type})`);
    if (named.has(type.name)) throw new Error(`schema type ${type.name} is declared twice`);
    if (BUILT_IN_TYPES.has(type.name)) throw new Error(`schema type ${type.name} shadows a built-in type`);
    named.set(type.name, type);
  }
  const documentTypes = new Set(
    schemaTypes.filter((type) => type.type === "document").map((type) => type.name as string),
  );

  /**
   * `inArray`: array members always carry `_type`; an inline object field carries none. A field's
   * own validation replaces its named type's (Sanity's type inheritance), as do its options.
   */
  function resolve(definition: SchemaDefinition, inArray: boolean): Resolved {
    if (BUILT_IN_TYPES.has(definition.type)) {
      const inlineObject = definition.type === "object" || definition.type === "document";
      return {
        base: definition.type,
        typeName: inArray ? (definition.name ?? definition.type) : inlineObject ? undefined : definition.type,
        fields: definition.fields ?? [],
        of: definition.of ?? [],
        to: definition.to ?? [],
        options: definition.options,
        validation: definition.validation,
        block: definition,
      };
    }
    const parent = named.get(definition.type);
    if (!parent) throw new SchemaError(`unknown schema type "${definition.type}"`);
    const inherited = resolve(parent, false);
    return {
      ...inherited,
      typeName: inArray ? (definition.name ?? definition.type) : definition.type,
      fields: definition.fields ?? inherited.fields,
      of: definition.of ?? inherited.of,
      to: definition.to ?? inherited.to,
      options: definition.options ?? inherited.options,
      validation: definition.validation ?? inherited.validation,
    };
  }

  function report(walk: Walk, path: string, message: string, level: Level = "error") {
    walk.issues.push({ documentId: walk.documentId, path: path || "(document)", level, message });
  }

  function ruleKind(base: string): RuleKind {
    if (["string", "text", "url"].includes(base)) return "String";
    if (base === "number") return "Number";
    if (base === "boolean") return "Boolean";
    if (base === "date" || base === "datetime") return "Date";
    if (base === "array") return "Array";
    return "Object";
  }

  /** The rule Sanity starts a field's validation from: list options, url schemes, slug presence. */
  function baseRule(resolved: Resolved): RecordingRule {
    let rule = new RecordingRule();
    const list = resolved.options && "list" in resolved.options ? resolved.options.list : undefined;
    if (Array.isArray(list)) {
      rule = rule.valid(
        list.map((option: unknown) => (isRecord(option) && "value" in option ? option.value : option)),
      );
    }
    if (resolved.base === "url") rule = rule.uri({ scheme: ["http", "https"] });
    if (resolved.base === "slug") {
      rule = rule.custom((value) =>
        !isRecord(value) || (typeof value.current === "string" && value.current.trim() !== "")
          ? true
          : "a slug needs a non-empty `current`",
      );
    }
    return rule;
  }

  function runRules(walk: Walk, resolved: Resolved, value: unknown, path: string, parent: unknown) {
    const base = baseRule(resolved);
    let rules: readonly Rule[];
    try {
      const built = resolved.validation ? resolved.validation(base) : base;
      rules = Array.isArray(built) ? built : [built as Rule];
    } catch (error) {
      report(walk, path, `schema error: ${(error as Error).message}`);
      return;
    }
    for (const rule of rules) {
      if (!(rule instanceof RecordingRule)) {
        report(walk, path, "schema error: validation returned something other than a rule");
        continue;
      }
      try {
        for (const message of rule.check(value, ruleKind(resolved.base), {
          document: walk.document,
          parent,
        })) {
          report(walk, path, message, rule.level);
        }
      } catch (error) {
        report(walk, path, `schema error: ${(error as Error).message}`);
      }
    }
  }

  function checkKeys(walk: Walk, value: Record<string, unknown>, allowed: Set<string>, path: string) {
    for (const key of Object.keys(value)) {
      if (!allowed.has(key)) report(walk, join(path, key), `unknown field "${key}"`);
    }
  }

  function checkTypeName(walk: Walk, value: Record<string, unknown>, resolved: Resolved, path: string) {
    if (resolved.typeName === undefined) return;
    if (value._type === undefined) report(walk, path, `missing _type (expected "${resolved.typeName}")`);
    else if (value._type !== resolved.typeName) {
      report(walk, path, `_type is "${String(value._type)}", expected "${resolved.typeName}"`);
    }
  }

  function checkFields(
    walk: Walk,
    value: Record<string, unknown>,
    fields: readonly SchemaDefinition[],
    path: string,
  ) {
    for (const field of fields) {
      if (!field.name) throw new SchemaError(`a field of ${path || "a document"} has no name`);
      checkValue(walk, value[field.name], field, join(path, field.name), value, false);
    }
  }

  function checkAssetReference(walk: Walk, asset: unknown, kind: "image" | "file", path: string) {
    const assetPath = join(path, "asset");
    if (asset === undefined) {
      report(walk, assetPath, `${kind} has no asset`);
      return;
    }
    if (!isRecord(asset) || asset._type !== "reference" || typeof asset._ref !== "string") {
      report(walk, assetPath, 'asset must be {"_type": "reference", "_ref": "…"}');
      return;
    }
    checkKeys(walk, asset, new Set(["_type", "_ref", "_weak"]), assetPath);
    const target = walk.documents.get(asset._ref);
    if (!target) report(walk, assetPath, `asset ${asset._ref} does not exist`);
    else if (target._type !== ASSET_TYPES[kind]) {
      report(walk, assetPath, `asset ${asset._ref} is a ${target._type}, expected ${ASSET_TYPES[kind]}`);
    }
  }

  /** Checks the shape of a present value; false when it is too wrong for its rules to run. */
  function checkShape(walk: Walk, value: unknown, resolved: Resolved, path: string): boolean {
    const expect = (ok: boolean, what: string) => {
      if (!ok) report(walk, path, `expected ${what}, got ${describe(value)}`);
      return ok;
    };
    switch (resolved.base) {
      case "string":
      case "text":
      case "url":
        return expect(typeof value === "string", "a string");
      case "number":
        return expect(typeof value === "number" && Number.isFinite(value), "a number");
      case "boolean":
        return expect(typeof value === "boolean", "a boolean");
      case "date":
        return expect(
          typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)),
          "a date YYYY-MM-DD",
        );
      case "datetime":
        return expect(
          typeof value === "string" && /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)),
          "an ISO date-time",
        );
      case "array":
        if (!expect(Array.isArray(value), "an array")) return false;
        checkArray(walk, value as unknown[], resolved, path);
        return true;
    }
    if (!expect(isRecord(value), "an object")) return false;
    const object = value as Record<string, unknown>;
    checkTypeName(walk, object, resolved, path);
    const meta = ["_type", "_key"];
    switch (resolved.base) {
      case "slug":
        checkKeys(walk, object, new Set([...meta, "current", "source"]), path);
        return expect(
          typeof object.current === "string" || object.current === undefined,
          "a slug with a string `current`",
        );
      case "reference": {
        checkKeys(walk, object, new Set([...meta, "_ref", "_weak", "_strengthenOnPublish"]), path);
        if (typeof object._ref !== "string") return expect(false, "a reference with a string _ref");
        const target = walk.documents.get(object._ref);
        const allowed = resolved.to.map((to) => to.type);
        if (!target) report(walk, path, `reference to ${object._ref}, which does not exist`);
        else if (!allowed.includes(target._type)) {
          report(walk, path, `reference to a ${target._type}, expected ${allowed.join(" or ")}`);
        }
        return true;
      }
      case "image":
      case "file": {
        const builtIn =
          resolved.base === "image" ? ["asset", "hotspot", "crop", "media"] : ["asset", "media"];
        checkKeys(walk, object, new Set([...meta, ...builtIn, ...fieldNames(resolved.fields)]), path);
        checkAssetReference(walk, object.asset, resolved.base, path);
        checkFields(walk, object, resolved.fields, path);
        return true;
      }
      case "block":
        checkBlock(walk, object, resolved.block, path);
        return true;
      default:
        checkKeys(walk, object, new Set([...meta, ...fieldNames(resolved.fields)]), path);
        checkFields(walk, object, resolved.fields, path);
        return true;
    }
  }

  function checkArray(walk: Walk, items: unknown[], resolved: Resolved, path: string) {
    const keys = new Set<string>();
    items.forEach((item, index) => {
      const key = isRecord(item) && typeof item._key === "string" ? item._key : undefined;
      const itemPath = key === undefined ? `${path}[${index}]` : `${path}[_key=="${key}"]`;
      if (!isRecord(item)) {
        const member = resolved.of.find((candidate) => matchesPrimitive(resolve(candidate, true).base, item));
        if (!member) {
          report(walk, itemPath, `${describe(item)} is not one of the array's member types`);
          return;
        }
        checkValue(walk, item, member, itemPath, items, true);
        return;
      }
      if (key === undefined) report(walk, itemPath, "array member has no _key");
      else if (keys.has(key)) report(walk, itemPath, `_key "${key}" repeats in the array`);
      else keys.add(key);
      const member = resolved.of.find((candidate) => resolve(candidate, true).typeName === item._type);
      if (!member) {
        const expected = resolved.of.map((candidate) => resolve(candidate, true).typeName).join(", ");
        report(walk, itemPath, `array member _type "${String(item._type)}" is not one of: ${expected}`);
        return;
      }
      checkValue(walk, item, member, itemPath, items, true);
    });
  }

  function checkBlock(
    walk: Walk,
    block: Record<string, unknown>,
    definition: SchemaDefinition,
    path: string,
  ) {
    checkKeys(
      walk,
      block,
      new Set(["_type", "_key", "style", "listItem", "level", "children", "markDefs"]),
      path,
    );
    const styles = definition.styles?.map((style) => style.value) ?? DEFAULT_STYLES;
    const lists = definition.lists?.map((list) => list.value) ?? DEFAULT_LISTS;
    const decorators =
      definition.marks?.decorators?.map((decorator) => decorator.value) ?? DEFAULT_DECORATORS;
    const annotations = definition.marks?.annotations ?? [];
    if (block.style !== undefined && !styles.includes(block.style as string)) {
      report(walk, join(path, "style"), `style "${String(block.style)}" is not one of: ${styles.join(", ")}`);
    }
    if (block.listItem !== undefined && !lists.includes(block.listItem as string)) {
      report(
        walk,
        join(path, "listItem"),
        `list "${String(block.listItem)}" is not one of: ${lists.join(", ")}`,
      );
    }
    if (block.level !== undefined && !(Number.isInteger(block.level) && (block.level as number) >= 1)) {
      report(walk, join(path, "level"), "level must be a positive integer");
    }
    const markDefs = block.markDefs ?? [];
    const markKeys = new Set<string>();
    if (!Array.isArray(markDefs)) report(walk, join(path, "markDefs"), "markDefs must be an array");
    else {
      checkArray(walk, markDefs, resolve({ type: "array", of: annotations }, false), join(path, "markDefs"));
      for (const markDef of markDefs)
        if (isRecord(markDef) && typeof markDef._key === "string") markKeys.add(markDef._key);
    }
    const children = block.children;
    if (!Array.isArray(children) || children.length === 0) {
      report(walk, join(path, "children"), "a block needs at least one span");
      return;
    }
    const spanKeys = new Set<string>();
    children.forEach((span, index) => {
      const spanPath = `${join(path, "children")}[${index}]`;
      if (!isRecord(span) || span._type !== "span") {
        report(walk, spanPath, 'expected a {"_type": "span"}');
        return;
      }
      checkKeys(walk, span, new Set(["_type", "_key", "text", "marks"]), spanPath);
      if (typeof span._key !== "string") report(walk, spanPath, "span has no _key");
      else if (spanKeys.has(span._key)) report(walk, spanPath, `_key "${span._key}" repeats in the block`);
      else spanKeys.add(span._key);
      if (typeof span.text !== "string") report(walk, join(spanPath, "text"), "span text must be a string");
      const marks = span.marks ?? [];
      if (!Array.isArray(marks)) report(walk, join(spanPath, "marks"), "marks must be an array");
      else {
        for (const mark of marks) {
          if (!decorators.includes(mark) && !markKeys.has(mark)) {
            report(
              walk,
              join(spanPath, "marks"),
              `mark "${String(mark)}" is neither a decorator nor a markDef`,
            );
          }
        }
      }
    });
  }

  function checkValue(
    walk: Walk,
    value: unknown,
    definition: SchemaDefinition,
    path: string,
    parent: unknown,
    inArray: boolean,
  ) {
    let resolved: Resolved;
    try {
      resolved = resolve(definition, inArray);
    } catch (error) {
      report(walk, path, `schema error: ${(error as Error).message}`);
      return;
    }
    const present = value !== undefined && value !== null;
    if (present) {
      let shaped: boolean;
      try {
        shaped = checkShape(walk, value, resolved, path);
      } catch (error) {
        report(walk, path, `schema error: ${(error as Error).message}`);
        return;
      }
      if (!shaped) return;
    }
    runRules(walk, resolved, present ? value : undefined, path, parent);
  }

  function validateDocument(
    document: StoredDocument,
    documents: ReadonlyMap<string, { _type: string }>,
  ): Issue[] {
    const walk: Walk = { documentId: String(document._id), document, documents, issues: [] };
    if (typeof document._id !== "string" || document._id === "")
      report(walk, "_id", "a document needs an _id");
    // A draft (`drafts.X`) is validated as the Studio validates it; the dataset ships one for draft
    // preview (issue 17, item 1). Release versions are no part of it.
    else if (document._id.startsWith("versions."))
      report(walk, "_id", "a release version has no place in the shipped dataset");
    const definition = named.get(document._type);
    if (!definition || definition.type !== "document") {
      report(walk, "_type", `"${document._type}" is not a document type of the schema`);
      return walk.issues;
    }
    checkKeys(walk, document, new Set([...DOCUMENT_META, ...fieldNames(definition.fields ?? [])]), "");
    for (const key of ["_createdAt", "_updatedAt"] as const) {
      const stamp = document[key];
      if (stamp !== undefined && (typeof stamp !== "string" || Number.isNaN(Date.parse(stamp)))) {
        report(walk, key, "must be an ISO date-time");
      }
    }
    try {
      checkFields(walk, document, definition.fields ?? [], "");
    } catch (error) {
      report(walk, "", `schema error: ${(error as Error).message}`);
    }
    runRules(walk, resolve(definition, false), document, "", undefined);
    return walk.issues;
  }

  return { validateDocument, documentTypes };
}

function fieldNames(fields: readonly SchemaDefinition[]): string[] {
  return fields.map((field) => field.name).filter((name): name is string => name !== undefined);
}

function matchesPrimitive(base: string, value: unknown): boolean {
  if (["string", "text", "url", "date", "datetime"].includes(base)) return typeof value === "string";
  if (base === "number") return typeof value === "number";
  if (base === "boolean") return typeof value === "boolean";
  return false;
}

function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return "an array";
  if (value === null) return "null";
  if (typeof value === "string")
    return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  if (typeof value === "object") return "an object";
  return `${typeof value} ${String(value)}`;
}

/** One line per issue, for a readable assertion message. */
export function formatIssues(issues: readonly Issue[]): string {
  return issues
    .map((issue) => `${issue.level} ${issue.documentId} ${issue.path}: ${issue.message}`)
    .join("\n");
}
