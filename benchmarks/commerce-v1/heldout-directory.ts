// Where commerce-v1's independently written answer sets live, repository-relative, one folder
// per set (see heldout/README.md), and what each may be used to measure. Every set was written
// by someone who had not read the rubric; what differs is whether the rubric has been tuned on
// it since:
// - `blind`: never looked at answer by answer, never tuned on. The rubric's error rate is read
//   from these alone, and each is spent once it is used for tuning.
// - `tuned`: measured blind once, then used to tune the rubric, so its figures are in-sample.
// - `development`: written to tune on from the start.
export type HeldoutStatus = 'blind' | 'tuned' | 'development';

export interface HeldoutSet {
  id: string;
  directory: string;
  style: string;
  status: HeldoutStatus;
}

export const HELDOUT_SETS: readonly HeldoutSet[] = [
  { id: 'set-af', directory: 'benchmarks/commerce-v1/heldout/set-af', style: "a social-media thread: numbered posts 1/, 2/, 3/, each short, a hook first, a closing takeaway, the odd hashtag or emoji (no guard set)", status: 'blind' },
  { id: 'set-ac', directory: 'benchmarks/commerce-v1/heldout/set-ac', style: 'a mobile messaging-app assistant: short chat bubbles, casual abbreviations (tbh, fyi, w/), the odd emoji, no headings or tables, a question back', status: 'blind' },
  { id: 'set-aa', directory: 'benchmarks/commerce-v1/heldout/set-aa', style: 'an AI teammate bot in a Slack channel: mrkdwn bold and italics, code, quotes, bullets, emoji shortcodes, @founder, thread replies', status: 'blind' },
  { id: 'set-w', directory: 'benchmarks/commerce-v1/heldout/set-w', style: 'an answer sent as an email: a greeting, prose paragraphs, the figure mid-paragraph, a sign-off, a P.S.', status: 'blind' },
  { id: 'set-u', directory: 'benchmarks/commerce-v1/heldout/set-u', style: 'a small open-weights model running locally: verbose, restates the question, generic caveats, "I hope this helps!"', status: 'blind' },
  { id: 'set-v', directory: 'benchmarks/commerce-v1/heldout/set-v', style: 'a voice assistant read aloud: spoken sentences, no markdown, money said as people say it, a question back', status: 'blind' },
  { id: 'set-t', directory: 'benchmarks/commerce-v1/heldout/set-t', style: "an autonomous agent's end-of-task report: what it checked, findings, next steps, its read-only tool use narrated, a status line", status: 'blind' },
  { id: 'set-o', directory: 'benchmarks/commerce-v1/heldout/set-o', style: 'a customer-support assistant: warm, restates the question, numbered walk-throughs, Q/A pairs, a closing summary', status: 'tuned' },
  { id: 'set-p', directory: 'benchmarks/commerce-v1/heldout/set-p', style: 'a coding agent in a terminal: code blocks with printed output, log lines, a closing result line', status: 'tuned' },
  { id: 'set-s', directory: 'benchmarks/commerce-v1/heldout/set-s', style: 'a frontier chat model in a chat app: a direct answer first, headings, bold figures, LaTeX working, a closing offer', status: 'tuned' },
  { id: 'set-k', directory: 'benchmarks/commerce-v1/heldout/set-k', style: 'a senior analyst: long structured markdown, summary tables, a closing bottom line', status: 'tuned' },
  { id: 'set-l', directory: 'benchmarks/commerce-v1/heldout/set-l', style: 'a terse operator: key: value lines, arrows, abbreviations, thinking aloud', status: 'tuned' },
  { id: 'set-m', directory: 'benchmarks/commerce-v1/heldout/set-m', style: 'a friendly e-commerce coach: verdict first, emoji, memos', status: 'tuned' },
  { id: 'set-n', directory: 'benchmarks/commerce-v1/heldout/set-n', style: 'a spreadsheet-minded ops analyst: CSV, formulas, hurried lowercase notes', status: 'tuned' },
  { id: 'set-i', directory: 'benchmarks/commerce-v1/heldout/set-i', style: 'careful non-native English, continental number formats', status: 'tuned' },
  { id: 'set-j', directory: 'benchmarks/commerce-v1/heldout/set-j', style: 'a reasoning model showing its working, a closing final answer', status: 'tuned' },
  { id: 'set-c', directory: 'benchmarks/commerce-v1/heldout/set-c', style: 'a cautious consultant, British spelling, figures in words', status: 'tuned' },
  { id: 'set-d', directory: 'benchmarks/commerce-v1/heldout/set-d', style: 'a product manager, tables, JSON and YAML', status: 'tuned' },
  { id: 'set-e', directory: 'benchmarks/commerce-v1/heldout/set-e', style: 'a chat model: headings, bold, LaTeX, emoji', status: 'tuned' },
  { id: 'set-f', directory: 'benchmarks/commerce-v1/heldout/set-f', style: 'a terse agentic assistant: status lines, JSON, YAML, scratchpads', status: 'tuned' },
  { id: 'set-ag', directory: 'benchmarks/commerce-v1/heldout/set-ag', style: "an enterprise BI copilot in a dashboard: formal, insight cards with labelled fields (Metric, Value, Source, Confidence), a Recommended action block, data-quality warnings (written to tune on)", status: 'development' },
  { id: 'set-ah', directory: 'benchmarks/commerce-v1/heldout/set-ah', style: "a patient tutor: Socratic questions, let's check together, step-by-step working, a closing recap (written to tune on)", status: 'development' },
  { id: 'set-ad', directory: 'benchmarks/commerce-v1/heldout/set-ad', style: 'an answer engine that cites its sources: inline [1] [2] markers to the tool outputs it read, Key takeaways bullets, a numbered Sources list (written to tune on)', status: 'development' },
  { id: 'set-ae', directory: 'benchmarks/commerce-v1/heldout/set-ae', style: "a seller's reply on a small-business forum: Short answer / Long answer, a quoted line of the question, IMO and FWIW asides, an Edit: line, a TL;DR (written to tune on)", status: 'development' },
  { id: 'set-ab', directory: 'benchmarks/commerce-v1/heldout/set-ab', style: 'a structured-template assistant: labelled Answer, Reasoning, Assumptions and Confidence sections, a TL;DR (written to tune on)', status: 'development' },
  { id: 'set-q', directory: 'benchmarks/commerce-v1/heldout/set-q', style: 'a coding agent in a terminal (written to tune on, in the voice of set-p)', status: 'development' },
  { id: 'set-r', directory: 'benchmarks/commerce-v1/heldout/set-r', style: 'a customer-support assistant (written to tune on, in the voice of set-o)', status: 'development' },
  { id: 'set-x', directory: 'benchmarks/commerce-v1/heldout/set-x', style: 'a voice assistant read aloud (written to tune on, in the voice of set-v)', status: 'development' },
  { id: 'set-a', directory: 'benchmarks/commerce-v1/heldout/set-a', style: 'guard only: a coding agent in a terminal and a terse operator (written to tune the guard on)', status: 'development' },
  { id: 'set-b', directory: 'benchmarks/commerce-v1/heldout/set-b', style: 'guard only: a customer-support assistant and a senior analyst (written to tune the guard on)', status: 'development' },
  { id: 'set-y', directory: 'benchmarks/commerce-v1/heldout/set-y', style: 'guard only: a voice assistant read aloud and a small local model (written to tune the guard on)', status: 'development' },
  { id: 'set-z', directory: 'benchmarks/commerce-v1/heldout/set-z', style: "guard only: an email answer and an agent's task report (written to tune the guard on)", status: 'development' },
  { id: 'set-g', directory: 'benchmarks/commerce-v1/heldout/set-g', style: 'a fractional CFO: spreadsheet working, memos', status: 'development' },
  { id: 'set-h', directory: 'benchmarks/commerce-v1/heldout/set-h', style: 'a casual advisor: TL;DRs, hedges, synonyms', status: 'development' },
];

/** The sets the rubric's error rate is read from. */
export const BLIND_SETS = HELDOUT_SETS.filter((set) => set.status === 'blind');
