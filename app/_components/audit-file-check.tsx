'use client';
// The audit page's file check: the reader picks or drops files, the browser computes each
// SHA-256 with Web Crypto and looks it up in the table the build embedded. Nothing leaves
// the browser. Before hydration a note says what to do without JavaScript.
import { useEffect, useRef, useState, type DragEvent } from 'react';
import type { AuditLookup, AuditMatch } from '@/lib/site/audit-lookup';
import { artifactHref, runHref, sourceHref } from '@/lib/site/routes';

interface Checked {
  name: string;
  bytes: number;
  digest: string;
  matches: AuditMatch[];
}

async function sha256Hex(file: File): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function Runs({ runIds }: { runIds: string[] }) {
  if (runIds.length === 0) return <>recorded by no run</>;
  return (
    <>
      recorded by {runIds.map((runId, index) => (
        <span key={runId}>{index > 0 ? ', ' : ''}<a href={runHref(runId)}>{runId}</a></span>
      ))}
    </>
  );
}

function Match({ match }: { match: AuditMatch }) {
  if (match.kind === 'artifact') {
    return <li data-match="artifact">The artifact <a href={artifactHref(match.path)}>{match.path}</a> of run <a href={runHref(match.runIds[0]!)}>{match.runIds[0]}</a>.</li>;
  }
  const name = match.kind === 'lockfile' ? <>The lockfile <code>{match.path}</code></> : <>Pinned file <a href={sourceHref(match.path)}><code>{match.path}</code></a></>;
  return (
    <li data-match={match.kind} data-path={match.path}>
      {name}, {match.current ? 'as it is in the checkout that built this site' : 'in a version that is no longer current'}; <Runs runIds={match.runIds} />.
    </li>
  );
}

export function AuditFileCheck({ lookup }: { lookup: AuditLookup }) {
  const [enhanced, setEnhanced] = useState(false);
  const [checked, setChecked] = useState<Checked[]>([]);
  const [status, setStatus] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => setEnhanced(true), []);

  async function check(files: FileList | null) {
    if (!files || files.length === 0) return;
    if (!globalThis.crypto?.subtle) return setStatus('This browser offers no Web Crypto here, so it cannot compute a digest.');
    setStatus(`Computing the SHA-256 of ${files.length} file${files.length === 1 ? '' : 's'}…`);
    const results = await Promise.all(Array.from(files, async (file) => {
      const digest = await sha256Hex(file);
      return { name: file.name, bytes: file.size, digest, matches: lookup[digest] ?? [] };
    }));
    setChecked(results);
    setStatus(`Checked ${results.length} file${results.length === 1 ? '' : 's'}.`);
  }

  function drop(event: DragEvent) {
    event.preventDefault();
    void check(event.dataTransfer.files);
  }

  if (!enhanced) return <p>This check runs in your browser and needs JavaScript. Without it, compare the output of <code>sha256sum</code> with the table of known digests below.</p>;
  return (
    <div className="audit" data-audit>
      <p>
        <label htmlFor="audit-file">Files to check</label>{' '}
        <input id="audit-file" ref={input} type="file" multiple onChange={(event) => void check(event.target.files)} />
      </p>
      <button type="button" className="audit-drop" onClick={() => input.current?.click()} onDragOver={(event) => event.preventDefault()} onDrop={drop}>
        Drop files here, or press to choose them
      </button>
      <div aria-live="polite" data-audit-results>
        <p>{status}</p>
        {checked.map((file, index) => (
          <section key={`${file.digest}-${index}`} aria-label={`Result for ${file.name}`} data-audit-file={file.name} data-known={file.matches.length > 0}>
            <h3>{file.name}</h3>
            <p>{file.bytes} bytes, SHA-256 <code data-digest>{file.digest}</code></p>
            {file.matches.length > 0 ? <ul>{file.matches.map((match) => <Match key={`${match.kind}:${match.path}`} match={match} />)}</ul> : <p data-unknown><strong>No recorded file has this digest.</strong> It is not a pinned file, the lockfile or an artifact of any run published here, in any recorded version.</p>}
          </section>
        ))}
      </div>
    </div>
  );
}
