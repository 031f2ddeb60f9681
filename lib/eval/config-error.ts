// A configuration mistake: something the person running a command got wrong before any case
// ran — a flag, a case list, a provider's setting, the output folder, a run to resume. Each
// kind is a subclass, so a script tells these from a bug by type, never by a name string:
// a ConfigError is refused with its one-line message and exit 2, before anything is written.
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}
