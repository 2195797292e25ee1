import type { TeamMember } from "../../content/types.ts";
import { ResponsiveImage } from "../ui/responsive-image.tsx";
import { STAGGER_CLASS, staggerStyle } from "../ui/stagger.ts";

/** The team (`TeamMember`: name, role, image): portrait cards, four across from 1024 px. */
export function TeamGrid({ members }: { members: TeamMember[] }) {
  return (
    <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
      {members.map((member, index) => (
        <li key={member.name} style={staggerStyle(index)} className={STAGGER_CLASS}>
          <ResponsiveImage
            photo={member.image}
            width={600}
            height={750}
            sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
            className="aspect-4/5 w-full rounded-2xl object-cover"
          />
          <h3 className="mt-5 font-display text-xl">{member.name}</h3>
          <p className="mt-1 text-stone-600">{member.role}</p>
        </li>
      ))}
    </ul>
  );
}
