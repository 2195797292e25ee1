import type { CallToAction, Feature, HeroCopy, PageMetaCopy, SectionCopy } from "./services.ts";
import type { ServiceCard } from "./types.ts";

/** `<head>` copy of /services/mold-removal (SPEC 2 Mold removal page). */
export const moldMeta: PageMetaCopy = {
  title: "Mold Removal",
  description:
    "Mold inspection, testing and removal in Portland, Oregon and SW Washington: containment, HEPA cleaning, moisture control and clearance testing.",
  path: "/services/mold-removal",
};

/** Hero of the Mold removal page (SPEC 2). */
export const moldHero: HeroCopy = {
  eyebrow: "Mold Removal",
  title: "Mold out, moisture under control",
  description:
    "Nine months of Northwest rain find every leak. We locate the mold, remove it safely and fix the moisture behind it, so your home or business stays healthy after the next wet season.",
  image: {
    id: "photo-1581578731548-c64695cc6952",
    alt: "Technician in protective gear inspecting a wall for mold",
  },
};

/** Heading of the health symptoms list. */
export const moldSymptomsSection: SectionCopy = {
  eyebrow: "Health",
  title: "Symptoms of mold exposure",
  description:
    "If these ease when you leave the building and return when you come back, mold may be the cause.",
};

/** Health symptoms of mold exposure (SPEC 2 "health symptoms"). */
export const moldSymptoms: Feature[] = [
  {
    title: "Sneezing and congestion",
    description: "A stuffy or runny nose that never quite clears.",
    icon: "wind",
  },
  {
    title: "Coughing and wheezing",
    description: "Worse at night or in basements and bathrooms.",
    icon: "users",
  },
  {
    title: "Itchy eyes and skin",
    description: "Red, watery eyes and skin rashes without another cause.",
    icon: "droplet",
  },
  {
    title: "Headaches and fatigue",
    description: "Persistent tiredness and trouble concentrating indoors.",
    icon: "clock",
  },
  {
    title: "Asthma flare-ups",
    description: "More frequent attacks and more use of rescue inhalers.",
    icon: "shield",
  },
  {
    title: "Sinus infections",
    description: "Repeated sinus trouble through the rainy months.",
    icon: "search",
  },
];

/** Heading of the vulnerable groups list. */
export const moldVulnerableSection: SectionCopy = {
  eyebrow: "Who is at risk",
  title: "People most vulnerable to mold",
};

/** Groups most affected by mold (SPEC 2 "vulnerable groups"). */
export const moldVulnerableGroups: Feature[] = [
  {
    title: "Infants and young children",
    description: "Developing lungs and more time spent near floors.",
    icon: "home",
  },
  { title: "Older adults", description: "Less resilient airways and immune systems.", icon: "users" },
  {
    title: "People with asthma or allergies",
    description: "Mold spores are a common trigger for attacks.",
    icon: "wind",
  },
  {
    title: "People with weakened immune systems",
    description: "Including people in cancer treatment or after a transplant.",
    icon: "shield",
  },
];

/** Heading of the property damage list. */
export const moldDamageSection: SectionCopy = {
  eyebrow: "Your property",
  title: "What mold does to a building",
};

/** Damage mold causes to property (SPEC 2 "property damage"). */
export const moldPropertyDamage: Feature[] = [
  {
    title: "Drywall and insulation",
    description: "Mold feeds on paper facing and soaks into insulation, which then has to be removed.",
    icon: "home",
  },
  {
    title: "Wood framing and subfloors",
    description: "Long-term moisture and mold lead to rot in studs, joists and sheathing.",
    icon: "ruler",
  },
  {
    title: "Finishes and belongings",
    description: "Stained paint, lifting floors and ruined fabrics, books and furniture.",
    icon: "palette",
  },
  {
    title: "Property value",
    description: "Untreated mold must be disclosed when you sell and can stall a sale or a lease.",
    icon: "building",
  },
];

/** Heading of the six services. */
export const moldServicesSection: SectionCopy = {
  eyebrow: "What we do",
  title: "Mold removal services",
};

/** The six services of the Mold removal page (SPEC 2). */
export const moldServiceCards: ServiceCard[] = [
  {
    title: "Mold Inspection",
    description: "A visual inspection with moisture meters and thermal imaging to find hidden growth.",
    icon: "search",
  },
  {
    title: "Air & Surface Testing",
    description: "Samples analysed by an accredited laboratory to identify mold types and spore levels.",
    icon: "wind",
  },
  {
    title: "Containment & Removal",
    description: "Sealed work areas under negative air pressure, and safe removal of affected materials.",
    icon: "shield",
  },
  {
    title: "HEPA Cleaning",
    description: "HEPA vacuuming, air scrubbing and cleaning of surfaces and contents in the affected area.",
    icon: "sparkles",
  },
  {
    title: "Moisture Control",
    description: "Drying, dehumidification and coordination of leak, gutter and ventilation repairs.",
    icon: "droplet",
  },
  {
    title: "Restoration & Redesign",
    description: "Our designers rebuild the room with mold-resistant, low-emission materials.",
    icon: "palette",
  },
];

/** Closing call to action: "Schedule an Inspection" to /contact (SPEC 2). */
export const moldCta: CallToAction = {
  title: "Seen a spot, smelled something musty?",
  description:
    "The sooner mold is found, the smaller the job. Book an inspection and we will tell you what we find.",
  action: { label: "Schedule an Inspection", to: "/contact" },
};
