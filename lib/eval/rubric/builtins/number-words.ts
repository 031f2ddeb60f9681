// Numbers written as words become digits ("thirty units" → "30 units", "three hundred and
// twenty-seven" → "327"), so a check for a figure reads both spellings. A lone "one" stays a
// word ("no one", "the one figure" and "one fix" are not quantities), and so does "zero",
// which checks read as a word ("zero", "nothing", "none" say the same).

const UNITS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
};
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
const SCALES: Record<string, number> = { hundred: 100, thousand: 1000 };

const WORD = `(?:${[...Object.keys(UNITS), ...Object.keys(TENS), ...Object.keys(SCALES)].join('|')})`;
/** A run of number words joined by spaces, hyphens or "and" (not a trailing "and"). */
const RUN = new RegExp(`\\b${WORD}(?:(?:[\\s-]+|\\s+and\\s+)${WORD})*\\b`, 'gi');

function valueOf(words: readonly string[]): number | null {
  let total = 0;
  let current = 0;
  for (const word of words) {
    if (word in UNITS) current += UNITS[word]!;
    else if (word in TENS) current += TENS[word]!;
    else if (word === 'hundred') current = (current || 1) * 100;
    else if (word === 'thousand') {
      total += (current || 1) * 1000;
      current = 0;
    } else return null;
  }
  return total + current;
}

export function rewriteNumberWords(text: string): string {
  return text.replace(RUN, (run) => {
    const words = run.toLowerCase().split(/[\s-]+/).filter((word) => word !== 'and');
    if (words.length === 1 && words[0] === 'one') return run;
    const value = valueOf(words);
    return value === null ? run : String(value);
  });
}
