/**
 * The address rule of zod's `email()` (letters, digits and `_ ' + -` in dot-separated words before
 * the @; a dotted host name with a top-level domain of two or more letters after it), widened to
 * internationalised addresses (RFC 6530): letters and digits of any script in the local part, and a
 * domain that is checked in its IDNA (punycode) form, as mail servers see it. So
 * `björn@företag.se` is as valid as its punycode form `björn@xn--fretag-4wa.se`.
 */
const LOCAL_PART = /^(?:[\p{L}\p{M}\p{N}_'+-]+\.)*[\p{L}\p{M}\p{N}_'+-]*[\p{L}\p{M}\p{N}_+-]$/u;
const ASCII_DOMAIN = /^(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+(?:[A-Za-z]{2,}|xn--[A-Za-z0-9-]+)$/;

/** The domain in the ASCII form the DNS uses, or null when it is no valid host name. */
function asciiDomain(domain: string) {
  if (!domain || /[\s/?#@:\\[\]%]/.test(domain)) return null;
  try {
    return new URL(`http://${domain}`).hostname;
  } catch {
    return null;
  }
}

export function isEmailAddress(value: string) {
  const at = value.lastIndexOf("@");
  if (at <= 0) return false;
  const local = value.slice(0, at);
  const domain = asciiDomain(value.slice(at + 1));
  return local.length <= 64 && LOCAL_PART.test(local) && domain !== null && ASCII_DOMAIN.test(domain);
}
