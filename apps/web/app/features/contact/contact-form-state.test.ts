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
  errors: {},
  status: "idle",
  confirmation: false,
};

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
      errors: {},
      status: "idle",
      confirmation: false,
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
    expect(contactFormReducer(submitting, { type: "sent", confirmation: true })).toEqual({
      values: EMPTY_VALUES,
      errors: {},
      status: "success",
      confirmation: true,
    });
    expect(contactFormReducer(submitting, { type: "sent", confirmation: false }).confirmation).toBe(false);
    const failed = contactFormReducer(submitting, { type: "failed", errors: {} });
    expect(failed).toEqual({ ...filled, status: "error" });
  });
});
