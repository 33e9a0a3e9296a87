import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/cn";
import { SkeletonImage } from "~/widgets/skeleton-image/skeleton-image";

type OpenableCardProps = {
  /** The card's own corners and shadows. */
  className: string;
  picture: Omit<ComponentProps<typeof SkeletonImage>, "frameClassName">;
  /** The text under the picture, with the CardOpenButton that stretches over the whole card. */
  children: ReactNode;
};

/**
 * What a project card and a template card share: a 4:3 picture on top that zooms a little under
 * the pointer while the card lifts, and the focus ring drawn around the whole card while its
 * opening button has keyboard focus (the button itself draws none: it covers the card).
 */
export function OpenableCard({ className, picture, children }: OpenableCardProps) {
  return (
    <article
      className={cn(
        "group relative flex h-full flex-col overflow-hidden bg-white ring-1 ring-ink/8 transition-[box-shadow,translate] duration-300 hover:-translate-y-1 hover:shadow-ink/10 has-[button:focus-visible]:outline-3 has-[button:focus-visible]:outline-offset-4 has-[button:focus-visible]:outline-brand-blue motion-reduce:hover:translate-y-0",
        className,
      )}
    >
      <SkeletonImage
        {...picture}
        frameClassName="aspect-4/3 border-b border-ink/8"
        className={cn(
          "transition-transform duration-500 ease-out group-hover:scale-[1.03] motion-reduce:group-hover:scale-100",
          picture.className,
        )}
      />
      {children}
    </article>
  );
}
