import { cn } from "~/lib/cn";
import { Eyebrow } from "./eyebrow";

type SectionHeadingProps = {
  id: string;
  title: string;
  subtitle?: string;
  eyebrow?: string;
  align?: "left" | "center";
  tone?: "light" | "dark";
};

/** The h2 + subtitle pair every section opens with. */
export function SectionHeading({
  id,
  title,
  subtitle,
  eyebrow,
  align = "center",
  tone = "light",
}: SectionHeadingProps) {
  return (
    <div className={cn("max-w-2xl", align === "center" && "mx-auto text-center")}>
      {eyebrow && <Eyebrow tone={tone}>{eyebrow}</Eyebrow>}
      <h2
        id={id}
        className={cn(
          "mt-3 text-3xl font-extrabold sm:text-4xl lg:text-[2.75rem] lg:leading-tight",
          tone === "dark" ? "text-white" : "text-ink",
        )}
      >
        {title}
      </h2>
      {subtitle && (
        <p className={cn("mt-4 text-lg text-pretty", tone === "dark" ? "text-white/80" : "text-ink-soft")}>
          {subtitle}
        </p>
      )}
    </div>
  );
}
