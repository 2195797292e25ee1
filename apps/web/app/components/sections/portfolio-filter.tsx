import { useState } from "react";
import type { PortfolioProject, WorksFilter, WorksFilterButton } from "../../content/types.ts";
import { ProjectGrid } from "./project-grid.tsx";

/**
 * The projects a filter shows (docs/product.md#works): all of them for `all`, otherwise those of
 * that category, in their original order.
 */
export function filterProjects(projects: PortfolioProject[], filter: WorksFilter): PortfolioProject[] {
  return filter === "all" ? projects : projects.filter((project) => project.category === filter);
}

/**
 * The Works portfolio with its filter buttons (docs/product.md#works): toggle buttons with
 * `aria-pressed`, filtering on the page only (no call); a polite live region announces how many
 * projects are shown. Without JavaScript every project is listed.
 */
export function PortfolioFilter({
  projects,
  filters,
}: {
  projects: PortfolioProject[];
  filters: WorksFilterButton[];
}) {
  const [filter, setFilter] = useState<WorksFilter>("all");
  const shown = filterProjects(projects, filter);
  return (
    <>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <fieldset className="flex flex-wrap gap-2 sm:gap-3">
          <legend className="sr-only">Filter projects by category</legend>
          {filters.map((option) => {
            const pressed = filter === option.value;
            return (
              <button
                key={option.value}
                type="button"
                aria-pressed={pressed}
                onClick={() => setFilter(option.value)}
                className={`min-h-11 rounded-full px-3.5 py-2.5 text-sm font-semibold transition-colors sm:px-5 ${
                  pressed
                    ? "bg-stone-900 text-white"
                    : "bg-white text-ink ring-1 ring-stone-300 hover:ring-brand-600 hover:text-brand-700"
                }`}
              >
                {option.label}
              </button>
            );
          })}
        </fieldset>
        <p aria-live="polite" data-testid="project-count" className="text-sm text-stone-600">
          Showing {shown.length} {shown.length === 1 ? "project" : "projects"}
        </p>
      </div>
      <div className="mt-10">
        <ProjectGrid projects={shown} />
      </div>
    </>
  );
}
