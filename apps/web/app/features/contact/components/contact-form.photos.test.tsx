import {
  MAX_PHOTO_BYTES,
  MAX_PHOTOS,
  MAX_PHOTOS_TOTAL_BYTES,
  PHOTO_ACCEPT,
  PHOTO_MESSAGES,
  PHOTOS_NOT_TAKEN_TODAY,
} from "@clearwell/contract/photos";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TEST_FORM_TOKEN } from "../../../../test/form-token-stub.ts";
import { PHOTOS_TEXT } from "../form-copy.ts";
import {
  answering,
  type FetchMock,
  NO_TOKEN_WAIT,
  sentBody,
  VALID_INQUIRY,
} from "./contact-form.test-harness.tsx";
import { ContactForm } from "./contact-form.tsx";

/**
 * The Contact form's Photos control (docs/product.md#contact-form): its markup with and without
 * JavaScript, the checks before sending, the previews with their Remove buttons, and the multipart
 * upload with its progress. The upload's XMLHttpRequest is a stand-in ({@link FakeUpload}); nothing
 * reaches the network.
 */

const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1];
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];

/** A photo named `name` whose first bytes are `head`; `size` overrides its size (no big buffer). */
function photo(name: string, head = JPEG_HEAD, size?: number): File {
  const file = new File([new Uint8Array([...head, 1, 2, 3])], name, { type: "image/jpeg" });
  if (size !== undefined) Object.defineProperty(file, "size", { value: size });
  return file;
}

/** A stand-in for XMLHttpRequest: records the request; the test drives progress and the answer. */
class FakeUpload {
  static made: FakeUpload[] = [];
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = "";
  aborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeUpload.made.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  /** The browser reports `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  /** The worker answers `status` with `body` as JSON. */
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const xhr = () => new FakeUpload() as unknown as XMLHttpRequest;

/**
 * How the photo kit's chunk loads: it fails (a flaky connection, or a deploy since the page
 * loaded), or it waits for `slow` (a slow connection), or it loads at once.
 */
const kitLoad = vi.hoisted(() => ({ fails: false, slow: null as Promise<void> | null }));
vi.mock("../photos/load-photo-kit.ts", async (importOriginal) => {
  const original = await importOriginal<typeof import("../photos/load-photo-kit.ts")>();
  return {
    ...original,
    loadPhotoKit: () =>
      kitLoad.fails
        ? Promise.reject(new Error("chunk failed"))
        : (kitLoad.slow ?? Promise.resolve()).then(original.loadPhotoKit),
  };
});

let urls: string[];
beforeEach(() => {
  FakeUpload.made = [];
  urls = [];
  vi.spyOn(URL, "createObjectURL").mockImplementation((object) => {
    const url = `blob:preview/${(object as File).name}`;
    urls.push(url);
    return url;
  });
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  kitLoad.fails = false;
  kitLoad.slow = null;
});

/** Renders the form with a fetch and the upload stand-in; returns the user, the input and helpers. */
function renderForm(fetch: FetchMock = answering(200, { id: "inquiry-1", status: "sent" })) {
  const user = userEvent.setup();
  const { unmount } = render(<ContactForm sendOptions={{ fetch, xhr }} formTokenOptions={NO_TOKEN_WAIT} />);
  const input = screen.getByLabelText(PHOTOS_TEXT.label) as HTMLInputElement;
  const fill = async () => {
    for (const [label, value] of Object.entries(VALID_INQUIRY)) {
      await user.type(screen.getByLabelText(label), value);
    }
  };
  const send = () => user.click(screen.getByRole("button", { name: "Send Message" }));
  const previews = () => screen.findByRole("list", { name: "Chosen photos" });
  return { user, input, fill, send, previews, fetch, unmount };
}

/** The message under the Photos control, or `null`. */
const photosError = () => document.getElementById("photos-error");

describe("the Photos control's markup (docs/product.md#contact-form)", () => {
  it("is an optional multiple file input with the exact label and hint, described by the hint", () => {
    const { input } = renderForm();
    expect(input.type).toBe("file");
    expect(input.id).toBe("photos");
    expect(input.name).toBe("photos");
    expect(input.multiple).toBe(true);
    expect(input.getAttribute("accept")).toBe("image/jpeg,image/png,image/webp");
    expect(input.getAttribute("accept")).toBe(PHOTO_ACCEPT);
    expect(input.required).toBe(false);
    expect(screen.getByText("Photos (optional)").tagName).toBe("LABEL");
    const hint = screen.getByText("Up to 5 photos of the space: JPEG, PNG or WebP, 10 MB each.");
    expect(hint.id).toBe("photos-hint");
    expect(input.getAttribute("aria-describedby")).toBe("photos-hint");
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    expect(photosError()).toBeNull();
  });

  it("states the contract's limits in its hint", () => {
    expect(PHOTOS_TEXT.hint).toContain(`Up to ${MAX_PHOTOS} photos`);
    expect(PHOTOS_TEXT.hint).toContain(`${MAX_PHOTO_BYTES / 1024 / 1024} MB each`);
  });

  it("without JavaScript: a multipart POST form, the hidden inputs before the file input, which is the last control", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<ContactForm />);
    document.body.appendChild(container);
    const form = container.querySelector("form") as HTMLFormElement;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("enctype")).toBe("multipart/form-data");
    const names = [...form.querySelectorAll("input, textarea, select")].map((control) =>
      control.getAttribute("name"),
    );
    expect(names).toEqual([
      "name",
      "email",
      "phone",
      "subject",
      "message",
      "honeypot",
      "formToken",
      "photos",
    ]);
    const file = form.querySelector("#photos") as HTMLInputElement;
    expect(file.outerHTML).toContain('type="file"');
    expect(file.hasAttribute("multiple")).toBe(true);
    expect(file.getAttribute("aria-describedby")).toBe("photos-hint");
    // The previews and progress load with the kit on the first choice: none of it is prerendered.
    expect(form.querySelector("ul, progress, img")).toBeNull();
    container.remove();
  });
});

