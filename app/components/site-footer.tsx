import { Link } from "~/components/ui/router-link";
import { siteName, socialLinks, telHref, type Organisation } from "~/lib/organisation";
import { checkerLink, mainNavigation } from "~/lib/site-pages";

function moreLinks(signedInHome: string | null) {
  return [
    { to: "/resources", label: "Resources and Support Hub" },
    { to: "/cv-builder", label: "CV and Disclosure Letter Builder" },
    { to: checkerLink.to, label: "Disclosure Helper" },
    { to: "/request-callback", label: "Request a Call Back" },
    signedInHome ? { to: signedInHome, label: "My Dashboard" } : { to: "/sign-in", label: "Sign In" },
    { to: "/privacy-policy", label: "Privacy Policy" },
    { to: "/terms", label: "Terms of Use" },
    { to: "/cookies", label: "Cookies" },
  ];
}

/**
 * `signedInHome`: as for the site header, the signed-in person's home or null. `organisation` is null only
 * when the root loader failed; the footer then leaves out what it cannot know.
 */
export function SiteFooter({ signedInHome, organisation }: { signedInHome: string | null; organisation: Organisation | null }) {
  return (
    <footer className="bg-ink text-white">
      {/* Two columns of links even on a phone, so the footer is not a long single list. */}
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 lg:grid-cols-4">
        <div className="col-span-2 lg:col-span-1">
          <p className="text-lg font-bold">{siteName}</p>
          <p className="mt-2 text-sm text-white/80">
            Helping people with criminal convictions into good jobs, with employers and partner organisations across the UK.
          </p>
          {organisation ? (
            <div className="mt-6">
              <h2 className="font-semibold">Contact us</h2>
              <ul className="mt-2 text-sm" aria-label="Contact details">
                <li>
                  <a className="inline-block py-2 text-white/90 underline hover:text-white" href={telHref(organisation.phone)}>
                    <span className="sr-only">Phone: </span>
                    {organisation.phone}
                  </a>
                </li>
                <li>
                  <a className="inline-block wrap-break-word py-2 text-white/90 underline hover:text-white" href={`mailto:${organisation.email}`}>
                    <span className="sr-only">Email: </span>
                    {organisation.email}
                  </a>
                </li>
                <li className="py-2 text-white/80">{organisation.openingHours}</li>
              </ul>
            </div>
          ) : null}
        </div>
        <nav id="footer-navigation" aria-label="Footer">
          <h2 className="font-semibold">Pages</h2>
          <ul className="mt-2 text-sm">
            {mainNavigation.map((item) => (
              <li key={item.to}>
                <Link className="inline-block py-2 text-white/90 hover:text-white hover:underline" to={item.to}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="More">
          <h2 className="font-semibold">More</h2>
          <ul className="mt-2 text-sm">
            {moreLinks(signedInHome).map((item) => (
              <li key={item.to}>
                <Link className="inline-block py-2 text-white/90 hover:text-white hover:underline" to={item.to}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="font-semibold">Follow us</h2>
          <ul className="mt-2 text-sm">
            {socialLinks.map((link) => (
              <li key={link.name}>
                <a className="inline-block py-2 text-white/90 hover:text-white hover:underline" href={link.href} rel="noopener noreferrer">
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/20">
        <div className="mx-auto max-w-6xl px-4 py-6 text-sm text-white/80 sm:px-6">
          {organisation ? (
            <>
              <p>
                {siteName} is run by {organisation.name}, registered in England and Wales, company number{" "}
                {organisation.companyNumber}.
              </p>
              <p className="mt-1">Registered office: {organisation.registeredOffice}.</p>
              <p className="mt-1">© {new Date().getFullYear()} {organisation.name}</p>
            </>
          ) : (
            <p>© {new Date().getFullYear()} {siteName}</p>
          )}
        </div>
      </div>
    </footer>
  );
}
