// The quotes themselves are in app/content/data/testimonials.yaml.
export const testimonialsHeading = "Vad våra kunder säger";

export const testimonialsSubtitle = "Läs om deras upplevelser av att arbeta med oss";
