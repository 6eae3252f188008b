import { Form, Link } from "@remix-run/react";
import { opsPath } from "../paths";
import { CsrfField } from "../ui/csrf-field";
import { bilingual, fill, useOpsCopy, useOpsLanguage } from "../ui/copy";

/**
 * The machine door in the console (issue 27, item 4; docs/decisions/037): an operator's API keys
 * (made, shown once, revoked) and an aircraft's calendar feed. A supervisor reaches every
 * operator's; an operator's member only its own (the routes' loaders check the scope).
 */
export const machineCopy = bilingual({
  ru: {
    keysTitle: "Ключи API · {{operator}}",
    keysLead:
      "Ключ даёт вашей системе планирования (FL3XX, Leon или своей) доступ к API оператора: " +
      "занятость самолётов и пустые перелёты. Ключ показывается один раз — сохраните его сразу.",
    docs: "Описание API (OpenAPI)",
    name: "Название ключа",
    namePlaceholder: "Например, синхронизация FL3XX",
    scopes: "Права",
    scopeLabels: {
      "availability:write": "Занятость самолётов (PUT …/availability)",
      "empty_legs:write": "Пустые перелёты (POST и DELETE …/empty-legs)",
    } as Record<string, string>,
    create: "Создать ключ",
    created: "Ключ «{{name}}» создан. Скопируйте его сейчас: больше он показан не будет.",
    noKeys: "Ключей пока нет.",
    prefix: "Ключ",
    createdAt: "Создан",
    lastUsed: "Последний запрос",
    never: "не использовался",
    status: "Состояние",
    active: "действует",
    revoked: "отозван {{at}}",
    revoke: "Отозвать",
    errors: {
      required: "Укажите название ключа.",
      too_long: "Название слишком длинное (до 80 знаков).",
      scopes_required: "Отметьте хотя бы одно право.",
      not_found: "Ключ не найден.",
      already_revoked: "Ключ уже отозван.",
    } as Record<string, string>,
    feedHeading: "Календарь (iCal)",
    feedLead:
      "Адрес календаря .ics из вашей системы планирования. Мы проверяем его каждые 15 минут и " +
      "переносим занятые события в блоки самолёта на 12 месяцев вперёд.",
    feedOpen: "Настроить календарь",
    feedUrl: "Адрес календаря (http или https)",
    feedSave: "Сохранить",
    feedRemove: "Оставьте поле пустым, чтобы отключить календарь: его блоки будут сняты.",
    feedPolled: "Последняя проверка: {{at}}",
    feedNever: "Ещё не проверялся: проверка пройдёт в течение 15 минут.",
    feedBlocks: "Блоков из календаря: {{count}}",
    feedError: "Ошибка последней проверки: {{error}}",
    feedSaved: "Адрес календаря сохранён.",
    feedErrors: {
      too_long: "Адрес слишком длинный.",
      url_invalid: "Это не адрес в интернете.",
      url_scheme: "Нужен адрес http:// или https://.",
    } as Record<string, string>,
    back: "← К самолёту",
  },
  en: {
    keysTitle: "API keys · {{operator}}",
    keysLead:
      "A key lets your scheduling system (FL3XX, Leon or your own) use the operator API: aircraft " +
      "availability and empty legs. A key is shown once: store it right away.",
    docs: "API description (OpenAPI)",
    name: "Key name",
    namePlaceholder: "For example, FL3XX sync",
    scopes: "Permissions",
    scopeLabels: {
      "availability:write": "Aircraft availability (PUT …/availability)",
      "empty_legs:write": "Empty legs (POST and DELETE …/empty-legs)",
    } as Record<string, string>,
    create: "Create key",
    created: "Key “{{name}}” created. Copy it now: it will not be shown again.",
    noKeys: "No keys yet.",
    prefix: "Key",
    createdAt: "Created",
    lastUsed: "Last request",
    never: "never used",
    status: "Status",
    active: "in force",
    revoked: "revoked {{at}}",
    revoke: "Revoke",
    errors: {
      required: "Name the key.",
      too_long: "The name is too long (up to 80 characters).",
      scopes_required: "Tick at least one permission.",
      not_found: "Key not found.",
      already_revoked: "The key is already revoked.",
    } as Record<string, string>,
    feedHeading: "Calendar feed (iCal)",
    feedLead:
      "The .ics feed address from your scheduling system. We read it every 15 minutes and turn busy " +
      "events of the next 12 months into the aircraft's blocks.",
    feedOpen: "Set up the calendar feed",
    feedUrl: "Feed address (http or https)",
    feedSave: "Save",
    feedRemove: "Leave it empty to switch the feed off: its blocks are lifted.",
    feedPolled: "Last read: {{at}}",
    feedNever: "Not read yet: it will be within 15 minutes.",
    feedBlocks: "Blocks from the feed: {{count}}",
    feedError: "The last read failed: {{error}}",
    feedSaved: "Feed address saved.",
    feedErrors: {
      too_long: "The address is too long.",
      url_invalid: "This is not a web address.",
      url_scheme: "Use an http:// or https:// address.",
    } as Record<string, string>,
    back: "← Back to the aircraft",
  },
});

const minute = (iso: string | null) => (iso ? `${iso.slice(0, 16).replace("T", " ")} UTC` : "");

