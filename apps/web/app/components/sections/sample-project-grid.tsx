import type { SampleProject } from "../../content/types.ts";
import { Icon } from "../ui/icon.tsx";
import { ResponsiveImage } from "../ui/responsive-image.tsx";
import { STAGGER_CLASS, staggerStyle } from "../ui/stagger.ts";
import { useSectionTone } from "./section.tsx";

/**
 * The sample projects of a service page (`SampleProject`: title, location, image) as a
 * list of cards: a 4:3 photo (lazy, with a stone background if it fails), the title as an `<h3>`
 * and the location beneath. One column on phones, two from 640 px, three from 1024 px; cards enter
 * staggered by 0.1 s.
 */
export function SampleProjectGrid({ projects }: { projects: SampleProject[] }) {
  const dark = useSectionTone() === "dark";
  return (
    <ul className="grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
      {projects.map((project, index) => (
        <li key={project.title} style={staggerStyle(index)} className={`${STAGGER_CLASS} group`}>
          <article className="flex flex-col">
            <h3 className="order-2 mt-5 font-display text-xl">{project.title}</h3>
            <p
              className={`order-3 mt-1.5 flex items-center gap-1.5 text-sm ${dark ? "text-stone-300" : "text-stone-600"}`}
            >
              <Icon name="map-pin" className={`size-4 ${dark ? "text-brand-300" : "text-brand-700"}`} />
              <span className="sr-only">Location: </span>
              {project.location}
            </p>
            <div className="order-1 overflow-hidden rounded-2xl">
              <ResponsiveImage
                photo={project.image}
                width={800}
                height={600}
                sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                className="aspect-4/3 w-full object-cover transition-transform duration-500 group-hover:scale-105"
              />
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
