// In-process conversation memory. A fresh one is made for every case, so no scenario can
// see another's state; nothing is persisted.
import type { ChatMessage } from '../models/model';

export interface Memory {
  append(message: ChatMessage): void;
  messages(): ChatMessage[];
  /** The founder's own messages, verbatim: what tools may treat as quoted input. */
  founderMessages(): string[];
}

export function createMemory(): Memory {
  const log: ChatMessage[] = [];
  return {
    append(message) {
      log.push({ ...message });
    },
    messages() {
      return log.map((message) => ({ ...message }));
    },
    founderMessages() {
      return log.filter((message) => message.role === 'user').map((message) => message.content);
    },
  };
}
