// The published artifact file, fetched once per page however many cases are re-checked:
// the very bytes a reader downloads. Used by the client re-check components only.
const downloads = new Map<string, Promise<string>>();

export function downloadArtifact(href: string): Promise<string> {
  let text = downloads.get(href);
  if (!text) {
    text = fetch(href).then((response) => {
      if (!response.ok) throw new Error(`the artifact could not be downloaded (HTTP ${response.status})`);
      return response.text();
    });
    // A failed download is not kept: the next click tries again.
    text.catch(() => downloads.delete(href));
    downloads.set(href, text);
  }
  return text;
}
