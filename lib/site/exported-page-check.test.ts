// Pages written twice over by a retried render (the longer attempt's tail after the shorter
// one's end) are refused; a whole page, with or without scripts, passes.
import { describe, expect, it } from 'vitest';
import { exportedPageDefect } from './exported-page-check';

const WHOLE = '<!DOCTYPE html><html lang="en"><head></head><body><main>x</main><script>self.__next_f.push([1,"a"])</script></body></html>';

describe('exportedPageDefect', () => {
  it('accepts a whole page, with a trailing newline or without scripts', () => {
    expect(exportedPageDefect(WHOLE)).toBeNull();
    expect(exportedPageDefect(`${WHOLE}\n`)).toBeNull();
    expect(exportedPageDefect('<!DOCTYPE html><html><body><p>case</p></body></html>')).toBeNull();
  });

  it('refuses the tail of a longer write after the end of the document', () => {
    const overwritten = `${WHOLE}n\\",\\"93\\",{\\"className\\":\\"k\\"}]\\n"])</script></body></html>`;
    expect(exportedPageDefect(overwritten)).toBe('has 2 </html> tags, not 1');
  });

  it('refuses text after the end and unbalanced scripts', () => {
    expect(exportedPageDefect(`${WHOLE}tail`)).toBe('has 4 bytes after </html> ("tail"…)');
    expect(exportedPageDefect('<html><body><script>self.__next_f.push([1,"a"])</body></html>')).toBe('has 1 <script> and 0 </script> tags');
    expect(exportedPageDefect('<html><body>cut off')).toBe('has 0 </html> tags, not 1');
  });
});
