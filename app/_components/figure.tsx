// An inline figure by name: the prose says <Figure id="scenarios" /> and the number comes
// from lib/site. An unknown id fails the build rather than printing nothing.
import { isFigureId, siteFigures } from '@/lib/site/figures';
import { getSiteData } from '@/lib/site/site-data';

export function Figure({ id }: { id: string }) {
  if (!isFigureId(id)) throw new Error(`<Figure id="${id}">: unknown figure id`);
  return <span data-figure={id}>{siteFigures(getSiteData())[id]}</span>;
}
