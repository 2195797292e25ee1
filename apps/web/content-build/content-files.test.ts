import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { CONTENT_FILES } from "../app/content/schemas.ts";
import { ContentError, REPO_CONTENT_DIR, readContent } from "./content-files.ts";

/** Copies of content/ made by a test, removed after it. */
const copies: string[] = [];
afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A content file as a test edits it: any JSON shape. */
// biome-ignore lint/suspicious/noExplicitAny: a test edits files of every shape, right or wrong
type AnyJson = any;

/** A copy of the repository's content/ with one file changed by `edit`. */
function contentWith(file: string, edit: (data: AnyJson) => void): string {
  const dir = mkdtempSync(join(tmpdir(), "content-"));
  copies.push(dir);
  cpSync(REPO_CONTENT_DIR, dir, { recursive: true });
  const data = JSON.parse(readFileSync(join(dir, file), "utf8"));
  edit(data);
  writeFileSync(join(dir, file), JSON.stringify(data));
  return dir;
}

/** The problem lines `readContent` throws for `dir`. */
function problemsOf(dir: string): readonly string[] {
  try {
    readContent(dir);
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  throw new Error("readContent accepted the content");
}

describe("the content files (docs/product.md#page-content)", () => {
  it("are each valid against their schema, placeholders filled", () => {
    const content = readContent(REPO_CONTENT_DIR);
    expect([...content.keys()].sort()).toEqual(Object.keys(CONTENT_FILES).sort());
    const faqs = content.get("faqs.json") as { contact: { answer: string }[] };
    expect(faqs.contact[2]?.answer).toContain("A single room typically takes 6-8 weeks");
    expect(JSON.stringify([...content.values()])).not.toMatch(/\{[a-z]+(\.[a-z]+)?\}/i);
  });

  it("refuse an empty title, naming the file and the field", () => {
    const dir = contentWith("pages/home.json", (data) => {
      data.hero.title = "  ";
    });
    expect(problemsOf(dir)).toEqual(["content/pages/home.json: hero.title: must not be empty"]);
  });

  it('read an optional field the CMS emptied (`""` for a text, `null` for a choice) as absent', () => {
    const home = contentWith("pages/home.json", (data) => {
      data.services.eyebrow = "";
      data.services.description = null;
    });
    const services = contentWith("pages/services.json", (data) => {
      data.whyChooseUs[0].description = "";
      data.whyChooseUs[0].icon = null;
      data.whyChooseUs[0].points = null;
    });
    const section = (readContent(home).get("pages/home.json") as AnyJson).services;
    expect(section).toEqual({ title: section.title });
    const feature = (readContent(services).get("pages/services.json") as AnyJson).whyChooseUs[0];
    expect(feature).toEqual({ title: feature.title });
  });

  it("refuse a portfolio category other than Residential or Commercial", () => {
    const dir = contentWith("portfolio.json", (data) => {
      data.projects[4].category = "industrial";
    });
    expect(problemsOf(dir)).toEqual([
      "content/portfolio.json: projects[4].category: must be Residential or Commercial",
    ]);
  });

  it("refuse a project without its image, and an owner's photo missing from content/media", () => {
    const missing = contentWith("portfolio.json", (data) => {
      delete data.projects[0].image;
    });
    expect(problemsOf(missing)).toEqual(["content/portfolio.json: projects[0].image: is required"]);
    const absent = contentWith("team.json", (data) => {
      data.members[1].image.id = "/media/nobody.jpg";
    });
    expect(problemsOf(absent)).toEqual([
      "content/team.json: members[1].image.id: /media/nobody.jpg is not in content/media",
    ]);
  });

  it("refuse an icon the site does not ship", () => {
    const dir = contentWith("pages/mold-removal.json", (data) => {
      data.serviceCards[2].icon = "rocket";
    });
    const [problem] = problemsOf(dir);
    expect(problem).toMatch(
      /^content\/pages\/mold-removal\.json: serviceCards\[2\]\.icon: must be one of the site's icons \(home, building/,
    );
  });

  it("take process steps in the order the file lists them, with no number to keep in step", () => {
    const original = JSON.parse(readFileSync(join(REPO_CONTENT_DIR, "pages/works.json"), "utf8"));
    const dir = contentWith("pages/works.json", (data) => {
      data.processSteps.reverse();
      for (const step of data.processSteps) delete step.number;
    });
    const works = readContent(dir).get("pages/works.json") as AnyJson;
    expect(works.processSteps.map((step: AnyJson) => step.title)).toEqual(
      original.processSteps.map((step: AnyJson) => step.title).reverse(),
    );
  });

  it("refuse a text over its length, an unknown placeholder and hours that close before they open", () => {
    expect(
      problemsOf(
        contentWith("testimonials.json", (data) => {
          data.works[0].quote = "x".repeat(601);
        }),
      ),
    ).toEqual(["content/testimonials.json: works[0].quote: must be at most 600 characters"]);
    expect(
      problemsOf(
        contentWith("faqs.json", (data) => {
          data.contact[0].answer = "In {durations.forever}.";
        }),
      )[0],
    ).toMatch(
      /^content\/faqs\.json: contact\[0\]\.answer: unknown placeholder \{durations\.forever\} \(known: \{name\}/,
    );
    expect(
      problemsOf(
        contentWith("company.json", (data) => {
          data.officeHours[1].closes = "08:00";
        }),
      ),
    ).toEqual(["content/company.json: officeHours[1]: must close after it opens"]);
  });

  it("say how soon the company answers as company.json says it, wherever a text promises it", () => {
    const dir = contentWith("company.json", (data) => {
      data.answerWithin = "two business days";
    });
    const contact = readContent(dir).get("pages/contact.json") as AnyJson;
    expect(contact.getInTouch.description).toContain("We answer every inquiry within two business days.");
  });

  it("refuse a link to a page the site does not have, naming the file and field", () => {
    const problems = problemsOf(
      contentWith("pages/home.json", (data) => {
        data.cta.action.to = "/contcat";
      }),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^content\/pages\/home\.json: cta\.action\.to: \/contcat is no page of the site \(the pages: \/, \/about, /,
    );
  });

  it("refuse a placeholder in company.json or figures.json, which are where placeholders come from", () => {
    expect(
      problemsOf(
        contentWith("figures.json", (data) => {
          data.stats.years.label = "Years in {address.city}";
        }),
      ),
    ).toEqual([
      "content/figures.json: stats.years.label: {address.city} is not filled in company.json or figures.json (placeholders work in the other files): write the fact itself",
    ]);
  });

  it("refuse a phone whose number dialled is not the number shown", () => {
    expect(
      problemsOf(
        contentWith("company.json", (data) => {
          data.phone.display = "(971) 555-0199";
        }),
      ),
    ).toEqual([
      "content/company.json: phone.href: must dial the number shown in phone.display ((971) 555-0199): tel:+, the country code and the number's digits",
    ]);
    // The country code may be left out of the number shown or written in it, a national number may
    // start with its trunk 0, an extension may follow, and a number in letters is not compared.
    for (const [display, href] of [
      ["(503) 555-0142", "tel:+15035550142"],
      ["+1 503 555 0142", "tel:+15035550142"],
      ["503.555.0142", "tel:+15035550142"],
      ["(503) 555-0142 ext. 12", "tel:+15035550142"],
      ["020 7946 0958", "tel:+442079460958"],
      ["+44 (0)20 7946 0958", "tel:+442079460958"],
      ["(02) 9876 5432", "tel:+61298765432"],
      ["1-800-FLOWERS", "tel:+18003569377"],
    ]) {
      const dir = contentWith("company.json", (data) => {
        data.phone = { display, href };
      });
      expect(() => readContent(dir), display).not.toThrow();
    }
  });

  it("refuse office hours that overlap on a day, naming both slots and the day", () => {
    expect(
      problemsOf(
        contentWith("company.json", (data) => {
          data.officeHours.push({ days: ["sat", "mon"], label: "Mon", opens: "17:00", closes: "19:00" });
        }),
      ),
    ).toEqual(["content/company.json: officeHours[2]: overlaps officeHours[0] on mon"]);
    expect(
      problemsOf(
        contentWith("company.json", (data) => {
          data.officeHours[1].days = ["sat", "sat"];
        }),
      ),
    ).toEqual(["content/company.json: officeHours[1]: lists sat more than once"]);
    const backToBack = contentWith("company.json", (data) => {
      data.officeHours.push({ days: ["mon"], label: "Mon", opens: "18:00", closes: "20:00" });
    });
    expect(() => readContent(backToBack)).not.toThrow();
  });

  it("refuse a file that is not JSON, and a missing file", () => {
    const dir = contentWith("team.json", () => {});
    writeFileSync(join(dir, "team.json"), "{ members: [");
    rmSync(join(dir, "pages/about.json"));
    const problems = problemsOf(dir);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^content\/pages\/about\.json: missing/);
    expect(problems[1]).toMatch(/^content\/team\.json: not valid JSON/);
  });
});
