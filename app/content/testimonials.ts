import type { Testimonial } from "./types";

export const testimonialsHeading = "Vad våra kunder säger";

export const testimonialsSubtitle = "Läs om deras upplevelser av att arbeta med oss";

export const testimonials: Testimonial[] = [
  {
    id: 1,
    name: "Elin S.",
    company: "Frilansande projektledare",
    image: "/images/avatars/frilansare.svg",
    title: "Äntligen har jag koll på min vardag",
    text: "Som frilansare jonglerar jag flera kunder samtidigt, och med FlowPlanner har jag full koll på deadlines och timmar. Vinga Design förstod direkt hur jag arbetar och byggde en app som känns logisk från första klicket. Nu lägger jag mindre tid på administration och mer tid på själva uppdragen.",
  },
  {
    id: 3,
    name: "Anna K.",
    company: "Kvastapinglans Kennel",
    image: "/images/avatars/kennelagare.svg",
    title: "Enkel, personlig och precis som vi ville ha den",
    text: "Vi ville ha en hemsida som känns som oss – varm, personlig och lätt att hitta i. Sara lyssnade på våra idéer och gav oss en sida där våra hundar och kullar verkligen får synas. Nu hör valpköpare av sig och känner redan att de har lärt känna oss.",
  },
];
