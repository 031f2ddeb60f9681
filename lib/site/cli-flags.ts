// Shows an argv list as settings a reader can copy: each flag with the value that follows
// it, quoted for a POSIX shell (`--tools ''`, `--mcp-config '{"mcpServers":{}}'`).
import { shellQuote } from './reproduce-commands';

export function flagSettings(argv: readonly string[]): string[] {
  const settings: string[] = [];
  for (const item of argv) {
    const previous = settings.at(-1);
    if (!item.startsWith('-') && previous !== undefined) settings[settings.length - 1] = `${previous} ${shellQuote(item)}`;
    else settings.push(item);
  }
  return settings;
}
