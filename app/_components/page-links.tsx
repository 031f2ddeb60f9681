// The home page's table of contents, from the one navigation list.
import { NAVIGATION } from '@/lib/site/navigation';
import { SiteLink } from './site-link';

export function PageLinks() {
  return (
    <ul className="toc">
      {NAVIGATION.map((item) => (
        <li key={item.href}>
          <SiteLink href={item.href}><strong>{item.label}</strong></SiteLink> — {item.summary}
        </li>
      ))}
    </ul>
  );
}
