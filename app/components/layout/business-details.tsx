import { ArrowUpRight, AtSign, Building2, Clock, MapPin, Phone } from "lucide-react";
import { businessCopy as copy } from "~/content/business";
import { formatOpeningHours, mapUrl } from "~/lib/business-identity";
import { cn } from "~/lib/cn";
import { siteConfig } from "~/site.config";

type BusinessDetailsProps = {
  /** Classes for each link (the footer's light-on-navy or the page's ink-on-sand). */
  linkClassName: string;
  /** Classes for the lines that are not links (opening hours, organisation number). */
  textClassName: string;
  className?: string;
};

/** Phone, e-mail, address with a map link, opening hours, profiles and organisation number; each when set. */
export function BusinessDetails({ linkClassName, textClassName, className }: BusinessDetailsProps) {
  const { business, email, city, socialLinks } = siteConfig;
  const address = `${business.streetAddress}, ${business.postalCode} ${city}`;
  const row = "inline-flex items-start gap-2";
  const icon = "mt-[0.2em] size-4 shrink-0";
  const external = (href: string, label: string) => (
    <a href={href} target="_blank" rel="noopener noreferrer" className={cn(linkClassName, row)}>
      <ArrowUpRight aria-hidden="true" className={icon} />
      {label}
      <span className="sr-only"> {copy.newTab}</span>
    </a>
  );
  return (
    <address className={cn("not-italic", className)}>
      <ul className="space-y-3">
        <li>
          <a href={`tel:${business.phoneInternational}`} className={cn(linkClassName, row)}>
            <Phone aria-hidden="true" className={icon} />
            <span className="sr-only">{copy.phoneHint} </span>
            {business.phone}
          </a>
        </li>
        <li>
          <a href={`mailto:${email}`} className={cn(linkClassName, row)}>
            <AtSign aria-hidden="true" className={icon} />
            <span className="sr-only">{copy.emailHint} </span>
            {email}
          </a>
        </li>
        <li>
          <a
            href={mapUrl(business.geo, address)}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(linkClassName, row)}
          >
            <MapPin aria-hidden="true" className={icon} />
            <span>
              {business.streetAddress}
              <br />
              {`${business.postalCode} ${city}`}
            </span>
            <span className="sr-only"> {copy.mapHint}</span>
          </a>
        </li>
        {business.openingHours.map((rule) => (
          <li key={rule.days.join()} className={cn(textClassName, row)}>
            <Clock aria-hidden="true" className={icon} />
            <span>
              <span className="sr-only">{copy.hoursLabel} </span>
              {formatOpeningHours(rule)}
            </span>
          </li>
        ))}
        {socialLinks.map((link) => (
          <li key={link.href}>{external(link.href, link.label)}</li>
        ))}
        {business.googleBusinessUrl && <li>{external(business.googleBusinessUrl, copy.googleBusiness)}</li>}
        {business.orgNumber && (
          <li className={cn(textClassName, row)}>
            <Building2 aria-hidden="true" className={icon} />
            {[business.legalName, `${copy.orgNumberLabel} ${business.orgNumber.display}`]
              .filter(Boolean)
              .join(", ")}
          </li>
        )}
      </ul>
    </address>
  );
}
