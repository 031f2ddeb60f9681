// A run's source digests document: one row per file the run hashed, then the lockfile, with
// the recorded and the current SHA-256 and how they compare. Paths and digests come from an
// artifact, so they go through the escaping `html` tag like everything else here.
import { shortDigest } from '@/lib/site/format';
import type { RunDigestsPage } from '@/lib/site/run-digests-page';
import { sourceHref } from '@/lib/site/routes';
import { html, type Html } from './html';

const digest = (value: string) => html`<code title="${value}">${shortDigest(value)}</code>`;

export function runDigestsBody(page: RunDigestsPage): Html {
  const rows = page.rows.map(
    (row) =>
      html`<tr data-comparison="${row.comparison}"><th scope="row">${
        row.slug ? html`<a href="${sourceHref(row.path)}"><code>${row.path}</code></a>` : html`<code>${row.path}</code>`
      }</th><td>${digest(row.recorded)}</td><td>${row.current ? digest(row.current) : 'file missing'}</td><td class="${
        row.comparison === 'equal' ? 'verdict-pass' : 'verdict-fail'
      }">${row.comparison}</td></tr>`,
  );
  const caption = 'Source digests recorded by this run, against the current source';
  return html`<article><h1>${page.title}</h1><p class="lead">${page.description}</p><p><a href="${page.runHref}">Back to the run page</a>: statistics and every case's verdict.</p><div class="table-scroll wide" role="region" aria-label="${caption}" tabindex="0"><table id="run-digests" data-table="run-digests"><caption>${caption}</caption><thead><tr><th scope="col">File</th><th scope="col">Recorded SHA-256</th><th scope="col">Current SHA-256</th><th scope="col">Compared with current source</th></tr></thead><tbody>${rows}</tbody></table></div></article>`;
}
