import { useTranslation } from "react-i18next";
import { lastDepartureDay } from "~/charter";
import type { Language } from "~/utils/language";
import { formatLocalMinute } from "./form-state";
import type { SearchFormOutcome } from "./resolve.server";
import { SearchForm } from "./search-form";
import type { SearchFormField } from "~/offers/search-form-types";

type PageOutcome = Exclude<SearchFormOutcome, { kind: "redirect" }>;

/**
 * The `/search/` page: the form alone, empty or sent back with messages next to each field to fix
 * and everything the visitor typed still in place (spec §4 "Search form").
 */
export function SearchPage({
  language,
  earliest,
  outcome,
}: {
  language: Language;
  earliest: string;
  outcome: PageOutcome;
}) {
  const { t } = useTranslation();
  const errors: Partial<Record<SearchFormField, string>> = {};
  if (outcome.kind === "invalid") {
    const window = {
      earliest: formatLocalMinute(earliest, language),
      last: formatLocalMinute(`${lastDepartureDay(earliest)}T23:00`, language),
    };
    for (const [field, problem] of Object.entries(outcome.problems)) {
      if (!problem) continue;
      errors[field as SearchFormField] = t(`searchForm.errors.${problem.key}`, {
        text: problem.text,
        ...window,
      });
    }
  }
  return (
    <div className="search-page">
      <div className="container search-page__inner">
        <h1 className="search-page__title">{t("searchForm.pageHeading")}</h1>
        <p className="search-page__intro">{t("searchForm.pageIntro")}</p>
        <SearchForm
          language={language}
          earliest={earliest}
          initial={outcome.kind === "invalid" ? outcome.initial : undefined}
          errors={errors}
          variant="page"
        />
      </div>
    </div>
  );
}
