import { afterEach, describe, expect, it, vi } from "vitest";
import { aboutMeta } from "./about.meta.ts";
import { homeMeta } from "./home.meta.ts";
import { worksMeta } from "./works.meta.ts";

afterEach(() => {
  vi.doUnmock("../config/site.ts");
  vi.doUnmock("./portfolio.ts");
  vi.resetModules();
});

describe("the pages' meta descriptions (docs/product.md#routes)", () => {
  it("say today's company, city and portfolio as the pages do", () => {
    expect(homeMeta.description).toBe(
      "Clearwell Interiors designs homes and workplaces in Portland, OR, and removes the formaldehyde, VOCs and mold that make them unhealthy.",
    );
    expect(aboutMeta.description).toBe(
      "Since 2010, Clearwell Interiors has paired interior design with indoor-air expertise in Portland. Meet the team, our values and our awards.",
    );
    expect(worksMeta.description).toBe(
      "Nine recent Portland-area projects by Clearwell Interiors: homes, clinics, offices and cafés designed with healthy materials.",
    );
  });

  it("follow the company's name and address and the portfolio's size when the owner edits them", async () => {
    vi.resetModules();
    vi.doMock("../config/site.ts", async (importOriginal) => {
      const original = await importOriginal<typeof import("../config/site.ts")>();
      const address = { ...original.site.address, city: "Tacoma", region: "WA" };
      return { ...original, site: { ...original.site, name: "Northwind Rooms", foundedYear: 1998, address } };
    });
    vi.doMock("./portfolio.ts", async (importOriginal) => {
      const portfolio = await importOriginal<typeof import("./portfolio.ts")>();
      return { ...portfolio, portfolioProjects: portfolio.portfolioProjects.slice(0, 1) };
    });
    const home = (await import("./home.meta.ts")).homeMeta.description;
    const about = (await import("./about.meta.ts")).aboutMeta.description;
    const works = (await import("./works.meta.ts")).worksMeta.description;
    expect(home).toMatch(/^Northwind Rooms designs homes and workplaces in Tacoma, WA, and removes/);
    expect(about).toMatch(/^Since 1998, Northwind Rooms has paired .+ in Tacoma\. /);
    expect(works).toMatch(/^One recent Tacoma-area project by Northwind Rooms: /);
  });
});
