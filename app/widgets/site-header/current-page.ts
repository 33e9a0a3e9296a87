/**
 * How the header and the menu mark the page the visitor is on (aria-current="page"): a thick
 * underline in the text's own colour as well as the pill, so it shows without colour (WCAG 1.4.1)
 * and in forced colours, where the pill's fill is painted away and the underline keeps the text's
 * system colour.
 */
export const CURRENT_PAGE = "underline decoration-[3px] underline-offset-[6px]";
