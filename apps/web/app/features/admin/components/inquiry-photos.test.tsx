import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { atUrl, type FetchMock, fakeAdminApi, makeInquiry } from "./inbox.test-harness.ts";
import { Inbox } from "./inbox.tsx";

/**
 * An inquiry's photos in the inbox (docs/product.md#operator-inbox): the list's photo count, and
 * the detail's thumbnails of the admin API's photo URL, each opening full size in a new tab, with
 * a Download link.
 */

function renderInbox(fetch: FetchMock) {
  const user = userEvent.setup();
  render(atUrl(<Inbox fetch={fetch} />));
  return { user };
}

const WITH_PHOTOS = makeInquiry("p1", { name: "Ada Lovelace", photoCount: 3 });
const WITHOUT = makeInquiry("n1", { name: "Grace Hopper" });
const PHOTO_URL = "/api/admin/inquiries/p1/photos";

/** The fake API with Ada's three photos and Grace's none. */
function withPhotos() {
  const api = fakeAdminApi([WITH_PHOTOS, WITHOUT]);
  api.archive.photos.p1 = [
    { n: 1, name: "kitchen.jpg", type: "image/jpeg", size: 2_400_000 },
    { n: 2, name: "sink.png", type: "image/png", size: 300_000 },
    { n: 3, name: "photo-3.webp", type: "image/webp", size: 512 },
  ];
  return api;
}

describe("photos in the inbox", () => {
  it("the list shows how many photos came with an inquiry, and nothing for one without", async () => {
    const { fetch } = withPhotos();
    renderInbox(fetch);
    const table = await screen.findByRole("table");
    const row = table.querySelector('[data-inquiry-id="p1"]');
    expect(row?.querySelector('[data-testid="inquiry-photo-count"]')?.textContent).toBe("3 photos");
    expect(table.querySelector('[data-inquiry-id="n1"] [data-testid="inquiry-photo-count"]')).toBeNull();
  });

  it("the detail shows each photo as a lazy, fixed-size thumbnail of the admin URL that opens full size, and Download", async () => {
    const { fetch } = withPhotos();
    const { user } = renderInbox(fetch);
    await user.click(await screen.findByRole("button", { name: "Open the inquiry from Ada Lovelace" }));
    const dialog = await screen.findByRole("dialog");
    const section = await within(dialog).findByRole("region", { name: "Photos" });
    const images = await within(section).findAllByRole("img");
    expect(images.map((image) => image.getAttribute("alt"))).toEqual([
      "Photo 1 of 3: kitchen.jpg",
      "Photo 2 of 3: sink.png",
      "Photo 3 of 3: photo-3.webp",
    ]);
    for (const [index, image] of images.entries()) {
      expect(image.getAttribute("src")).toBe(`${PHOTO_URL}/${index + 1}`);
      expect(image.getAttribute("loading")).toBe("lazy");
      expect(image.getAttribute("width")).toBe("128");
      expect(image.getAttribute("height")).toBe("128");
      expect(image.className).toContain("object-cover");
    }
    // Full size: a link (reached with Tab, followed with Enter) to the same URL in a new tab.
    const open = within(section).getByRole("link", { name: /^Photo 1 of 3: kitchen\.jpg/ });
    expect(open.getAttribute("href")).toBe(`${PHOTO_URL}/1`);
    expect(open.getAttribute("target")).toBe("_blank");
    expect(open.getAttribute("rel")).toContain("noopener");
    expect(open.textContent).toContain("(opens full size in a new tab)");
    const download = within(section).getByRole("link", { name: "Download photo 2 of 3: sink.png" });
    expect(download.getAttribute("href")).toBe(`${PHOTO_URL}/2?download=1`);
    expect(download.textContent).toBe("Download");
    expect(section.textContent).toContain("2.3 MB");
    expect(section.textContent).toContain("293 KB");
    expect(section.textContent).toContain("1 KB");
  });

  it("the thumbnails' links are keyboard reachable in order: full size, then Download, per photo", async () => {
    const { fetch } = withPhotos();
    const { user } = renderInbox(fetch);
    await user.click(await screen.findByRole("button", { name: "Open the inquiry from Ada Lovelace" }));
    const dialog = await screen.findByRole("dialog");
    const section = await within(dialog).findByRole("region", { name: "Photos" });
    const links = within(section).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      `${PHOTO_URL}/1`,
      `${PHOTO_URL}/1?download=1`,
      `${PHOTO_URL}/2`,
      `${PHOTO_URL}/2?download=1`,
      `${PHOTO_URL}/3`,
      `${PHOTO_URL}/3?download=1`,
    ]);
    for (const link of links) expect(link.getAttribute("tabindex")).toBeNull();
    (links[0] as HTMLElement).focus();
    await user.tab();
    expect(document.activeElement).toBe(links[1]);
  });

  it("an inquiry without photos has no Photos section", async () => {
    const { fetch } = withPhotos();
    const { user } = renderInbox(fetch);
    await user.click(await screen.findByRole("button", { name: "Open the inquiry from Grace Hopper" }));
    const dialog = await screen.findByRole("dialog");
    await within(dialog).findByText("No events yet.");
    expect(within(dialog).queryByRole("region", { name: "Photos" })).toBeNull();
    expect(within(dialog).queryAllByRole("img")).toEqual([]);
  });

  it("says so when the photos cannot be shown (the bucket failed) or are gone", async () => {
    const api = withPhotos();
    api.archive.photos.p1 = null;
    const { user } = renderInbox(api.fetch);
    await user.click(await screen.findByRole("button", { name: "Open the inquiry from Ada Lovelace" }));
    const dialog = await screen.findByRole("dialog");
    const section = await within(dialog).findByRole("region", { name: "Photos" });
    await waitFor(() =>
      expect(section.textContent).toContain(
        "The photos cannot be shown right now. Close this inquiry and open it again to retry.",
      ),
    );
    expect(within(section).queryAllByRole("img")).toEqual([]);
  });

  it("says the photos are no longer stored when the detail lists none", async () => {
    const api = withPhotos();
    api.archive.photos.p1 = [];
    const { user } = renderInbox(api.fetch);
    await user.click(await screen.findByRole("button", { name: "Open the inquiry from Ada Lovelace" }));
    const section = await within(await screen.findByRole("dialog")).findByRole("region", { name: "Photos" });
    await waitFor(() =>
      expect(section.textContent).toContain("The photos of this inquiry are no longer stored."),
    );
  });

  it("says when the visitor sent photos that were not kept (the day's limit was reached)", async () => {
    // The detail answer carries photosNotKept; the fake archive passes the row's fields through.
    const notKept = { ...makeInquiry("k1", { name: "Alan Turing" }), photosNotKept: true };
    const { fetch } = fakeAdminApi([notKept]);
    const { user } = renderInbox(fetch);
    await user.click(await screen.findByRole("button", { name: "Open the inquiry from Alan Turing" }));
    const dialog = await screen.findByRole("dialog");
    const section = await within(dialog).findByRole("region", { name: "Photos" });
    expect(within(section).getByTestId("inquiry-photos-not-kept").textContent).toBe(
      "The visitor sent photos, but they were not kept: the day's limit on stored photos was reached. Ask the visitor for them.",
    );
    expect(within(section).queryAllByRole("img")).toEqual([]);
  });
});
