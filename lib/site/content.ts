// Content pages: MDX prose in content/*.mdx with a gray-matter front matter block. The
// front matter is parsed with zod, so a missing title fails the build naming the file and
// the field. The body is data for @mdx-js/mdx `evaluate`; it may not import or export.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import matter from 'gray-matter';
import { z } from 'zod';
import { CONTENT_DIRECTORY } from './paths';

export const FrontMatterSchema = z
  .object({
    title: z.string().min(1),
    description: z.string().min(10),
  })
  .strict();

export type FrontMatter = z.infer<typeof FrontMatterSchema>;

export interface ContentPage {
  file: string;
  frontMatter: FrontMatter;
  body: string;
}

export function parseContentPage(text: string, file: string): ContentPage {
  const parsed = matter(text);
  const result = FrontMatterSchema.safeParse(parsed.data);
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = issue?.path.join('.') || '(front matter)';
    throw new Error(`${file}: invalid front matter at field "${field}": ${issue?.message ?? 'unknown problem'}`);
  }
  return { file, frontMatter: result.data, body: parsed.content };
}

export function contentFiles(directory = CONTENT_DIRECTORY): string[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory)
    .filter((name) => name.endsWith('.mdx'))
    .sort();
}

const cache = new Map<string, ContentPage>();

/** `content/<name>.mdx`, parsed once per process. */
export function loadContentPage(name: string, directory = CONTENT_DIRECTORY): ContentPage {
  const file = join(directory, `${name}.mdx`);
  let page = cache.get(file);
  if (!page) {
    page = parseContentPage(readFileSync(file, 'utf8'), `content/${name}.mdx`);
    cache.set(file, page);
  }
  return page;
}
