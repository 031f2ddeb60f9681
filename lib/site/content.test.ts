import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentFiles, parseContentPage } from './content';
import { CONTENT_DIRECTORY } from './paths';
import { componentNames, proseProblems } from './prose-digits';

describe('content/*.mdx', () => {
  const files = contentFiles();

  it('exists', () => {
    expect(files).toEqual(expect.arrayContaining(['benchmark.mdx', 'home.mdx', 'methodology.mdx', 'reproduce.mdx', 'results.mdx', 'system-cards.mdx']));
  });

  it.each(files)('%s has no digit in prose and valid front matter', (file) => {
    const text = readFileSync(join(CONTENT_DIRECTORY, file), 'utf8');
    expect(proseProblems(text)).toEqual([]);
    expect(() => parseContentPage(text, file)).not.toThrow();
  });
});

describe('proseProblems', () => {
  const page = (body: string) => `---\ntitle: Front matter may say v1 and 2026\ndescription: Digits here are fine, like 42.\n---\n\n${body}\n`;

  it('flags digits in text and in expressions, with the line in the file', () => {
    const problems = proseProblems(page('Fine words.\n\nWe ran 14 scenarios.\n\nA total of {7}.'));
    expect(problems.map((problem) => [problem.line, problem.reason.startsWith('digit')])).toEqual([
      [8, true],
      [10, true],
    ]);
  });

  it('exempts front matter, inline code, fenced code and component attributes', () => {
    expect(proseProblems(page('Run `npm run eval -- --case economics-07`.\n\n```bash\nsha256sum x\n```\n\n<Figure id="scenarios" /> scenarios.'))).toEqual([]);
  });

  it('flags digits inside component children and table cells, and any import or export', () => {
    expect(proseProblems(page('<Note>about 3 runs</Note>'))).toHaveLength(1);
    expect(proseProblems(page('| a | b |\n|---|---|\n| x | 12 |'))).toHaveLength(1);
    expect(proseProblems(page("import x from './x'")).map((problem) => problem.reason)).toEqual(['import/export is not allowed: content is data']);
  });

  it('lists the components a page uses', () => {
    expect(componentNames(page('<Figure id="runs" /> and <Rubric group="core" />'))).toEqual(['Figure', 'Rubric']);
  });
});

describe('parseContentPage', () => {
  it('names the file and the field of invalid front matter', () => {
    expect(() => parseContentPage('---\ntitle: Hello\n---\nBody', 'content/x.mdx')).toThrow('content/x.mdx: invalid front matter at field "description"');
    expect(() => parseContentPage('---\ntitle: Hello\ndescription: Long enough text.\nextra: no\n---\n', 'content/y.mdx')).toThrow(/content\/y\.mdx: invalid front matter/);
  });
});
