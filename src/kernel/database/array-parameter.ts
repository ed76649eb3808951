/** What an element of an array literal may hold without quotes here: letters, digits and the punctuation of ids. */
const PLAIN_ELEMENT = /^[0-9A-Za-z_.:@+-]+$/;

/**
 * An array for a query parameter, as the array literal PostgreSQL reads (the text the driver sends for an array): made
 * with one join when every element is a plain word or a finite number (ids, keys, counts), where the driver quotes and
 * escapes element by element and leaves a few strings per element to collect. An array holding anything else (spaces,
 * quotes, an empty string, a NULL) is handed to the driver as it is.
 */
export function arrayParameter(values: readonly (string | number)[]): string | readonly (string | number)[] {
  for (const value of values) {
    const plain =
      typeof value === 'number'
        ? Number.isFinite(value)
        : PLAIN_ELEMENT.test(value) && !(value.length === 4 && value.toUpperCase() === 'NULL');
    if (!plain) return values;
  }
  return `{${values.join(',')}}`;
}
