import { icons, type LucideProps } from "lucide-react";
import type { IconName } from "~/content/types";

/** Drawn at build time only, so the whole set costs visitors nothing; IconName keeps content honest. */
export function Icon({ name, ...props }: LucideProps & { name: IconName }) {
  const Component = icons[name];
  return <Component aria-hidden="true" {...props} />;
}
