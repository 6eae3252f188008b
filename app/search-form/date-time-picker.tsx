import { useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { DayPicker } from "react-day-picker";
import { enUS, ru } from "react-day-picker/locale";
import { useTranslation } from "react-i18next";
import { HOUR_SLOTS, lastDepartureDay } from "~/charter";
import type { Language } from "~/utils/language";
import { useScrollLock } from "~/utils/use-scroll-lock";
import {
  dateToDay,
  dayOf,
  dayToDate,
  formatLocalMinute,
  isSlotSelectable,
  settleLegs,
  timeOf,
  withDay,
  type Leg,
} from "./form-state";

/**
 * react-day-picker's locales carry date-fns's calendar data (the week starts on Monday in ru-RU and
 * on Sunday in en-US, spec §9 "week start follows the locale's calendar") plus translated labels.
 */
const LOCALES = { ru, en: enUS } as const;

/**
 * The date and time picker of spec §2 "Home" and §4 "Date picker": an overlay (full screen below
 * 700 px, a dialog on wider screens) with the calendar of the departure window (spec §9: from the
 * earliest departure to 89 days after it), 24 hourly slots, a there/back choice and Apply.
 *
 * It is a native modal <dialog>: `showModal()` makes the page behind it inert, keeps focus inside and
 * closes on Escape; focus goes back to the opener on close. It is mounted into <body>, outside the
 * search form, so its own controls (the time radios) are never sent with the form. The choice is a
 * draft until Apply, which hands both legs to the form and closes (spec §4).
 */
export function DateTimePicker({
  language,
  open,
  editing,
  there,
  back,
  earliest,
  onEditingChange,
  onApply,
  onClose,
}: {
  language: Language;
  open: boolean;
  editing: Leg;
  there: string;
  back: string | null;
  earliest: string;
  onEditingChange: (leg: Leg) => void;
  onApply: (value: { there: string; back: string | null }) => void;
  onClose: () => void;
}) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!open || !mounted) return null;
  return createPortal(
    <PickerDialog
      language={language}
      editing={editing}
      there={there}
      back={back}
      earliest={earliest}
      onEditingChange={onEditingChange}
      onApply={onApply}
      onClose={onClose}
    />,
    document.body,
  );
}

function PickerDialog({
  language,
  editing,
  there,
  back,
  earliest,
  onEditingChange,
  onApply,
  onClose,
}: {
  language: Language;
  editing: Leg;
  there: string;
  back: string | null;
  earliest: string;
  onEditingChange: (leg: Leg) => void;
  onApply: (value: { there: string; back: string | null }) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const slotName = useId();
  const [draft, setDraft] = useState(() => settleLegs(there, back));
  useScrollLock(true);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement as HTMLElement | null;
    if (!element.open) element.showModal();
    return () => {
      if (element.open) element.close();
      // The browser restores focus itself on close; this covers the dialog leaving the page first.
      opener?.focus?.();
    };
  }, []);

  // "back" can be edited only while a return exists; the "back" tab turns it on (spec §4).
  const leg: Leg = editing === "back" && draft.back !== null ? "back" : "there";
  const value = leg === "back" && draft.back ? draft.back : draft.there;
  // The return cannot leave before the outbound: its calendar starts on the outbound's day.
  const floor = leg === "back" ? draft.there : earliest;
  const lastDay = lastDepartureDay(earliest);

  function update(next: string) {
    setDraft((current) =>
      leg === "back"
        ? settleLegs(current.there, next < current.there ? current.there : next)
        : settleLegs(next, current.back),
    );
  }

  function chooseLeg(next: Leg) {
    if (next === "back" && draft.back === null) setDraft((current) => ({ ...current, back: current.there }));
    onEditingChange(next);
  }

  const selectedDay = dayToDate(dayOf(value));
  return (
    // The dialog closes on Escape natively (its "cancel"); a click on the backdrop closes it too,
    // and its keyboard equivalent is that Escape.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className="date-picker"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="date-picker__panel">
        <div className="date-picker__header">
          <h2 id={titleId} className="date-picker__title">
            {t("searchForm.picker.title")}
          </h2>
          <button
            type="button"
            className="date-picker__close"
            onClick={onClose}
            aria-label={t("searchForm.picker.close")}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>

        <div className="date-picker__legs">
          <button
            type="button"
            className="date-picker__leg"
            aria-pressed={leg === "there"}
            onClick={() => chooseLeg("there")}
          >
            <span className="date-picker__leg-name">{t("searchForm.picker.there")}</span>
            <span className="date-picker__leg-value">{formatLocalMinute(draft.there, language)}</span>
          </button>
          <button
            type="button"
            className="date-picker__leg"
            aria-pressed={leg === "back"}
            onClick={() => chooseLeg("back")}
          >
            <span className="date-picker__leg-name">
              {draft.back ? t("searchForm.picker.back") : t("searchForm.picker.addBack")}
            </span>
            <span className="date-picker__leg-value">
              {draft.back ? formatLocalMinute(draft.back, language) : "—"}
            </span>
          </button>
        </div>

        <div className="date-picker__body">
          <DayPicker
            // A new leg opens on its own month.
            key={leg}
            mode="single"
            required
            locale={LOCALES[language]}
            selected={selectedDay}
            defaultMonth={selectedDay}
            startMonth={dayToDate(dayOf(floor))}
            endMonth={dayToDate(lastDay)}
            disabled={[{ before: dayToDate(dayOf(floor)) }, { after: dayToDate(lastDay) }]}
            onSelect={(date) => {
              if (date) update(withDay(value, dateToDay(date), floor));
            }}
          />

          <fieldset className="date-picker__slots">
            <legend className="date-picker__slots-legend">{t("searchForm.picker.time")}</legend>
            <div className="date-picker__slot-grid">
              {HOUR_SLOTS.map((slot) => {
                const enabled = isSlotSelectable(dayOf(value), slot, floor);
                return (
                  <label
                    key={slot}
                    className={`date-picker__slot${enabled ? "" : " date-picker__slot--disabled"}`}
                  >
                    <input
                      type="radio"
                      name={slotName}
                      value={slot}
                      checked={timeOf(value) === slot}
                      disabled={!enabled}
                      onChange={() => update(`${dayOf(value)}T${slot}`)}
                    />
                    <span>{slot}</span>
                  </label>
                );
              })}
            </div>
            <p className="date-picker__note">{t("searchForm.picker.localTime")}</p>
          </fieldset>
        </div>

        <div className="date-picker__footer">
          <button
            type="button"
            className="button button--primary date-picker__apply"
            onClick={() => {
              onApply(draft);
              onClose();
            }}
          >
            {t("searchForm.picker.apply")}
          </button>
        </div>
      </div>
    </dialog>
  );
}
