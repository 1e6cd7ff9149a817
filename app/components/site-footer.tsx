import { Link } from "react-router";
import { organisation } from "~/lib/organisation";
import { mainNavigation } from "~/lib/site-pages";

function moreLinks(signedInHome: string | null) {
  return [
    { to: "/resources", label: "Resources and Support Hub" },
    { to: "/cv-builder", label: "CV and Disclosure Letter Builder" },
    { to: "/request-callback", label: "Request a Call Back" },
    signedInHome ? { to: signedInHome, label: "My Dashboard" } : { to: "/sign-in", label: "Sign In" },
    { to: "/privacy-policy", label: "Privacy Policy" },
    { to: "/terms", label: "Terms of Use" },
  ];
}

/** `signedInHome`: as for the site header, the signed-in person's home or null. */
export function SiteFooter({ signedInHome }: { signedInHome: string | null }) {
  return (
    <footer className="bg-ink text-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold">{organisation.name}</p>
          <p className="mt-2 text-sm text-white/80">
            Helping people with criminal convictions into good jobs, with employers and partner organisations across the UK.
          </p>
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
            {organisation.social.map((link) => (
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
          <p>
            {organisation.legalName} is a community interest company registered in England and Wales, company number{" "}
            {organisation.companyNumber}.
          </p>
          <p className="mt-1">Registered office: {organisation.registeredOffice}.</p>
          <p className="mt-1">© {new Date().getFullYear()} {organisation.legalName}</p>
        </div>
      </div>
    </footer>
  );
}
