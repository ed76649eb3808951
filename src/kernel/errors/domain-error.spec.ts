import { toErrorEnvelope } from '../http/error-envelope.filter';
import { DomainError, NotFoundError } from './domain-error';
import { defineErrors } from './error-table';

const Errors = defineErrors('domain-error.spec', {
  SPEC_PARCEL_NOT_FOUND: { status: 404, en: 'No parcel {id}.', fr: 'Aucune parcelle {id}.' },
  SPEC_PARCEL_CLOSED: { status: 409, en: 'The parcel is closed.', fr: 'La parcelle est fermée.' },
});

describe('DomainError', () => {
  it('takes its status and texts from the error table, in the caller language', () => {
    const error = new DomainError(Errors.SPEC_PARCEL_NOT_FOUND, { id: 7 });
    expect(toErrorEnvelope(error, 'fr')).toEqual({
      success: false,
      status: 404,
      code: 'SPEC_PARCEL_NOT_FOUND',
      message: 'Aucune parcelle 7.',
      errors: [],
    });
    expect(toErrorEnvelope(error, 'en').message).toBe('No parcel 7.');
  });

  it('carries field errors, translated when they name a code', () => {
    const error = new DomainError('VALIDATION_FAILED', {}, [{ field: 'parcel', message: Errors.SPEC_PARCEL_CLOSED }]);
    expect(toErrorEnvelope(error, 'en')).toMatchObject({
      status: 400,
      errors: [{ field: 'parcel', message: 'The parcel is closed.' }],
    });
  });

  it('answers 500 for a code no table declares, 404 for an undeclared not-found', () => {
    expect(new DomainError('SPEC_NOWHERE').status).toBe(500);
    expect(new NotFoundError('SPEC_NOWHERE_TO_BE_FOUND').status).toBe(404);
  });
});
