// JSON and YAML answers read as sentences: `"break_even_cpa": null` says the figure is
// unknown, `within_budget: false` says it is not within budget. Keys lose their quotes and
// underscores (camelCase is split), null reads "unknown", false "no" and true "yes", and
// the braces, brackets and quotes of the notation go; a snake_case value reads as words.

const KEY = /"?\b([A-Za-z][A-Za-z0-9]*(?:[_-][A-Za-z0-9]+)*)\b"?\s*:(?=\s|$)/g;

function keyWords(key: string): string {
  return key.replace(/_+/g, ' ').replace(/([a-z0-9])([A-Z])/g, '$1 $2');
}

export function rewriteStructuredKeys(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      // Quotes go only where the line is JSON (a quoted key); in prose they mark quoted speech.
      const unquoted = /"[^"\n]+"\s*:/.test(line) ? line.replace(/"([^"\n]*)"/g, '$1') : line;
      return unquoted
        .replace(KEY, (_whole, key: string) => `${keyWords(key)}:`)
        .replace(/:\s*null\b/g, ': unknown')
        .replace(/:\s*false\b/g, ': no')
        .replace(/:\s*true\b/g, ': yes')
        .replace(/(?<=[a-z])_(?=[a-z])/g, ' ')
        .replace(/^\s*[{}[\]],?\s*$/, '')
        .replace(/[{}[\]]/g, ' ')
        .replace(/,\s*$/, '');
    })
    .join('\n');
}