describe("the photos' check before sending (docs/product.md#contact-form)", () => {
  const cases: [string, () => File[], string][] = [
    ["more than 5 photos", () => [1, 2, 3, 4, 5, 6].map((n) => photo(`p${n}.jpg`)), PHOTO_MESSAGES.too_many],
    [
      "a photo over 10 MB",
      () => [photo("big.jpg", JPEG_HEAD, MAX_PHOTO_BYTES + 1)],
      PHOTO_MESSAGES.too_large,
    ],
    [
      "more than 25 MB together",
      () => [1, 2, 3].map((n) => photo(`p${n}.jpg`, JPEG_HEAD, Math.ceil(MAX_PHOTOS_TOTAL_BYTES / 3) + 1)),
      PHOTO_MESSAGES.total_too_large,
    ],
    [
      "a file that is not a JPEG, PNG or WebP by its bytes",
      () => [photo("notes.jpg", [0x25, 0x50, 0x44, 0x46])],
      PHOTO_MESSAGES.wrong_type,
    ],
  ];

  for (const [what, files, message] of cases) {
    it(`${what}: "${message}" under Photos, focus on it, nothing sent`, async () => {
      const { user, input, fill, send, previews, fetch } = renderForm();
      await fill();
      await user.upload(input, files());
      await previews();
      await send();

      await waitFor(() => expect(photosError()?.textContent).toBe(message));
      expect(input.getAttribute("aria-invalid")).toBe("true");
      expect(input.getAttribute("aria-describedby")).toBe("photos-hint photos-error");
      expect(document.activeElement).toBe(input);
      expect(screen.getByRole("button", { name: "Send Message" })).toHaveProperty("disabled", false);
      expect(fetch).not.toHaveBeenCalled();
      expect(FakeUpload.made).toHaveLength(0);
    });
  }

  it("shows the fields' messages and the photos' together, focusing the first field", async () => {
    const { user, input, send, previews } = renderForm();
    await user.upload(input, [photo("notes.jpg", [0x25, 0x50, 0x44, 0x46])]);
    await previews();
    await send();
    await waitFor(() => expect(photosError()?.textContent).toBe(PHOTO_MESSAGES.wrong_type));
    expect(screen.getByText("Name is required")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Full Name"));
  });

  it("removing photos clears the message", async () => {
    const { user, input, fill, send, previews } = renderForm();
    await fill();
    await user.upload(input, [photo("notes.jpg", [0x25, 0x50, 0x44, 0x46])]);
    await previews();
    await send();
    await waitFor(() => expect(photosError()).not.toBeNull());
    await user.click(screen.getByRole("button", { name: "Remove photo 1: notes.jpg" }));
    expect(photosError()).toBeNull();
    expect(input.hasAttribute("aria-invalid")).toBe(false);
  });
});

describe("the chosen photos' previews (docs/product.md#contact-form)", () => {
  it("shows each photo as a thumbnail with its name and a labelled Remove button", async () => {
    const { user, input, previews } = renderForm();
    await user.upload(input, [photo("kitchen.jpg"), photo("hall.png", PNG_HEAD)]);
    const list = await previews();
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    await waitFor(() => expect(list.querySelectorAll("img")).toHaveLength(2));
    expect([...list.querySelectorAll("img")].map((img) => img.getAttribute("src"))).toEqual([
      "blob:preview/kitchen.jpg",
      "blob:preview/hall.png",
    ]);
    expect(within(items[0] as HTMLElement).getByText("kitchen.jpg")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Remove photo 1: kitchen.jpg" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Remove photo 2: hall.png" })).toBeTruthy();
  });

  it("a second choice adds to the first", async () => {
    const { user, input, previews } = renderForm();
    await user.upload(input, [photo("a.jpg")]);
    await previews();
    await user.upload(input, [photo("b.jpg"), photo("c.jpg")]);
    await waitFor(() => expect(screen.getAllByRole("button", { name: /^Remove photo/ })).toHaveLength(3));
    expect(screen.getByRole("button", { name: "Remove photo 3: c.jpg" })).toBeTruthy();
  });

  it("Remove works from the keyboard, revokes that preview's URL and moves focus sensibly", async () => {
    const { user, input, previews } = renderForm();
    await user.upload(input, [photo("a.jpg"), photo("b.jpg")]);
    await previews();
    await waitFor(() => expect(urls).toHaveLength(2));

    screen.getByRole("button", { name: "Remove photo 1: a.jpg" }).focus();
    await user.keyboard("{Enter}");
    expect(URL.revokeObjectURL).toHaveBeenCalledWith("blob:preview/a.jpg");
    expect(URL.revokeObjectURL).toHaveBeenCalledTimes(1);
    const left = screen.getByRole("button", { name: "Remove photo 1: b.jpg" });
    expect(document.activeElement).toBe(left);

    await user.keyboard(" ");
    expect(URL.revokeObjectURL).toHaveBeenCalledWith("blob:preview/b.jpg");
    expect(screen.queryByRole("list", { name: "Chosen photos" })).toBeNull();
    expect(document.activeElement).toBe(input);
  });

  it("revokes every preview's URL when the form goes away", async () => {
    const { user, input, previews, unmount } = renderForm();
    await user.upload(input, [photo("a.jpg"), photo("b.jpg")]);
    await previews();
    await waitFor(() => expect(urls).toHaveLength(2));
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    unmount();
    expect(
      vi
        .mocked(URL.revokeObjectURL)
        .mock.calls.map(([url]) => url)
        .sort(),
    ).toEqual(["blob:preview/a.jpg", "blob:preview/b.jpg"]);
  });
});

