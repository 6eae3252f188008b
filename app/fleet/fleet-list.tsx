import { Link, useLocation, useNavigation } from "@remix-run/react";
import { useId, useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { Language } from "~/utils/language";
import { FleetCard } from "./fleet-card";
import type { FleetAircraft } from "~/content/fleet-page";
import { FLEET_SORT_PARAM, FLEET_SORTS, fleetSortSearch, parseFleetSort, sortFleet } from "./sort";

/**
 * The sortable list of the fleet page (spec §2 "Fleet", spec §4 "Fleet sort: name, year, seats").
 *
 * The order follows `?sort=` in the URL, so the server renders the chosen order and each sort is a
 * plain link that works without JavaScript. With it, the link's navigation replaces the URL without
 * reloading the page or its data (the route's shouldRevalidate), and the list reorders as soon as
 * the navigation starts, read from the pending location. A polite status line tells screen-reader
 * users the new order.
 */
export function FleetList({ aircraft, language }: { aircraft: FleetAircraft[]; language: Language }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigation = useNavigation();
  const labelId = useId();
  const pending = navigation.location?.pathname === location.pathname ? navigation.location : null;
  const sort = parseFleetSort(new URLSearchParams((pending ?? location).search).get(FLEET_SORT_PARAM));
  const sorted = useMemo(() => sortFleet(aircraft, sort, language), [aircraft, sort, language]);

  return (
    <>
      <div className="fleet-sort" role="group" aria-labelledby={labelId}>
        <span id={labelId} className="fleet-sort__label">
          {t("fleet.sort.label")}
        </span>
        <ul className="fleet-sort__options">
          {FLEET_SORTS.map((option) => (
            <li key={option}>
              <Link
                to={{ pathname: location.pathname, search: fleetSortSearch(option) }}
                replace
                preventScrollReset
                className="fleet-sort__option"
                aria-current={option === sort ? "true" : undefined}
              >
                {t(`fleet.sort.${option}`)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <p role="status" className="visually-hidden">
        {t(`fleet.sorted.${sort}`)}
      </p>
      {sorted.length > 0 ? (
        <ul className="fleet-list">
          {sorted.map((item, index) => (
            <li key={item.id} className="fleet-list__item">
              <FleetCard aircraft={item} language={language} eager={index === 0} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="fleet-empty">{t("fleet.empty")}</p>
      )}
    </>
  );
}
