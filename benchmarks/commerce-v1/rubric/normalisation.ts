// The declared normalisation of commerce-v1: what happens to a final message before any
// check reads it, in order. Models write markdown, LaTeX, tables, JSON and typographic
// Unicode; a founder reads through all of that, and so must the rubric. Each step is a
// regular-expression replacement (data the artifact records and the methodology page
// prints) or one of the engine's four builtins. No step may change what an answer means.
import type { NormaliseStep } from '../../../lib/eval/rubric/program';

/** A replacement step from a regex literal, so patterns are checked where they are written. */
const replace = (id: string, says: string, pattern: RegExp, replacement: string): NormaliseStep => ({
  id,
  says,
  pattern: pattern.source,
  flags: pattern.flags.replace('g', ''),
  replace: replacement,
});
const builtin = (id: string, says: string, name: 'markdown-tables' | 'structured-keys' | 'number-words' | 'number-forms'): NormaliseStep => ({ id, says, builtin: name });

export const NORMALISATION: NormaliseStep[] = [
  // Characters a reader never sees.
  replace('invisible-characters', 'Drops zero-width and bidirectional control characters.', /[\u200b-\u200d\u2060\ufeff\u202a-\u202e\u2066-\u2069]/, ''),
  replace('html-no-break-spaces', 'Reads &nbsp; and &#8239; as the spaces they stand for.', /&nbsp;|&#160;|&#8239;|&#x202f;/i, '\u00a0'),
  replace('html-entities-amp', 'Reads &amp; as &.', /&amp;/, '&'),
  replace('html-entities-lt', 'Reads &lt; as <.', /&lt;/, '<'),
  replace('html-entities-gt', 'Reads &gt; as >.', /&gt;/, '>'),
  // LaTeX number forms, before numbers are read.
  replace('latex-decimal-braces', 'Reads LaTeX 23{,}90 and 23{.}90 as 23,90 and 23.90.', /(\d)\{([.,])\}(\d)/, '$1$2$3'),
  replace('latex-thin-space-in-numbers', 'Reads LaTeX 4\\,250 as a number with a thin space.', /(\d)\\,(?=\d{3}\b)/, '$1\u2009'),
  replace('thousands-before-comma', 'Drops the thousands comma of a number that a punctuation comma follows ("USD 1,280, which" → "USD 1280, which"), which number-forms leaves alone.', /(?<![\d.,])(\d{1,3}),(\d{3})(?=,(?:\s|$))/, '$1$2'),
  replace('decimal-comma-leading-zero', 'Reads a number that opens with 0, as a decimal (0,025 → 0.025): no thousands group starts with a lone 0.', /(?<![\d.,])0,(\d+)(?![\d,])/, '0.$1'),
  replace('decimal-comma-long-fraction', 'Reads a comma before four or more digits as a decimal comma (1,2475 → 1.2475): a thousands group has exactly three.', /(?<![\d.,])(\d+),(\d{4,})(?![\d,])/, '$1.$2'),
  builtin('number-forms', 'Writes every number one way: no thousands separators, a decimal point (4,250.00, 4.250,00 and 4 250 → 4250.00 / 4250; 23,90 → 23.90).', 'number-forms'),
  // Typography.
  replace('unicode-spaces', 'Reads no-break, thin and other typographic spaces as a space.', /[\u00a0\u2000-\u200a\u202f\u205f\u3000]/, ' '),
  replace('minus-signs', 'Reads the minus sign and en dash as a hyphen-minus (−2 → -2).', /[\u2212\u2012\u2013\ufe63\uff0d]/, '-'),
  replace('hyphens', 'Reads Unicode hyphens as a hyphen-minus.', /[\u2010\u2011]/, '-'),
  replace('double-hyphen-dash', 'Reads a spaced -- as a dash.', /(?<=\s)--(?=\s)/, '—'),
  replace('single-quotes', 'Reads curly apostrophes and single quotes as an apostrophe.', /[\u2018\u2019\u02bc\u2032]/, "'"),
  replace('double-quotes', 'Reads curly double quotes as a straight one.', /[\u201c\u201d\u201e\u2033]/, '"'),
  replace('ellipsis', 'Reads … as three points.', /\u2026/, '...'),
  // LaTeX notation.
  replace('latex-escaped-dollar-in-math', 'Reads an escaped dollar inside inline math as the currency ($\\$0$ → $0, $-\\$2.00$ → -$2.00), so its $ is not read as a display-math $$.', /\$([-\u2212]?)\s*\\\$([^$\n]{0,200}?)\$(?!\d)/, '$1$$$2'),
  replace('latex-escapes', 'Reads \\$, \\%, \\& and \\# as the characters.', /\\([$%&#_])/, '$1'),
  replace('latex-text', 'Keeps the text of \\text{…}, \\mathrm{…}, \\boxed{…} and similar.', /\\(?:text(?:bf|it|rm|tt|sf|normal)?|math(?:rm|bf|it|sf|tt)|operatorname|boxed|mbox)\s*\{([^{}]*)\}/, '$1'),
  replace('latex-fractions', 'Reads \\frac{a}{b} as (a)/(b).', /\\[dt]?frac\s*\{([^{}]*)\}\s*\{([^{}]*)\}/, '($1)/($2)'),
  replace('latex-times', 'Reads \\times as ×.', /\\times(?![A-Za-z])/, '×'),
  replace('latex-cdot', 'Reads \\cdot as ·.', /\\cdot(?![A-Za-z])/, '·'),
  replace('latex-approx', 'Reads \\approx as ≈.', /\\approx(?![A-Za-z])/, '≈'),
  replace('latex-less-or-equal', 'Reads \\le and \\leq as ≤.', /\\leq?(?![A-Za-z])/, '≤'),
  replace('latex-greater-or-equal', 'Reads \\ge and \\geq as ≥.', /\\geq?(?![A-Za-z])/, '≥'),
  replace('latex-not-equal', 'Reads \\ne and \\neq as ≠.', /\\neq?(?![A-Za-z])/, '≠'),
  replace('latex-arrows', 'Reads \\to, \\rightarrow and \\Rightarrow as →.', /\\(?:to|rightarrow|Rightarrow|implies|longrightarrow)(?![A-Za-z])/, '→'),
  replace('latex-euro', 'Reads \\euro and \\texteuro as €.', /\\(?:text)?euro(?![A-Za-z])/, '€'),
  replace('latex-spacing', 'Reads LaTeX spacing commands as a space.', /\\(?:[,;:! ]|quad(?![A-Za-z])|qquad(?![A-Za-z]))/, ' '),
  replace('latex-sizing', 'Drops \\left, \\right and bracket sizing.', /\\(?:left|right|big|Big|bigg|Bigg)(?![A-Za-z])/, ''),
  replace('latex-environments', 'Reads \\begin{…} and \\end{…} as line breaks.', /\\(?:begin|end)\{[A-Za-z*]+\}/, '\n'),
  replace('latex-line-breaks', 'Reads a LaTeX \\\\ as a line break.', /\\\\/, '\n'),
  replace('latex-alignment', 'Drops the & of aligned equations.', /\s*&\s*(?=[=≈<>≤≥])|(?<=\s)&(?=\s)/, ' '),
  replace('latex-display-math', 'Reads $$, \\[ and \\] as line breaks.', /\$\$|\\\[|\\\]/, '\n'),
  replace('latex-inline-delimiters', 'Drops \\( and \\).', /\\\(|\\\)/, ''),
  replace('latex-inline-math', 'Drops the $…$ around inline math such as $26.20$ (a currency $ is never closed by a $ right after a non-space).', /\$(?=[^\s$])([^$\n]{1,200}?)(?<=[^\s$])\$(?!\d)/, '$1'),
  replace('latex-commands', 'Drops any other LaTeX command name.', /\\[A-Za-z]+\s*/, ''),
  replace('latex-braces', 'Drops braces (of LaTeX groups and of JSON objects alike).', /[{}]/, ''),
  // Markdown and HTML.
  replace('code-fences', 'Drops code-fence lines (```json and ```).', /^[ \t]*(?:```|~~~)[^\n]*$/m, ''),
  replace('html-line-breaks', 'Reads <br> as a line break.', /<br\s*\/?>/i, '\n'),
  replace('html-block-tags', 'Reads the tags of HTML paragraphs, list items, headings, table rows and blocks as line breaks, so "<li>a</li><li>b</li>" is two lines.', /<\/?(?:p|li|ul|ol|div|tr|h[1-6]|table|blockquote|section)\b[^>\n]*>/i, '\n'),
  replace('html-tags', 'Drops other HTML tags.', /<\/?[A-Za-z][^>\n]*>/, ''),
  replace('table-cell-questions', 'Drops a question mark that ends a table cell ("| Within budget? | No |" labels a row; it is not a question).', /\?[ \t]*(?=\|)/, ''),
  replace('block-markers-mid-line', 'Starts a new line where a markdown heading, list item, quote or table row follows a sentence on the same line (not inside a table row, whose cells may end with a point or a question mark).', /(?<=[.!?:])(?<!\|[^\n]*)[ \t]+(?=(?:#{1,6}|[-*+>])[ \t]|\d{1,2}[.)][ \t]|\|)/, '\n'),
  builtin('markdown-tables', 'Rewrites each table row as sentences: "label: value." for two columns, "row — column: cell." for wider tables.', 'markdown-tables'),
  replace('strikethrough-done', 'Reads a struck-out task followed by "done" as a done task.', /~~([^~\n]+)~~\s*(?:done|completed|finished|✅|✔)/i, 'Done: $1.'),
  replace('strikethrough', 'Reads ~~x~~ as a rejected x.', /~~([^~\n]+)~~/, '(rejected $1)'),
  replace('checkbox-done', 'Reads a ticked checklist item as "Done:".', /(?<=^|\s)\[[xX✓✔]\][ \t]*/m, 'Done: '),
  replace('checkbox-open', 'Reads an open checklist item as "To do:".', /(?<=^|\s)\[ \][ \t]*/m, 'To do: '),
  replace('emoji-yes', 'Reads ✅ ✔ ✓ ☑ as "Yes".', /[✅✔✓☑]\ufe0f?/u, 'Yes '),
  replace('emoji-no', 'Reads ❌ ✗ ✘ ✖ ✕ ❎ 🚫 ⛔ as "No".', /(?:[❌✗✘✖✕❎⛔]|🚫)\ufe0f?/u, 'No '),
  replace('emoji-warning', 'Reads ⚠️ as "warning:".', /⚠\ufe0f?/u, 'warning: '),
  replace('images', 'Keeps the alt text of an image.', /!\[([^\]]*)\]\([^)\n]*\)/, '$1'),
  replace('links', 'Keeps the text of a link.', /\[([^\]\n]+)\]\([^)\n]*\)/, '$1'),
  replace('inline-code', 'Keeps the text of inline code.', /`([^`\n]*)`/, '$1'),
  replace('list-markers', 'Drops bullet and number markers at the start of a line.', /^[ \t]*(?:[-*+•▪◦‣]|\d{1,2}[.)])[ \t]+/m, ''),
  replace('bold-line-headings', 'Joins a line that is only bold text, used as a heading, to the line after it.', /^[ \t]*(?:\*\*|__)([^*_\n]*[^*_\n.!?:])(?:\*\*|__)[ \t]*:?[ \t]*\n+(?=[ \t]*\S)/m, '$1: '),
  replace('bold-question-lead-ins', 'Joins a bold question used as a heading ("**What is the gross profit?** EUR 31.15", "**Q: …?**" then "A: …") to its answer, as a heading is; an answer that opens with yes or no stands as its own sentence.', /^[ \t]*(?:\*\*|__)(?:Q(?:uestion)?[ \t]*[:.][ \t]*)?([^*_\n]+?)\?(?:\*\*|__)[ \t]*(?:\n+[ \t]*)?(?![ \t]*(?:A(?:nswer)?[ \t]*[:.][ \t]*)?(?:yes|no|not yet|not now)\b)(?:A(?:nswer)?[ \t]*[:.][ \t]*)?(?=\S)/im, '$1: '),
  replace('question-answer-lines', 'Joins a "Q: …?" line to the "A: …" line that answers it, unless the answer opens with yes, no or not yet (then the question stays a question).', /^[ \t]*Q(?:uestion)?[ \t]*:[ \t]*([^\n]+?)\?[ \t]*\n+[ \t]*(?![ \t]*A(?:nswer)?[ \t]*:[ \t]*(?:yes|no|not yet|not now)\b)[ \t]*A(?:nswer)?[ \t]*:[ \t]*/im, '$1: '),
  replace('headings', 'Joins a heading to the line after it, so a heading that asks the question and the answer beneath it read as one sentence.', /^[ \t]*#{1,6}[ \t]+([^\n]*?)[ \t]*[?:.!]?[ \t]*#*[ \t]*\n+(?=[ \t]*\S)/m, '$1: '),
  replace('heading-markers', 'Drops the # of a heading with nothing after it.', /^[ \t]*#{1,6}[ \t]+/m, ''),
  replace('blockquotes', 'Drops blockquote markers.', /^[ \t]*>[ \t]?/m, ''),
  replace('horizontal-rules', 'Drops horizontal rules.', /^[ \t]*(?:[-*_][ \t]*){3,}$/m, ''),
  replace('strong-emphasis', 'Drops ** and __ around text.', /(\*\*|__)(?=\S)([^\n]*?\S)\1/, '$2'),
  replace('emphasis-asterisk', 'Drops * around text.', /(?<![\w*])\*(?=\S)([^*\n]*?\S)\*(?![\w*])/, '$1'),
  replace('emphasis-underscore', 'Drops _ around text.', /(?<![\w_])_(?=\S)([^_\n]*?\S)_(?![\w_])/, '$1'),
  builtin('structured-keys', 'Reads JSON and YAML as sentences: keys lose quotes and underscores, null reads "unknown", false "no", true "yes".', 'structured-keys'),
  builtin('number-words', 'Writes numbers spelled as words as digits ("thirty units" → "30 units"); a lone "one" and "zero" stay words.', 'number-words'),
  replace('money-words-one', 'Reads "one" before a currency word and an amount as 1 ("one euro 40" → "1 euro 40"), which the next steps read as 1.40.', /\bone(?=\s+(?:dollars?|euros?|USD|EUR)\s+(?:and\s+)?\d)/i, '1'),
  replace('money-words-cents', 'Reads "26 dollars and 20 cents" as 26.20.', /\b(\d+)\s+(?:dollars?|euros?|USD|EUR)\s+and\s+(\d{2})\s+cents?\b/i, '$1.$2'),
  replace('money-words-cent', 'Reads "26 dollars and 5 cents" as 26.05.', /\b(\d+)\s+(?:dollars?|euros?|USD|EUR)\s+and\s+(\d)\s+cents?\b/i, '$1.0$2'),
  replace('money-words-short', 'Reads "26 dollars 20" as 26.20.', /\b(\d+)\s+(?:dollars?|euros?)\s+(\d{2})\b(?!\s*cents?)/i, '$1.$2'),
  replace('spaces', 'Collapses runs of spaces and tabs.', /[ \t]+/, ' '),
];