describe("sending with photos (docs/product.md#contact-form)", () => {
  it("posts multipart: the inquiry part first (the very JSON request), then one photos part per photo", async () => {
    // The same inquiry without photos, as JSON, for comparison.
    const plain = renderForm();
    await plain.fill();
    await plain.send();
    await waitFor(() => expect(plain.fetch).toHaveBeenCalledTimes(1));
    const json = sentBody(plain.fetch);
    plain.unmount();

    const { user, input, fill, send, previews, fetch } = renderForm();
    await fill();
    const files = [photo("kitchen.jpg"), photo("hall.png", PNG_HEAD)];
    await user.upload(input, files);
    await previews();
    await send();
    await waitFor(() => expect(FakeUpload.made).toHaveLength(1));
    const upload = FakeUpload.made[0] as FakeUpload;
    expect(fetch).not.toHaveBeenCalled();
    expect(upload.method).toBe("POST");
    expect(upload.url).toBe("/api/send-email");
    expect(upload.headers).toEqual({ Accept: "application/json" });
    const parts = [...(upload.body as FormData).entries()];
    expect(parts.map(([name]) => name)).toEqual(["inquiry", "photos", "photos"]);
    expect(JSON.parse(parts[0]?.[1] as string)).toEqual(json);
    expect(json.formToken).toBe(TEST_FORM_TOKEN);
    expect(parts.slice(1).map(([, file]) => (file as File).name)).toEqual(["kitchen.jpg", "hall.png"]);
  });

  it("shows the upload's progress as a bar and politely announced text, then the success", async () => {
    const { user, input, fill, send, previews } = renderForm();
    await fill();
    await user.upload(input, [photo("kitchen.jpg")]);
    await previews();
    await send();
    await waitFor(() => expect(FakeUpload.made).toHaveLength(1));
    const upload = FakeUpload.made[0] as FakeUpload;

    const bar = screen.getByRole("progressbar", { name: "Photo upload" }) as HTMLProgressElement;
    expect(bar.value).toBe(0);
    expect(screen.getByRole("button", { name: "Sending..." })).toBeTruthy();
    expect(input.disabled).toBe(true);
    expect(screen.getByRole("button", { name: "Remove photo 1: kitchen.jpg" })).toHaveProperty(
      "disabled",
      true,
    );

    act(() => upload.progress(42, 100));
    expect(bar.value).toBe(42);
    const announced = screen.getByText("Uploading photos: 40%");
    expect(announced.getAttribute("aria-live")).toBe("polite");
    act(() => upload.progress(100, 100));
    expect(screen.getByText("Uploading photos: 100%")).toBeTruthy();

    act(() => upload.respond(202, { id: "inquiry-1", status: "queued" }));
    const status = screen.getByRole("status");
    await waitFor(() => expect(within(status).getByText("Message sent successfully!")).toBeTruthy());
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.queryByRole("list", { name: "Chosen photos" })).toBeNull();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith("blob:preview/kitchen.jpg");
  });

  it("accepted without its photos (the day's photo storage used up): the success says so in one sentence", async () => {
    const { user, input, fill, send, previews } = renderForm();
    await fill();
    await user.upload(input, [photo("kitchen.jpg")]);
    await previews();
    await send();
    await waitFor(() => expect(FakeUpload.made).toHaveLength(1));
    act(() =>
      (FakeUpload.made[0] as FakeUpload).respond(200, {
        id: "inquiry-1",
        status: "sent",
        photosNotKept: true,
      }),
    );
    const status = screen.getByRole("status");
    await waitFor(() => expect(within(status).getByText("Message sent successfully!")).toBeTruthy());
    expect(status.textContent).toContain(PHOTOS_NOT_TAKEN_TODAY);
    expect(PHOTOS_NOT_TAKEN_TODAY).toBe(
      "Your photos could not be taken today, so we will ask you for them when we reply.",
    );
  });

  it("a 400 naming photos shows the worker's message under Photos and keeps them", async () => {
    const { user, input, fill, send, previews } = renderForm();
    await fill();
    await user.upload(input, [photo("kitchen.jpg")]);
    await previews();
    await send();
    await waitFor(() => expect(FakeUpload.made).toHaveLength(1));
    act(() =>
      (FakeUpload.made[0] as FakeUpload).respond(400, {
        error: "Validation failed",
        code: "validation_failed",
        fields: { photos: "Photos must be JPEG, PNG or WebP images" },
      }),
    );
    await waitFor(() => expect(photosError()?.textContent).toBe("Photos must be JPEG, PNG or WebP images"));
    expect(document.activeElement).toBe(input);
    expect(
      within(screen.getByRole("alert")).getByText("There was an error sending your message"),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Remove photo 1: kitchen.jpg" })).toBeTruthy();
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("without the photo kit (its chunk failed to load) a new choice replaces the photos, as the input shows", async () => {
    kitLoad.fails = true;
    const { user, input, fill, send } = renderForm();
    await fill();
    await user.upload(input, [photo("one.jpg"), photo("two.jpg")]);
    await user.upload(input, [photo("three.jpg")]);
    expect(screen.queryByRole("list", { name: "Chosen photos" })).toBeNull();
    await send();
    await waitFor(() => expect(FakeUpload.made).toHaveLength(1));
    const upload = FakeUpload.made[0] as FakeUpload;
    const sent = (upload.body as FormData).getAll("photos") as File[];
    expect(sent.map((file) => file.name)).toEqual(["three.jpg"]);
  });

  it("a second choice while the photo kit is still loading adds to the first, as once it has loaded", async () => {
    let arrive = () => {};
    kitLoad.slow = new Promise((resolve) => {
      arrive = resolve;
    });
    const { user, input, previews } = renderForm();
    await user.upload(input, [photo("one.jpg"), photo("two.jpg")]);
    await user.upload(input, [photo("three.jpg")]);
    arrive();
    const list = await previews();
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining("one.jpg"),
      expect.stringContaining("two.jpg"),
      expect.stringContaining("three.jpg"),
    ]);
  });

  it("a network error during the upload is the red notice, photos and values kept", async () => {
    const { user, input, fill, send, previews } = renderForm();
    await fill();
    await user.upload(input, [photo("kitchen.jpg")]);
    await previews();
    await send();
    await waitFor(() => expect(FakeUpload.made).toHaveLength(1));
    act(() => (FakeUpload.made[0] as FakeUpload).onerror?.());
    await waitFor(() => expect(screen.getByText("There was an error sending your message")).toBeTruthy());
    expect(screen.getByLabelText("Full Name")).toHaveProperty("value", VALID_INQUIRY["Full Name"]);
    expect(screen.getByRole("button", { name: "Remove photo 1: kitchen.jpg" })).toBeTruthy();
  });
});
