import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { buttonClasses } from "~/components/ui/button-styles";
import { Container } from "~/components/ui/container";
import { paths } from "~/lib/paths";

export const meta = () => [
  { title: "404 – Sidan hittades inte | Vinga Design" },
  {
    name: "description",
    content: "Sidan du letar efter finns inte. Gå tillbaka till startsidan för Vinga Design.",
  },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);

  return (
    <Container className="flex flex-col items-center py-24 text-center md:py-36">
      <p
        aria-hidden="true"
        className="font-display text-[7rem] leading-none font-extrabold text-brand-pink md:text-[10rem]"
      >
        404
      </p>
      <h1 className="mt-4 text-3xl font-extrabold md:text-4xl">
        <span className="sr-only">404 – </span>Oops! Page not found
      </h1>
      <Link to={paths.home} className={buttonClasses({ className: "mt-10" })}>
        Return to Home
      </Link>
    </Container>
  );
}
