import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import type { Language } from "~/utils/language";
import { airportCity, toAirportSummary, type AirportSummary } from "~/offers/airport-summary";
import { useFocusTrap } from "~/utils/use-focus-trap";
import { useHydrated } from "~/utils/use-hydrated";
import { useScrollLock } from "~/utils/use-scroll-lock";
import { airportCodes, airportFieldText, airportNameBesideCity } from "./airport-label";
import { useNarrowScreen } from "./use-narrow-screen";

/** Suggestions asked for per keystroke (the API's ranked list: exact code, prefix, substring). */
const SUGGESTION_LIMIT = 12;
/** Typing pauses this long before a request goes out, so a word costs one request, not one per letter. */
const DEBOUNCE_MS = 180;

type Status = "idle" | "loading" | "done" | "failed";

/**
 * The airport field of the search form (spec §2 "Home", §4 "Search form", §5 "Airport search"): a
 * WAI-ARIA combobox whose suggestions come from GET /api/airports-names, in the page's language.
 * Arrow keys move through them, Enter picks, Escape closes. Below 700 px the open picker covers the
 * screen (spec §2, §9 breakpoint), locks page scroll and keeps focus inside with its close button.
 *
 * Without scripts it is a plain text field named `name`: the server resolves the text
 * (resolve.server.ts). With scripts the form gets the ICAO code of the picked airport, or the text
 * when none is picked.
 */
