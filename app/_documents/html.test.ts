import { describe, expect, it } from 'vitest';
import { escapeHtml, html } from './html';

describe('html', () => {
  it.each([
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['" onmouseover="x', '&quot; onmouseover=&quot;x'],
    ["it's & <b>", 'it&#39;s &amp; &lt;b&gt;'],
  ])('escapes %j', (input, expected) => {
    expect(escapeHtml(input)).toBe(expected);
    expect(html`<p title="${input}">${input}</p>`.text).toBe(`<p title="${expected}">${expected}</p>`);
  });

  it('keeps nested markup, joins lists and drops empty values', () => {
    const items = ['a<', 'b'].map((item) => html`<li>${item}</li>`);
    expect(html`<ul>${items}</ul>${null}${false}${undefined}${0}`.text).toBe('<ul><li>a&lt;</li><li>b</li></ul>0');
  });
});
