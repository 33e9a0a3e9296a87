import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { QuoteWithCase } from "~/content/testimonials";
import { TestimonialsSection } from "./testimonials-section";

function quote(order: number): QuoteWithCase {
  return {
    id: `kund-${order}`,
    order,
    name: `Kund ${order}`,
    company: "Företag",
    image: "/images/avatars/kund.svg",
    title: "Rubrik",
    text: "Citat",
  };
}

/** Whether each quote's card is centred across both columns, in order. */
function centred(count: number) {
  document.body.innerHTML = renderToStaticMarkup(
    <TestimonialsSection testimonials={Array.from({ length: count }, (_, index) => quote(index + 1))} />,
  );
  return [...document.querySelectorAll("figure")].map(
    (figure) => figure.parentElement?.classList.contains("md:justify-self-center") ?? false,
  );
}

describe("TestimonialsSection", () => {
  it("centres an odd last quote, or a lone one, rather than leaving half a row empty", () => {
    expect(centred(1)).toEqual([true]);
    expect(centred(2)).toEqual([false, false]);
    expect(centred(3)).toEqual([false, false, true]);
  });
});
