import { jsonTextOnce, sentAsKept } from './json-text-once';

describe('jsonTextOnce', () => {
  it('gives the JSON text of any payload', () => {
    const answer = { total: 3, byStatus: [{ status: 'PENDING', count: 2 }], name: 'Kano "central"' };
    expect(JSON.parse(jsonTextOnce(answer))).toEqual(answer);
    expect(jsonTextOnce(null)).toBe('null');
    expect(jsonTextOnce('text')).toBe('"text"');
  });

  it('makes the text of a kept answer once: the same kept answer gives the same text without stringifying again', () => {
    const kept = sentAsKept({ total: 1 });
    const first = jsonTextOnce(kept);
    const stringify = jest.spyOn(JSON, 'stringify');
    try {
      expect(jsonTextOnce(kept)).toBe(first);
      expect(stringify).not.toHaveBeenCalled();
    } finally {
      stringify.mockRestore();
    }
  });

  it('makes the text of any other object each time it is sent: it may have changed in between', () => {
    const fresh: { total: number } = { total: 1 };
    expect(jsonTextOnce(fresh)).toBe('{"total":1}');
    fresh.total = 2;
    expect(jsonTextOnce(fresh)).toBe('{"total":2}');
  });
});