export function AirportPicker({
  language,
  name,
  label,
  initial = null,
  initialText = "",
  error,
  errorId,
  onSelect,
  autoFocus,
  id,
}: {
  language: Language;
  name: string;
  label: string;
  initial?: AirportSummary | null;
  /** What the visitor typed when no airport is known (the no-script form sent back with a message). */
  initialText?: string;
  error?: string;
  errorId?: string;
  onSelect?: (airport: AirportSummary | null) => void;
  autoFocus?: boolean;
  id?: string;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const narrow = useNarrowScreen();
  const ownId = useId();
  const inputId = id ?? `${ownId}-input`;
  const listId = `${ownId}-list`;
  const statusId = `${ownId}-status`;
  const labelId = `${ownId}-label`;
  const optionId = (index: number) => `${ownId}-option-${index}`;

  const [selected, setSelected] = useState<AirportSummary | null>(initial);
  const [text, setText] = useState(initial ? airportFieldText(initial, language) : initialText);
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<AirportSummary[]>([]);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState<Status>("idle");
  const latest = useRef(0);
  const wrapper = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);

  const overlay = open && narrow;
  useScrollLock(overlay);
  const close = useCallback(() => setOpen(false), []);
  useFocusTrap(wrapper, overlay, close);

  // Debounced search; every request carries a number, and only the newest one's answer is shown, so
  // a slow answer to an older text never replaces the list for what the visitor types now.
  useEffect(() => {
    if (!open) return;
    const query = text.trim();
    if (!query || selected) {
      latest.current += 1;
      setOptions([]);
      setStatus("idle");
      return;
    }
    const request = ++latest.current;
    const controller = new AbortController();
    setStatus("loading");
    const timer = window.setTimeout(() => {
      const url = `/api/airports-names?${new URLSearchParams({ q: query, limit: String(SUGGESTION_LIMIT) })}`;
      fetch(url, { signal: controller.signal, headers: { accept: "application/json" } })
        .then((response) => {
          if (!response.ok) throw new Error(`airports ${response.status}`);
          return response.json() as Promise<AirportSummary[]>;
        })
        .then((airports) => {
          if (request !== latest.current) return;
          setOptions(airports.map(toAirportSummary));
          setActive(-1);
          setStatus("done");
        })
        .catch((reason: unknown) => {
          if (controller.signal.aborted || request !== latest.current) return;
          void reason;
          setOptions([]);
          setStatus("failed");
        });
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [text, open, selected]);

  function choose(airport: AirportSummary) {
    setSelected(airport);
    setText(airportFieldText(airport, language));
    setOptions([]);
    setActive(-1);
    setOpen(false);
    onSelect?.(airport);
    // In the overlay the focus trap gives focus back to the field when it closes.
    if (!narrow) input.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = options.length;
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        if (!open) setOpen(true);
        if (count > 0) setActive((index) => (index + 1) % count);
        break;
      case "ArrowUp":
        event.preventDefault();
        if (!open) setOpen(true);
        if (count > 0) setActive((index) => (index <= 0 ? count - 1 : index - 1));
        break;
      case "Home":
      case "End":
        if (open && count > 0 && active >= 0) {
          event.preventDefault();
          setActive(event.key === "Home" ? 0 : count - 1);
        }
        break;
      case "Enter": {
        const option = open && active >= 0 ? options[active] : undefined;
        if (option) {
          // Enter picks the highlighted airport; it must not send the form as well.
          event.preventDefault();
          choose(option);
        }
        break;
      }
      case "Escape":
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
        }
        break;
      case "Tab":
        setOpen(false);
        break;
    }
  }

  const expanded = open && (options.length > 0 || status !== "idle");
  const activeOption = expanded && active >= 0 && active < options.length ? optionId(active) : undefined;
  const describedBy = error && errorId ? errorId : undefined;

  return (
    <div
      ref={wrapper}
      className={`airport-picker${overlay ? " airport-picker--overlay" : ""}`}
      data-overlay={overlay ? "true" : undefined}
      role={overlay ? "dialog" : undefined}
      aria-modal={overlay ? true : undefined}
      aria-labelledby={overlay ? labelId : undefined}
      onBlur={(event) => {
        // Leaving the picker (Tab, a click elsewhere) closes the list; moving within it does not.
        if (!overlay && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <div className="airport-picker__field">
        <label id={labelId} htmlFor={inputId} className="search-form__label">
          {label}
        </label>
        <div className="airport-picker__control">
          <input
            ref={input}
            id={inputId}
            className="search-form__input airport-picker__input"
            type="text"
            // Before scripts run, the field itself is what the form sends; afterwards the hidden
            // input below sends the picked ICAO code (or the text when nothing was picked).
            name={hydrated ? undefined : name}
            value={text}
            placeholder={t("searchForm.airportPlaceholder")}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            // The form's first field on the no-script search page; elsewhere it is not set.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus={autoFocus}
            role={hydrated ? "combobox" : undefined}
            aria-autocomplete={hydrated ? "list" : undefined}
            aria-expanded={hydrated ? expanded : undefined}
            aria-controls={hydrated ? listId : undefined}
            aria-activedescendant={activeOption}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
              if (selected) {
                setSelected(null);
                onSelect?.(null);
              }
            }}
            onClick={() => setOpen(true)}
            onKeyDown={onKeyDown}
          />
          {overlay ? (
            <button
              type="button"
              className="airport-picker__close"
              onClick={close}
              aria-label={t("searchForm.airport.close")}
            >
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          ) : null}
        </div>
        {hydrated ? <input type="hidden" name={name} value={selected ? selected.icao : text.trim()} /> : null}
      </div>
      {hydrated ? (
        <div className="airport-picker__popup" hidden={!expanded}>
          {status === "loading" && options.length === 0 ? (
            <p className="airport-picker__note">{t("searchForm.airport.searching")}</p>
          ) : null}
          {status === "done" && options.length === 0 ? (
            <p className="airport-picker__note">{t("searchForm.airport.nothing")}</p>
          ) : null}
          {status === "failed" ? (
            <p className="airport-picker__note">{t("searchForm.airport.failed")}</p>
          ) : null}
          <ul
            id={listId}
            role="listbox"
            aria-label={t("searchForm.airport.suggestions")}
            className="airport-picker__list"
          >
            {options.map((airport, index) => (
              // The option is chosen by pointer here and by keyboard on the combobox (Enter), which
              // is the WAI-ARIA combobox pattern: focus stays in the field.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={airport.icao}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                // spec §9: every third result is marked in the grid. We read "marked" as a quiet
                // tinted band on results 3, 6, 9…, so a long list has rhythm for the eye and the
                // rows stay easy to follow across; it carries no meaning of its own.
                className={`airport-option${index % 3 === 2 ? " airport-option--marked" : ""}${
                  index === active ? " airport-option--active" : ""
                }`}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(airport)}
              >
                <span className="airport-option__city">{airportCity(airport, language)}</span>
                {/* A name equal to its city is said once («Стамбул», not «Стамбул Стамбул»). */}
                {airportNameBesideCity(airport, language) ? (
                  <span className="airport-option__name">{airportNameBesideCity(airport, language)}</span>
                ) : null}
                <span className="airport-option__codes">{airportCodes(airport)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <span id={statusId} className="visually-hidden" aria-live="polite">
        {open && status === "done" ? t("searchForm.airport.results", { count: options.length }) : ""}
      </span>
    </div>
  );
}
