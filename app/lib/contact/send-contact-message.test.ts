import { afterEach, describe, expect, it, vi } from "vitest";
import {
  buildContactPayload,
  formFallbackAction,
  classifyResponse,
  describeFailure,
  SEND_TIMEOUT_MS,
  sendContactMessage,
  type SendFailure,
} from "./send-contact-message";

const endpoint = "https://formsubmit.co/ajax/hej@vingadesign.se";
const payload = buildContactPayload(
  { name: "Anna", email: "anna@example.se", message: "Hej, vi vill ha en hemsida!", consent: true },
  "",
);

describe("classifyResponse", () => {
  it("is ok for a 200 answer with success 'true'", () => {
    expect(
      classifyResponse(200, '{"success":"true","message":"The form was submitted successfully."}'),
    ).toEqual({
      ok: true,
    });
  });

  it("fails on a non-OK status and keeps its message", () => {
    expect(classifyResponse(500, '{"success":"false","message":"Serverfel"}')).toEqual({
      ok: false,
      failure: { kind: "http-error", status: 500, message: "Serverfel" },
    });
  });

  it("fails on a non-OK status whose body is not JSON", () => {
    expect(classifyResponse(502, "<html>Bad gateway</html>")).toEqual({
      ok: false,
      failure: { kind: "http-error", status: 502, message: undefined },
    });
  });

  it("fails on a 200 answer whose JSON says success 'false' (the service's own errors)", () => {
    expect(classifyResponse(200, '{"success":"false","message":"This form needs Activation."}')).toEqual({
      ok: false,
      failure: { kind: "rejected", message: "This form needs Activation." },
    });
    expect(classifyResponse(200, '{"success":false}')).toEqual({
      ok: false,
      failure: { kind: "rejected", message: undefined },
    });
  });

  it.each(["<!DOCTYPE html><html><body>Tack!</body></html>", "", "null", '"ok"'])(
    "fails on a 200 answer that is not a JSON object: %j",
    (body) => {
      expect(classifyResponse(200, body)).toEqual({
        ok: false,
        failure: { kind: "invalid-response", status: 200 },
      });
    },
  );
});

describe("describeFailure", () => {
  it.each<[SendFailure, string]>([
    [{ kind: "http-error", status: 500, message: "Serverfel" }, "Formulärtjänsten svarade 500: Serverfel"],
    [{ kind: "http-error", status: 503 }, "Formulärtjänsten svarade 503"],
    [
      { kind: "rejected", message: "Needs activation" },
      "Formulärtjänsten avvisade meddelandet: Needs activation",
    ],
    [{ kind: "invalid-response", status: 200 }, "Formulärtjänsten svarade 200 men inte med JSON"],
    [{ kind: "network-error", cause: new TypeError("Failed to fetch") }, "Nätverksfel: Failed to fetch"],
    [{ kind: "timeout" }, "Inget svar inom 15 sekunder"],
  ])("describes %j", (failure, text) => {
    expect(describeFailure(failure)).toBe(text);
  });
});

describe("sendContactMessage", () => {
  afterEach(() => vi.useRealTimers());

  it("posts the payload as JSON with JSON headers", async () => {
    const fetch = vi.fn(async () => new Response('{"success":"true"}', { status: 200 }));
    await expect(sendContactMessage(payload, { endpoint, fetch })).resolves.toEqual({ ok: true });

    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(endpoint);
    expect(init.method).toBe("POST");
    expect(init.headers).toEqual({ "Content-Type": "application/json", Accept: "application/json" });
    expect(JSON.parse(String(init.body))).toEqual(payload);
  });

  it("classifies the answer", async () => {
    const fetch = vi.fn(async () => new Response('{"message":"Trasigt"}', { status: 500 }));
    await expect(sendContactMessage(payload, { endpoint, fetch })).resolves.toEqual({
      ok: false,
      failure: { kind: "http-error", status: 500, message: "Trasigt" },
    });
  });

  it("turns a network error into a failure instead of throwing", async () => {
    const cause = new TypeError("Failed to fetch");
    const fetch = vi.fn(async () => {
      throw cause;
    });
    await expect(sendContactMessage(payload, { endpoint, fetch })).resolves.toEqual({
      ok: false,
      failure: { kind: "network-error", cause },
    });
  });

  it("gives up after 15 seconds without an answer and aborts the request", async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const fetch = vi.fn(
      (_: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          signal = init?.signal ?? undefined;
          signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    );
    const result = sendContactMessage(payload, { endpoint, fetch });

    await vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    await expect(result).resolves.toEqual({ ok: false, failure: { kind: "timeout" } });
    expect(signal?.aborted).toBe(true);
  });

  it("clears its timer once answered", async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(async () => new Response('{"success":"true"}'));
    await sendContactMessage(payload, { endpoint, fetch });
    expect(vi.getTimerCount()).toBe(0);
  });
});

const message = {
  name: "Anna Svensson",
  email: "anna@example.se",
  message: "Hej! Vi vill ha en ny hemsida.",
  consent: true,
};

describe("buildContactPayload", () => {
  it("carries the fields, the consent as 'Ja', the subject, captcha off and the honeypot", () => {
    expect(buildContactPayload(message, "")).toEqual({
      name: "Anna Svensson",
      email: "anna@example.se",
      message: "Hej! Vi vill ha en ny hemsida.",
      consent: "Ja",
      _subject: "Nytt kontaktformulär meddelande",
      _captcha: "false",
      _honey: "",
    });
  });

  it("sends 'Nej' for consent not given", () => {
    expect(buildContactPayload({ ...message, consent: false }, "").consent).toBe("Nej");
  });

  it("passes a filled honeypot on, so the service drops the message", () => {
    expect(buildContactPayload(message, "http://spam.example")._honey).toBe("http://spam.example");
  });
});

describe("formFallbackAction", () => {
  it("turns the service's ajax endpoint into its plain form endpoint", () => {
    expect(formFallbackAction("https://formsubmit.co/ajax/hej@vingadesign.se")).toBe(
      "https://formsubmit.co/hej@vingadesign.se",
    );
  });

  it("leaves any other endpoint as it is", () => {
    expect(formFallbackAction("https://forms.example.se/kontakt")).toBe("https://forms.example.se/kontakt");
  });
});
