import type { ReactNode } from "react";
import type { SectionCopy } from "../../content/types.ts";
import { Section, type SectionTone } from "./section.tsx";
import { SectionHeading } from "./section-heading.tsx";

/**
 * The usual content section of a page: a {@link Section} named by its `<h2>`
 * ({@link SectionHeading}) and the section's content in a wrapper tests can count items in.
 *
 * @param testId - names the content wrapper (`data-testid`) and derives the heading's id
 *   (`<testId>-title`), so each must be unique on its page.
 * @param heading - eyebrow, title and description from the page's content module.
 * @param footer - optional content after the counted items (e.g. a "View All Projects" link),
 *   outside the `data-testid` wrapper.
 */
export function HeadedSection({
  testId,
  heading,
  tone,
  align,
  footer,
  children,
}: {
  testId: string;
  heading: SectionCopy;
  tone?: SectionTone;
  align?: "left" | "center";
  footer?: ReactNode;
  children: ReactNode;
}) {
  const titleId = `${testId}-title`;
  return (
    <Section tone={tone} labelledBy={titleId}>
      <SectionHeading id={titleId} align={align} {...heading} />
      <div data-testid={testId}>{children}</div>
      {footer ? <div className="mt-12 text-center">{footer}</div> : null}
    </Section>
  );
}
