// One section of the reproduce page's commands. The same list drives the end-to-end test
// that executes the offline ones, so what is printed here is what was run.
import { commandAnchor, getReproduceCommands, type CommandSection } from '@/lib/site/reproduction';
import { CodeBlock } from './code-block';

export function CommandList({ section }: { section: CommandSection }) {
  const commands = getReproduceCommands().filter((command) => command.section === section);
  if (commands.length === 0) throw new Error(`<CommandList section="${section}">: no commands in this section`);
  return (
    <>
      {commands.map((command) => (
        <div key={command.id} id={commandAnchor(command.id)} data-command-id={command.id} data-execute={command.execute} data-expected-exit={command.expectedExit}>
          <p>
            {command.says}
            {command.execute
              ? ' The test suite runs this command and checks its exit status.'
              : ` Not run by the test suite: ${command.notExecutedBecause ?? 'see above'}.`}
          </p>
          <CodeBlock code={command.command} language="bash" label={`Command: ${command.id}`} />
        </div>
      ))}
    </>
  );
}
