// "No figure typed by hand": prose in content/*.mdx may not contain a digit. Front matter,
// fenced and inline code are exempt (a command or a file name is not a figure); text and
// `{…}` expressions are prose. Figures come from components that read lib/site.
import { createProcessor } from '@mdx-js/mdx';
import matter from 'gray-matter';
import remarkGfm from 'remark-gfm';

export interface ProseProblem {
  line: number;
  column: number;
  text: string;
  reason: string;
}

interface MdastNode {
  type: string;
  value?: string;
  name?: string | null;
  children?: MdastNode[];
  position?: { start: { line: number; column: number } };
}

const EXEMPT = new Set(['code', 'inlineCode', 'yaml']);

/** Problems in an MDX file's text: digits in prose, and import/export (content is data). */
export function proseProblems(text: string): ProseProblem[] {
  const { content } = matter(text);
  // gray-matter drops the front matter block: count its lines back so positions match the file.
  const offset = text.slice(0, text.length - content.length).split('\n').length - 1;
  const tree = createProcessor({ remarkPlugins: [remarkGfm] }).parse(content) as unknown as MdastNode;
  const problems: ProseProblem[] = [];
  const report = (node: MdastNode, reason: string) =>
    problems.push({
      line: (node.position?.start.line ?? 0) + offset,
      column: node.position?.start.column ?? 0,
      text: (node.value ?? '').slice(0, 60),
      reason,
    });
  const visit = (node: MdastNode): void => {
    if (EXEMPT.has(node.type)) return;
    if (node.type === 'mdxjsEsm') report(node, 'import/export is not allowed: content is data');
    if ((node.type === 'text' || node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') && /\d/.test(node.value ?? '')) {
      report(node, 'digit in prose: use a component that computes the figure');
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  return problems;
}

/** Every JSX element name used in an MDX body, so a typo fails validation, not rendering. */
export function componentNames(text: string): string[] {
  const { content } = matter(text);
  const tree = createProcessor({ remarkPlugins: [remarkGfm] }).parse(content) as unknown as MdastNode;
  const names = new Set<string>();
  const visit = (node: MdastNode): void => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name) names.add(node.name);
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  return [...names].sort();
}
