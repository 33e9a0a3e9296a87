import { zodResolver } from "@hookform/resolvers/zod";
import { contactSchema } from "./contact-schema";

/** Loaded on first use, so the validation library stays out of the page's first download. */
export const contactResolver = zodResolver(contactSchema);
