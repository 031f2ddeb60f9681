// Text a reader pastes into a POSIX shell: a word quoted so that the shell gives it back
// unchanged, and an argv list shown as settings a reader can copy, each flag with the value
// that follows it (`--tools ''`, `--mcp-config '{"mcpServers":{}}'`). The reproduce page's
// commands and the methodology's CLI isolation tables both quote through here.

export function shellQuote(text: string): string {
  return /^[A-Za-z0-9_./:=,@-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}

export function flagSettings(argv: readonly string[]): string[] {
  const settings: string[] = [];
  for (const item of argv) {
    const previous = settings.at(-1);
    if (!item.startsWith('-') && previous !== undefined) settings[settings.length - 1] = `${previous} ${shellQuote(item)}`;
    else settings.push(item);
  }
  return settings;
}
