import { describe, expect, it } from "vitest";
import {
  type ContactFormState,
  contactFormReducer,
  INITIAL_CONTACT_FORM_STATE,
} from "./contact-form-state.ts";

/** The five form values as the visitor first sees them (docs/product.md#contact-form): all empty. */
const EMPTY_VALUES = { name: "", email: "", phone: "", subject: "", message: "" };

const filled: ContactFormState = {
  values: { name: "Ada", email: "ada@example.com", phone: "", subject: "Hi", message: "Hello there, world" },
  photos: [],
  errors: {},
  status: "idle",
  success: null,
  progress: null,
};

/** The green notice's words as the sending code hands them over. */
const SUCCESS = { title: "Message sent successfully!", body: "Thank you." };

const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], "kitchen.jpg", { type: "image/jpeg" });

describe("contactFormReducer (docs/product.md#contact-form)", () => {
  it("starts idle with five empty strings, and typing never changes that starting state", () => {
    const typed = contactFormReducer(INITIAL_CONTACT_FORM_STATE, {
      type: "edit",
      field: "name",
      value: "Ada",
    });
    expect(typed.values).toEqual({ ...EMPTY_VALUES, name: "Ada" });
    expect(INITIAL_CONTACT_FORM_STATE).toEqual({
      values: EMPTY_VALUES,
      photos: [],
      errors: {},
      status: "idle",
      success: null,
      progress: null,
    });
  });

  it("an edit sets the value and clears only that field's error", () => {
    const state = { ...filled, errors: { name: "Name is required", email: "Email is required" } };
    const next = contactFormReducer(state, { type: "edit", field: "name", value: "Grace" });
    expect(next.values.name).toBe("Grace");
    expect(next.errors).toEqual({ email: "Email is required" });
  });

  it("an invalid submit shows errors and keeps the status", () => {
    const state = { ...filled, status: "error" as const };
    const next = contactFormReducer(state, { type: "invalid", errors: { subject: "Subject is required" } });
    expect(next.status).toBe("error");
    expect(next.errors).toEqual({ subject: "Subject is required" });
  });

  it("submitting ignores edits; success clears values and errors; failure keeps values", () => {
    const submitting = contactFormReducer(filled, { type: "submit" });
    expect(submitting.status).toBe("submitting");
    expect(contactFormReducer(submitting, { type: "edit", field: "name", value: "x" })).toBe(submitting);
    expect(contactFormReducer(submitting, { type: "sent", success: SUCCESS })).toEqual({
      values: EMPTY_VALUES,
      photos: [],
      errors: {},
      status: "success",
      success: SUCCESS,
      progress: null,
    });
    const failed = contactFormReducer(submitting, { type: "failed", errors: {} });
    expect(failed).toEqual({ ...filled, status: "error" });
  });

  it("choosing photos clears only the Photos error; submitting ignores photo changes", () => {
    const state = { ...filled, errors: { photos: "Add at most 5 photos", name: "Name is required" } };
    const next = contactFormReducer(state, { type: "photos", photos: [photo] });
    expect(next.photos).toEqual([photo]);
    expect(next.errors).toEqual({ name: "Name is required" });
    const submitting = contactFormReducer(next, { type: "submit" });
    expect(contactFormReducer(submitting, { type: "photos", photos: [] })).toBe(submitting);
  });

  it("with photos a submit starts the progress at 0; progress moves only while submitting", () => {
    expect(contactFormReducer(filled, { type: "submit" }).progress).toBeNull();
    const submitting = contactFormReducer({ ...filled, photos: [photo] }, { type: "submit" });
    expect(submitting.progress).toBe(0);
    expect(contactFormReducer(submitting, { type: "progress", progress: 0.4 }).progress).toBe(0.4);
    expect(contactFormReducer(filled, { type: "progress", progress: 0.4 })).toBe(filled);
  });

  it("success clears the photos; failure keeps them and ends the progress", () => {
    const submitting = contactFormReducer({ ...filled, photos: [photo] }, { type: "submit" });
    expect(contactFormReducer(submitting, { type: "sent", success: SUCCESS }).photos).toEqual([]);
    const failed = contactFormReducer(submitting, { type: "failed", errors: { photos: "Too big" } });
    expect(failed.photos).toEqual([photo]);
    expect(failed.progress).toBeNull();
    expect(failed.errors).toEqual({ photos: "Too big" });
  });
});
