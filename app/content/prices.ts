/** The two fixed prices, quoted across the site (packages, FAQ, page descriptions, /about, llms.txt). */
export const websitePrice = "13 900 kr";
export const subscriptionPrice = "1 900 kr/mån";
