import {
  declaredEventTypes,
  defineEvent,
  schemaVersionOf,
  sharedDataOf,
  storedNamesOf,
  undeclaredEventTypes,
  upcast,
} from './event-registry';

describe('event registry', () => {
  const Sown = defineEvent<{ crop: string; hectares: number }>('SpecFieldSown', {
    version: 3,
    upcasters: {
      1: (v1: { crop: string }) => ({ crop: v1.crop, acres: 1 }),
      2: (v2: { crop: string; acres: number }) => ({ crop: v2.crop, hectares: v2.acres * 0.4 }),
    },
    formerNames: ['SpecFieldPlanted'],
  });

  it('creates events of the declared type and recognises them', () => {
    const event = Sown.create({ crop: 'maize', hectares: 2 });
    expect(event).toEqual({ type: 'SpecFieldSown', data: { crop: 'maize', hectares: 2 } });
    expect(Sown.is(event) && Sown.dataOf(event).crop).toBe('maize');
    expect(Sown.is({ type: 'Other', data: {} })).toBe(false);
  });

  it('reads the fields event types share, and refuses an event of another type', () => {
    const Weeded = defineEvent<{ fieldId: string; at: string; tool: string }>('SpecFieldWeeded');
    const Watered = defineEvent<{ fieldId: string; at: string; litres: number }>('SpecFieldWatered');
    const fieldOf = sharedDataOf<{ fieldId: string }>(Weeded, Watered);
    expect(fieldOf(Watered.create({ fieldId: 'f-1', at: '2026-06-01', litres: 40 })).fieldId).toBe('f-1');
    expect(() => fieldOf({ type: 'SpecFieldSown', data: { fieldId: 'f-2' } })).toThrow(
      'not one of SpecFieldWeeded, SpecFieldWatered',
    );
  });

  it('stores the declared version, 1 for a type not declared yet', () => {
    expect(schemaVersionOf('SpecFieldSown')).toBe(3);
    expect(schemaVersionOf('SpecNotDeclared')).toBe(1);
    expect(undeclaredEventTypes(['SpecFieldSown', 'SpecNotDeclared'])).toEqual(['SpecNotDeclared']);
    expect(declaredEventTypes()).toContain('SpecFieldSown');
  });

  it("upcasts older payloads step by step and reads former names as today's", () => {
    expect(upcast('SpecFieldSown', 1, { crop: 'rice' })).toEqual({
      type: 'SpecFieldSown',
      data: { crop: 'rice', hectares: 0.4 },
    });
    expect(upcast('SpecFieldSown', 2, { crop: 'rice', acres: 5 })).toEqual({
      type: 'SpecFieldSown',
      data: { crop: 'rice', hectares: 2 },
    });
    expect(upcast('SpecFieldSown', 3, { crop: 'rice', hectares: 7 })).toEqual({
      type: 'SpecFieldSown',
      data: { crop: 'rice', hectares: 7 },
    });
    expect(upcast('SpecFieldPlanted', 1, { crop: 'rice' })).toEqual({
      type: 'SpecFieldSown',
      data: { crop: 'rice', hectares: 0.4 },
    });
    expect(upcast('SpecNotDeclared', 1, { a: 1 })).toEqual({ type: 'SpecNotDeclared', data: { a: 1 } });
    expect(storedNamesOf(['SpecFieldSown']).sort()).toEqual(['SpecFieldPlanted', 'SpecFieldSown']);
    expect(() => schemaVersionOf('SpecFieldPlanted')).toThrow(/renamed SpecFieldSown/);
  });

  it('refuses a name declared twice, a former name in use and a version without its upcasters', () => {
    expect(() => defineEvent('SpecFieldSown')).toThrow(/SpecFieldSown is declared twice/);
    expect(() => defineEvent('SpecFieldPlanted')).toThrow(/declared twice/);
    expect(() => defineEvent('SpecFieldHarvested', { formerNames: ['SpecFieldSown'] })).toThrow(/already in use/);
    expect(() => defineEvent('SpecFieldWeeded', { version: 2 })).toThrow(/no upcaster from version 1/);
  });
});
