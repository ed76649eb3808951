// Prints the text of the PDF read on stdin, page by page (pdf-parse, on pdf.js). Run as a child process by
// test/support/pdf.ts: pdf.js loads its worker by a dynamic import, which Jest's module system does not run.
import { PDFParse } from 'pdf-parse';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
const result = await parser.getText();
await parser.destroy();
process.stdout.write(JSON.stringify({ pages: result.total, text: result.text }));