export interface KeyRow {
  id: string;
  name: string;
  prefix: string;
  scopes: string[];
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export function ApiKeysView(props: {
  csrf: string;
  operatorName: string;
  keys: KeyRow[];
  created?: { name: string; secret: string } | null;
  errors?: Record<string, string>;
}) {
  const copy = useOpsCopy(machineCopy);
  const errorText = Object.values(props.errors ?? {}).map((code) => copy.errors[code] ?? code);
  return (
    <>
      <h1>{fill(copy.keysTitle, { operator: props.operatorName })}</h1>
      <p className="ops-muted">
        {copy.keysLead} <a href="/api/openapi.json">{copy.docs}</a>
      </p>
      {props.created ? (
        <div className="ops-card" role="status">
          <p>{fill(copy.created, { name: props.created.name })}</p>
          <p>
            <code data-testid="api-key-secret">{props.created.secret}</code>
          </p>
        </div>
      ) : null}
      {errorText.length > 0 ? (
        <p className="ops-error" role="alert">
          {errorText.join(" ")}
        </p>
      ) : null}
      {props.keys.length === 0 ? (
        <p className="ops-muted">{copy.noKeys}</p>
      ) : (
        <div className="ops-table-wrap">
          <table className="ops-table">
            <thead>
              <tr>
                <th scope="col">{copy.name}</th>
                <th scope="col">{copy.prefix}</th>
                <th scope="col">{copy.scopes}</th>
                <th scope="col">{copy.createdAt}</th>
                <th scope="col">{copy.lastUsed}</th>
                <th scope="col">{copy.status}</th>
              </tr>
            </thead>
            <tbody>
              {props.keys.map((key) => (
                <tr key={key.id}>
                  <td>{key.name}</td>
                  <td>
                    <code>{key.prefix}…</code>
                  </td>
                  <td>{key.scopes.join(", ")}</td>
                  <td>{minute(key.createdAt)}</td>
                  <td>{key.lastUsedAt ? minute(key.lastUsedAt) : copy.never}</td>
                  <td>
                    {key.revokedAt ? (
                      fill(copy.revoked, { at: minute(key.revokedAt) })
                    ) : (
                      <Form method="post">
                        <CsrfField token={props.csrf} />
                        <input type="hidden" name="intent" value="revoke" />
                        <input type="hidden" name="id" value={key.id} />
                        {copy.active}{" "}
                        <button type="submit" className="ops-button ops-button--secondary">
                          {copy.revoke}
                        </button>
                      </Form>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Form method="post" className="ops-card">
        <CsrfField token={props.csrf} />
        <input type="hidden" name="intent" value="create" />
        <p>
          <label>
            {copy.name}
            <br />
            <input name="name" required maxLength={80} placeholder={copy.namePlaceholder} />
          </label>
        </p>
        <fieldset>
          <legend>{copy.scopes}</legend>
          {Object.entries(copy.scopeLabels).map(([scope, label]) => (
            <label key={scope} style={{ display: "block" }}>
              <input type="checkbox" name="scopes" value={scope} defaultChecked /> {label}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="ops-button">
          {copy.create}
        </button>
      </Form>
    </>
  );
}

export interface FeedView {
  tailNumber: string;
  url: string | null;
  polledAt: string | null;
  error: string | null;
  blocks: number;
}

/** The aircraft's calendar feed: its address, when it was last read, and the last failure. */
export function CalendarFeedForm(props: {
  csrf: string;
  feed: FeedView;
  error?: string | null;
  saved?: boolean;
}) {
  const copy = useOpsCopy(machineCopy);
  const language = useOpsLanguage();
  const { feed } = props;
  return (
    <>
      <p className="supply-back">
        <Link to={opsPath(language, `supply/aircraft/${encodeURIComponent(feed.tailNumber)}/`)}>
          {copy.back}
        </Link>
      </p>
      <h1>
        {feed.tailNumber} · {copy.feedHeading}
      </h1>
      <p className="ops-muted">{copy.feedLead}</p>
      {props.saved ? <p role="status">{copy.feedSaved}</p> : null}
      {feed.url ? (
        <ul>
          <li>{feed.polledAt ? fill(copy.feedPolled, { at: minute(feed.polledAt) }) : copy.feedNever}</li>
          <li>{fill(copy.feedBlocks, { count: feed.blocks })}</li>
          {feed.error ? (
            <li className="ops-error" role="alert">
              {fill(copy.feedError, { error: feed.error })}
            </li>
          ) : null}
        </ul>
      ) : null}
      <Form method="post" className="ops-card">
        <CsrfField token={props.csrf} />
        <p>
          <label>
            {copy.feedUrl}
            <br />
            <input
              type="url"
              name="url"
              defaultValue={feed.url ?? ""}
              size={60}
              maxLength={2048}
              aria-invalid={props.error ? true : undefined}
              aria-describedby="feed-hint"
            />
          </label>
        </p>
        {props.error ? (
          <p className="ops-error" role="alert">
            {copy.feedErrors[props.error] ?? props.error}
          </p>
        ) : null}
        <p id="feed-hint" className="ops-muted">
          {copy.feedRemove}
        </p>
        <button type="submit" className="ops-button">
          {copy.feedSave}
        </button>
      </Form>
    </>
  );
}

/** The aircraft page's one line: where its calendar feed is set up. */
export function CalendarFeedLink({ tailNumber }: { tailNumber: string }) {
  const copy = useOpsCopy(machineCopy);
  const language = useOpsLanguage();
  return (
    <section>
      <h2>{copy.feedHeading}</h2>
      <p className="ops-muted">{copy.feedLead}</p>
      <p>
        <Link to={opsPath(language, `supply/aircraft/${encodeURIComponent(tailNumber)}/feed/`)}>
          {copy.feedOpen}
        </Link>
      </p>
    </section>
  );
}
