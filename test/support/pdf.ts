import { spawn } from 'node:child_process';
import { join } from 'node:path';

/** The text of a PDF as a reader extracts it (pdf-parse, in a child process), and its page count. */
export function pdfText(bytes: Buffer): Promise<{ pages: number; text: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(__dirname, 'pdf-text.mjs')], { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(JSON.parse(Buffer.concat(out).toString('utf8')))
        : reject(new Error(`pdf-text failed (${code}): ${Buffer.concat(err).toString('utf8')}`)),
    );
    child.stdin.end(bytes);
  });
}
