import type { ProcessStep } from "../../content/types.ts";
import { ResponsiveImage } from "../ui/responsive-image.tsx";
import { STAGGER_CLASS, staggerStyle } from "../ui/stagger.ts";
import { useSectionTone } from "./section.tsx";

/**
 * The columns by step count, so four steps sit in one row and five or six wrap evenly: the grid's
 * classes and the photos' `sizes` for those columns.
 */
function columnsOf(count: number): { classes: string; sizes: string } {
  if (count === 4)
    return {
      classes: "sm:grid-cols-2 lg:grid-cols-4",
      sizes: "(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw",
    };
  if (count === 2) return { classes: "sm:grid-cols-2", sizes: "(min-width: 640px) 50vw, 100vw" };
  return {
    classes: "sm:grid-cols-2 lg:grid-cols-3",
    sizes: "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw",
  };
}

/**
 * A numbered process (`ProcessStep`: title, description, image), as an ordered list: each
 * step shows its photo (4:3, lazy), its number (its place in the list, from 1), title and description.
 */
export function ProcessSteps({ steps }: { steps: ProcessStep[] }) {
  const dark = useSectionTone() === "dark";
  const columns = columnsOf(steps.length);
  return (
    <ol className={`grid gap-8 ${columns.classes}`}>
      {steps.map((step, index) => (
        <li key={index} style={staggerStyle(index)} className={STAGGER_CLASS}>
          <div className="relative">
            <ResponsiveImage
              photo={step.image}
              width={800}
              height={600}
              sizes={columns.sizes}
              className="aspect-4/3 w-full rounded-2xl object-cover"
            />
            <span
              aria-hidden="true"
              className="absolute -bottom-5 left-5 flex size-11 items-center justify-center rounded-full bg-brand-600 font-display text-lg text-white ring-4 ring-white"
            >
              {index + 1}
            </span>
          </div>
          <h3 className="mt-9 font-display text-xl">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <p className={`mt-2 leading-relaxed ${dark ? "text-stone-300" : "text-stone-600"}`}>
            {step.description}
          </p>
        </li>
      ))}
    </ol>
  );
}
