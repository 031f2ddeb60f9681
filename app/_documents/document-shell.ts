// The frame of a plain-HTML document: the same head, header, skip link and footer as the
// React pages (app/layout.tsx, site-header.tsx, site-footer.tsx), from the same navigation
// list and stylesheet, with no script at all. Links are plain anchors: these documents are
// outside the client router. The stylesheet is our own file, inlined raw (it is CSS, not text).
import { NAVIGATION } from '@/lib/site/navigation';
import { buildCommit } from '@/lib/site/provenance';
import { commitUrl, repositoryUrl, REPOSITORY_URL_VARIABLE } from '@/lib/site/repository';
import { ROUTES } from '@/lib/site/routes';
import { getSiteData } from '@/lib/site/site-data';
import { siteUrl } from '@/lib/site/site-url';
import { siteStylesheet } from '@/lib/site/stylesheet';
import { Html, html } from './html';

export interface DocumentMeta {
  /** The page's own title; the site name is appended as on the React pages. */
  title: string;
  description: string;
  /** Site-relative path of this document, for its canonical link. */
  path: string;
}

/** The commit as the React footer shows it (app/_components/repository-links.tsx): linked when the address is known. */
function commitCode(commit: string): Html {
  const href = commitUrl(commit);
  const code = html`<code>${commit.slice(0, 12)}</code>`;
  return href ? html`<a href="${href}" data-commit-link>${code}</a>` : code;
}

function repositoryName(): Html {
  const href = repositoryUrl();
  return href
    ? html`The code is in the repository <a href="${href}" data-repository>${href}</a>.`
    : html`This build was made without <code>${REPOSITORY_URL_VARIABLE}</code>, so it names no repository address.`;
}

function footer(): Html {
  const { commit, dirty } = buildCommit();
  const count = getSiteData().artifacts.length;
  return html`<footer class="site-footer"><div><p>Every figure on this site is computed at build time from ${count} recorded run artifact${count === 1 ? '' : 's'} and the scenario sources${
    commit ? html` at commit ${commitCode(commit)}${dirty ? ' (with uncommitted changes)' : ''}` : ''
  }. <a href="${ROUTES.reproduce}">Reproduce it</a>. ${repositoryName()}</p></div></footer>`;
}

function header(): Html {
  const items = NAVIGATION.map((item) => html`<li><a href="${item.href}">${item.label}</a></li>`);
  return html`<header class="site-header"><a class="skip-link" href="#main">Skip to content</a><nav aria-label="Site"><a class="site-name" href="${ROUTES.home}">commerce-v1</a><ul>${items}</ul></nav></header>`;
}

export function documentShell(meta: DocumentMeta, body: Html): string {
  return `<!DOCTYPE html>${html`<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark"><title>${meta.title} — commerce-v1</title><meta name="description" content="${meta.description}"><link rel="canonical" href="${`${siteUrl()}${meta.path}`}"><link rel="icon" href="/icon.svg" type="image/svg+xml"><style>${new Html(siteStylesheet())}</style></head><body>${header()}<main id="main" tabindex="-1">${body}</main>${footer()}</body></html>`.text}`;
}

/** A route handler's answer for a document. */
export function documentResponse(meta: DocumentMeta, body: Html): Response {
  return new Response(documentShell(meta, body), { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}
