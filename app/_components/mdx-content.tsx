// Renders a content page's MDX body in a server component. The body is content we wrote
// (validated before the build); model output never passes through here.
import { evaluate } from '@mdx-js/mdx';
import type { MDXComponents } from 'mdx/types';
import * as runtime from 'react/jsx-runtime';
import remarkGfm from 'remark-gfm';

export async function MdxContent({ source, components }: { source: string; components: MDXComponents }) {
  const { default: Content } = await evaluate(source, { ...runtime, remarkPlugins: [remarkGfm] });
  return <Content components={components} />;
}
