/** The ASCII codes of the two hex digits of each byte value. */
const HEX_CODES = Array.from({ length: 256 }, (_, byte) =>
  [...byte.toString(16).padStart(2, '0')].map((c) => c.charCodeAt(0)),
);
/** Where each of the 16 bytes goes in the 36 characters of the text (dashes after bytes 4, 6, 8 and 10). */
const OFFSETS = [0, 2, 4, 6, 9, 11, 14, 16, 19, 21, 24, 26, 28, 30, 32, 34];
const DASH = '-'.charCodeAt(0);
const scratch = Buffer.alloc(36, DASH);

/**
 * The 16 bytes of `bytes` from `at`, as the 36 characters of a UUID. Written into one scratch buffer and read back as
 * one string: ids made in bulk (an import's, the event log's) leave no pieces of text behind to collect.
 */
export function uuidText(bytes: Uint8Array, at = 0): string {
  for (let i = 0; i < 16; i++) {
    const [high, low] = HEX_CODES[bytes[at + i]];
    scratch[OFFSETS[i]] = high;
    scratch[OFFSETS[i] + 1] = low;
  }
  return scratch.toString('latin1', 0, 36);
}
