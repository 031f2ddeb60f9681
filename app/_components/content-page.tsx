// A page whose prose lives in content/<name>.mdx: title and lead from the front matter,
// then the body with the components it may use.
import type { Metadata } from 'next';
import type { MDXComponents } from 'mdx/types';
import { loadContentPage } from '@/lib/site/content';
import { MdxContent } from './mdx-content';

export function contentMetadata(name: string): Metadata {
  const { frontMatter } = loadContentPage(name);
  return { title: frontMatter.title, description: frontMatter.description };
}

export async function ContentPage({ name, components }: { name: string; components: MDXComponents }) {
  const { frontMatter, body } = loadContentPage(name);
  return (
    <article>
      <h1>{frontMatter.title}</h1>
      <p className="lead">{frontMatter.description}</p>
      <MdxContent source={body} components={components} />
    </article>
  );
}
