import type { PortfolioProject } from "../../content/types.ts";
import { ResponsiveImage } from "../ui/responsive-image.tsx";
import { STAGGER_CLASS, STAGGER_STEP, staggerStyle } from "../ui/stagger.ts";

const CATEGORY_LABELS: Record<PortfolioProject["category"], string> = {
  residential: "Residential",
  commercial: "Commercial",
};

/**
 * Portfolio project cards (`PortfolioProject`: title, category, image, description) in a
 * grid of up to three columns; used for Home's three recent projects and the Works portfolio.
 * Each item carries `data-category` for tests.
 */
export function ProjectGrid({ projects }: { projects: PortfolioProject[] }) {
  return (
    <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
      {projects.map((project, index) => (
        <li
          key={project.title}
          data-category={project.category}
          style={staggerStyle(index, STAGGER_STEP.fast)}
          className={STAGGER_CLASS}
        >
          <article>
            <div className="relative overflow-hidden rounded-2xl">
              <ResponsiveImage
                photo={project.image}
                width={800}
                height={600}
                sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                className="aspect-4/3 w-full object-cover transition-transform duration-500 hover:scale-105"
              />
              <span className="absolute top-4 left-4 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold tracking-wide text-ink">
                {CATEGORY_LABELS[project.category]}
              </span>
            </div>
            <h3 className="mt-5 font-display text-xl">{project.title}</h3>
            <p className="mt-2 leading-relaxed text-stone-600">{project.description}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
