import type { ContactFormValues } from "./contact-fields";

export const CONTACT_SUBJECT = "Nytt kontaktformulär meddelande";

/** The JSON body for the form service, as the specification's call names it, plus its honeypot: a filled `_honey` makes it drop the message. */
export function buildContactPayload(message: ContactFormValues, honeypot: string) {
  return {
    name: message.name,
    email: message.email,
    message: message.message,
    consent: message.consent ? "Ja" : "Nej",
    _subject: CONTACT_SUBJECT,
    _captcha: "false",
    _honey: honeypot,
  };
}

export type ContactPayload = ReturnType<typeof buildContactPayload>;

/**
 * Where the form posts when JavaScript has not run (yet): the service's plain endpoint, which
 * answers with its own thank-you page instead of JSON.
 */
export function formFallbackAction(endpoint: string) {
  return endpoint.replace("/ajax/", "/");
}

/** The spec's wait for the form service before the attempt counts as failed. */
export const SEND_TIMEOUT_MS = 15_000;

export type SendFailure =
  | { kind: "http-error"; status: number; message?: string }
  | { kind: "rejected"; message?: string }
  | { kind: "invalid-response"; status: number }
  | { kind: "network-error"; cause: unknown }
  | { kind: "timeout" };

export type SendResult = { ok: true } | { ok: false; failure: SendFailure };

const messageOf = (body: unknown) =>
  body !== null && typeof body === "object" && "message" in body && typeof body.message === "string"
    ? body.message
    : undefined;

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * What the form service's answer means. It answers HTTP 200 for its own errors with
 * `{"success":"false"}` (success is a string), and now and then sends HTML instead of JSON.
 */
export function classifyResponse(status: number, bodyText: string): SendResult {
  const body = parseJson(bodyText);
  if (status < 200 || status > 299) {
    return {
      ok: false,
      failure: { kind: "http-error", status, message: body.ok ? messageOf(body.value) : undefined },
    };
  }
  if (!body.ok || body.value === null || typeof body.value !== "object") {
    return { ok: false, failure: { kind: "invalid-response", status } };
  }
  const success = "success" in body.value ? body.value.success : undefined;
  if (success === "false" || success === false) {
    return { ok: false, failure: { kind: "rejected", message: messageOf(body.value) } };
  }
  return { ok: true };
}

/** A readable line for the console, so a failed send can be diagnosed from the visitor's browser. */
export function describeFailure(failure: SendFailure) {
  switch (failure.kind) {
    case "http-error":
      return `Formulärtjänsten svarade ${failure.status}${failure.message ? `: ${failure.message}` : ""}`;
    case "rejected":
      return `Formulärtjänsten avvisade meddelandet${failure.message ? `: ${failure.message}` : ""}`;
    case "invalid-response":
      return `Formulärtjänsten svarade ${failure.status} men inte med JSON`;
    case "network-error":
      return `Nätverksfel: ${failure.cause instanceof Error ? failure.cause.message : String(failure.cause)}`;
    case "timeout":
      return `Inget svar inom ${SEND_TIMEOUT_MS / 1000} sekunder`;
  }
}

/** Posts the payload as JSON; never throws, every outcome is a SendResult. */
export async function sendContactMessage(
  payload: ContactPayload,
  {
    endpoint,
    fetch: fetchImpl = fetch,
    timeoutMs = SEND_TIMEOUT_MS,
  }: {
    endpoint: string;
    fetch?: typeof fetch;
    timeoutMs?: number;
  },
): Promise<SendResult> {
  const controller = new AbortController();
  let timedOut = false;
  // A plain timer rather than AbortSignal.timeout(), so fake clocks in tests control it.
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await fetchImpl(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(payload),
      signal: controller.signal,
    });
    return classifyResponse(response.status, await response.text());
  } catch (cause) {
    return { ok: false, failure: timedOut ? { kind: "timeout" } : { kind: "network-error", cause } };
  } finally {
    clearTimeout(timer);
  }
}
