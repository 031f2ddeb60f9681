// Numbers written as words become digits ("thirty units" → "30 units", "three hundred and
// twenty-seven" → "327"), so a check for a figure reads both spellings. A lone "one" stays a
// word ("no one", "the one figure" and "one fix" are not quantities), and so does "zero",
// which checks read as a word ("zero", "nothing", "none" say the same).
//
// A run of words that is not one number ("twenty-three ninety", "one twenty-five") is read
// where it stops being one: two numbers side by side, the second of two digits, are a
// price said aloud (23.90, 1.25), the way "nine ninety-nine" is; anything else stays two
// numbers. Summing such a run ("twenty-three ninety" → 113) would invent a figure. After a
// thousand, a digit and a tens word are hundreds said in pairs ("four thousand two fifty" → 4250).

const UNITS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
};
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
const SCALES: Record<string, number> = { hundred: 100, thousand: 1000 };

const WORD = `(?:${[...Object.keys(UNITS), ...Object.keys(TENS), ...Object.keys(SCALES)].join('|')})`;
/** A run of number words joined by spaces, hyphens or "and" (not a trailing "and"). */
const RUN = new RegExp(`\\b${WORD}(?:(?:[\\s-]+|\\s+and\\s+)${WORD})*\\b`, 'gi');

/** One number being read: the thousands already closed and the part below a thousand. */
interface Reading {
  total: number;
  current: number;
  words: number;
}

/** The reading after `word`, or null when the word cannot continue this number. */
function extend(reading: Reading, word: string): Reading | null {
  const { total, current, words } = reading;
  const belowHundred = current % 100;
  if (word in UNITS) {
    const value = UNITS[word]!;
    // A unit follows nothing, a scale, or a bare tens word ("twenty-three"); a teen follows no tens.
    const fits = belowHundred === 0 || (value < 10 && belowHundred % 10 === 0 && belowHundred >= 20);
    return fits ? { total, current: current + value, words: words + 1 } : null;
  }
  if (word in TENS) {
    if (belowHundred === 0) return { total, current: current + TENS[word]!, words: words + 1 };
    // After a thousand, a digit then a tens word is said in pairs: "four thousand two fifty" is 4250.
    return total > 0 && current >= 1 && current <= 9 ? { total, current: current * 100 + TENS[word]!, words: words + 1 } : null;
  }
  if (word === 'hundred') return current > 0 && current < 100 ? { total, current: current * 100, words: words + 1 } : words === 0 ? { total, current: 100, words: 1 } : null;
  if (word === 'thousand') return total === 0 ? { total: (current || 1) * 1000, current: 0, words: words + 1 } : null;
  return null;
}

const valueOf = (reading: Reading) => reading.total + reading.current;

export function rewriteNumberWords(text: string): string {
  return text.replace(RUN, (run) => {
    const tokens = run.split(/([\s-]+and\s+|[\s-]+)/i);
    const numbers: Array<{ reading: Reading; joinedByAnd: boolean; text: string }> = [];
    let joinedByAnd = false;
    for (const token of tokens) {
      if (/^[\s-]*$/.test(token) || /^[\s-]+and\s+$/i.test(token)) {
        joinedByAnd ||= /and/i.test(token);
        if (numbers.length > 0) numbers[numbers.length - 1]!.text += token;
        continue;
      }
      const word = token.toLowerCase();
      const last = numbers.at(-1);
      // "and" joins the parts of one number only after a scale: "three hundred and five", not "forty and one".
      const next = last && (!joinedByAnd || valueOf(last.reading) >= 100) ? extend(last.reading, word) : null;
      if (last && next) {
        last.reading = next;
        last.text += token;
      } else {
        numbers.push({ reading: extend({ total: 0, current: 0, words: 0 }, word) ?? { total: 0, current: 0, words: 0 }, joinedByAnd, text: token });
      }
      joinedByAnd = false;
    }
    const digits = (entry: (typeof numbers)[number]) => {
      const words = entry.text.trim().toLowerCase();
      return words === 'one' ? entry.text.trim() : String(valueOf(entry.reading));
    };
    if (numbers.length === 2 && !numbers[1]!.joinedByAnd) {
      const [whole, cents] = [valueOf(numbers[0]!.reading), valueOf(numbers[1]!.reading)];
      if (whole >= 1 && whole <= 99 && cents >= 10 && cents <= 99) return `${whole}.${cents}`;
    }
    return numbers.map((entry, index) => `${index > 0 ? (entry.joinedByAnd ? ' and ' : ' ') : ''}${digits(entry)}`).join('');
  });
}
