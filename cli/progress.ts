/** Progress on stderr: one live line on a terminal, plain lines otherwise (CI logs). */
export function progressPrinter(stream: NodeJS.WriteStream = process.stderr): { line: (text: string) => void; done: () => void } {
  let live = false;
  return {
    line: (text) => {
      if (stream.isTTY) {
        stream.write(`\r\x1b[K${text.slice(0, (stream.columns || 100) - 1)}`);
        live = true;
      } else stream.write(`${text}\n`);
    },
    done: () => {
      if (live) stream.write('\r\x1b[K');
    },
  };
}
