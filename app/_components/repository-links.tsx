// Links into the repository (lib/site/repository.ts). A build made without REPOSITORY_URL
// names no address: the commit is shown as text and the tracker link says it is missing.
import type { ReactNode } from 'react';
import { commitUrl, issueTrackerUrl, repositoryUrl, REPOSITORY_URL_VARIABLE } from '@/lib/site/repository';

/** A commit id, linked to the repository's page for it when the address is known. */
export function CommitCode({ sha, length }: { sha: string; length?: number }) {
  const code = <code>{length ? sha.slice(0, length) : sha}</code>;
  const href = commitUrl(sha);
  return href ? <a href={href} data-commit-link>{code}</a> : code;
}

/** For content: `<IssueTrackerLink>open an issue</IssueTrackerLink>`. */
export function IssueTrackerLink({ children }: { children: ReactNode }) {
  const href = issueTrackerUrl();
  if (href) return <a href={href} data-issue-tracker>{children}</a>;
  return (
    <>
      {children} (this build was made without <code>{REPOSITORY_URL_VARIABLE}</code>, so it cannot link the tracker)
    </>
  );
}

/** The repository's address as a link, or a note that this build was not told it. */
export function RepositoryName() {
  const href = repositoryUrl();
  if (href) return <>The code is in the repository <a href={href} data-repository>{href}</a>.</>;
  return <>This build was made without <code>{REPOSITORY_URL_VARIABLE}</code>, so it names no repository address.</>;
}
