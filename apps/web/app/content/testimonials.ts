import type { Testimonial } from "./types.ts";

/**
 * Client testimonials shown on Home (two, SPEC 2) and Works (three, SPEC 2), keyed so each page
 * picks its own and none repeats on the same page.
 */
export const testimonials = {
  laurelhurst: {
    name: "Megan Okafor",
    role: "Homeowner, Laurelhurst",
    quote:
      "They redesigned our 1920s bungalow from the kitchen to the kids' rooms and tested the air before we moved back in. The house finally feels like us, and my son's morning cough is gone.",
  },
  dental: {
    name: "Dr. Raj Patel",
    role: "Owner, Hawthorne Family Dental",
    quote:
      "Our new clinic was finished a week early, and patients keep telling us it doesn't feel like a dentist's office. The team handled permits, contractors and low-VOC finishes without us chasing anyone.",
  },
  condo: {
    name: "Elena Vasquez",
    role: "Condo owner, Pearl District",
    quote:
      "We had a headache-inducing new-furniture smell for months. Clearwell found the formaldehyde source in two days, fixed it, and then helped us refresh the whole living space. Worth every penny.",
  },
  cowork: {
    name: "Marcus Lindqvist",
    role: "Founder, Bridgetown Coworking",
    quote:
      "Eighty desks, two phone-booth rows and a café on a tight budget. They listened, they planned around our members, and the space has been fully booked since opening week.",
  },
  basement: {
    name: "Janet and Tom Whitaker",
    role: "Homeowners, Sellwood",
    quote:
      "After the mold in our basement was cleared they turned it into the family room we'd always wanted. Clear communication, tidy crews and a follow-up air test six months later.",
  },
} as const satisfies Record<string, Testimonial>;
