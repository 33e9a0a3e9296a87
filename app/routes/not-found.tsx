import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { buttonClasses } from "~/components/ui/button-styles";
import { Container } from "~/components/ui/container";
import { notFoundCopy as copy, notFoundMeta } from "~/content/page-meta";
import { paths } from "~/lib/paths";

export const meta = () => [
  { title: notFoundMeta.title },
  { name: "description", content: notFoundMeta.description },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error(copy.consoleMessage, pathname);
  }, [pathname]);

  return (
    <Container className="flex flex-col items-center py-24 text-center md:py-36">
      <p
        aria-hidden="true"
        className="font-display text-[7rem] leading-none font-extrabold text-brand-pink md:text-[10rem]"
      >
        {copy.code}
      </p>
      <h1 className="mt-4 text-3xl font-extrabold md:text-4xl">
        <span className="sr-only">{copy.code} – </span>
        {copy.heading}
      </h1>
      <Link to={paths.home} className={buttonClasses({ className: "mt-10" })}>
        {copy.homeLink}
      </Link>
    </Container>
  );
}
