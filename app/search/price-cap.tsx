import { Form } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Language } from "~/utils/language";
import { useHydrated } from "~/utils/use-hydrated";
import {
  axisLabel,
  filtersToParams,
  formatMoney,
  setCap,
  type PriceBounds,
  type ResultFilters,
} from "~/offers/results";

/** A step that moves the slider in about a hundred round moves between the lowest and highest total. */
function stepOf(bounds: PriceBounds): number {
  const span = bounds.max - bounds.min;
  if (span <= 0) return 1;
  const raw = span / 100;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 5, 10].map((factor) => factor * magnitude).find((step) => step >= raw) ?? magnitude * 10;
}

// The address is rewritten at most this often while the slider moves (the list follows each move).
const URL_THROTTLE_MS = 150;

/**
 * The price-cap slider of spec §4: from the lowest to the highest total, at the maximum by default,
 * hiding cards above it, with abbreviated axis labels. Without JavaScript it is a GET form with an
 * Apply button; with it, every move re-filters the list and the address follows, throttled.
 */
export function PriceCap({
  filters,
  bounds,
  language,
  onChange,
}: {
  filters: ResultFilters;
  bounds: PriceBounds;
  language: Language;
  onChange: (next: ResultFilters) => void;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const id = useId();
  const step = stepOf(bounds);
  // The slider's own grid covers both totals, so its ends are reachable whatever the step.
  const min = Math.floor(bounds.min / step) * step;
  const max = Math.ceil(bounds.max / step) * step;
  const fromAddress = filters.cap === null ? max : Math.min(Math.max(filters.cap, min), max);
  const [value, setValue] = useState(fromAddress);
  useEffect(() => setValue(fromAddress), [fromAddress]);

  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(value);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  function move(next: number) {
    setValue(next);
    latest.current = next;
    if (timer.current) return;
    onChange(setCap(filters, next, bounds));
    timer.current = setTimeout(() => {
      timer.current = null;
      onChange(setCap(filters, latest.current, bounds));
    }, URL_THROTTLE_MS);
  }

  const shown =
    value >= bounds.max
      ? t("search.panel.capAny")
      : t("search.panel.capValue", { value: formatMoney(value, filters.currency, language) });
  // The other filters ride along in the no-script form, so applying a cap keeps them.
  const hidden = [...filtersToParams({ ...filters, cap: null }, language).entries()];

  return (
    <Form method="get" className="price-cap" replace preventScrollReset>
      <div className="price-cap__head">
        <label htmlFor={id} className="filter-panel__legend">
          {t("search.panel.cap")}
        </label>
        <output htmlFor={id} className="price-cap__value" aria-live="polite">
          {shown}
        </output>
      </div>
      {hidden.map(([name, text]) => (
        <input key={name} type="hidden" name={name} value={text} />
      ))}
      <input
        id={id}
        className="price-cap__range"
        type="range"
        name="cap"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={shown}
        onChange={(event) => move(Number(event.currentTarget.value))}
      />
      <div className="price-cap__axis" aria-hidden="true">
        <span>{axisLabel(bounds.min, language)}</span>
        <span>{axisLabel(bounds.max, language)}</span>
      </div>
      {hydrated ? null : (
        <button type="submit" className="button price-cap__apply">
          {t("search.panel.capApply")}
        </button>
      )}
    </Form>
  );
}
