// Header and skip link. The items come from the one navigation list in lib/site.
import { NAVIGATION } from '@/lib/site/navigation';
import { ROUTES } from '@/lib/site/routes';
import { SiteLink } from './site-link';

export function SiteHeader() {
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <nav aria-label="Site">
        <SiteLink href={ROUTES.home} className="site-name">
          commerce-v1
        </SiteLink>
        <ul>
          {NAVIGATION.map((item) => (
            <li key={item.href}>
              <SiteLink href={item.href}>{item.label}</SiteLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
