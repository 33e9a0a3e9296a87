import {
  Accessibility,
  BadgeCheck,
  Code,
  LayoutTemplate,
  Palette,
  PenTool,
  RefreshCw,
  Rocket,
  Search,
  Server,
  ShieldCheck,
  Smartphone,
  Sparkles,
  Workflow,
  type LucideIcon,
  type LucideProps,
} from "lucide-react";
import type { IconName } from "~/content/types";

/** Only the icons content names are bundled; the type makes a missing mapping a compile error. */
const icons: Record<IconName, LucideIcon> = {
  Accessibility,
  BadgeCheck,
  Code,
  LayoutTemplate,
  Palette,
  PenTool,
  RefreshCw,
  Rocket,
  Search,
  Server,
  ShieldCheck,
  Smartphone,
  Sparkles,
  Workflow,
};

export function Icon({ name, ...props }: LucideProps & { name: IconName }) {
  const Component = icons[name];
  return <Component aria-hidden="true" {...props} />;
}
