import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { stackedRules } from '../../kernel/http/dto-fields';
import { PHONE_AS_TYPED, PHONE_AS_TYPED_MAX } from '../domain/phone-numbers';

/** Letters (any alphabet), spaces, apostrophes and hyphens: "Ngozi", "N'Guessan", "Aïssatou Diop-Ba". */
export const NAME = /^\p{L}[\p{L}\p{M}' -]*$/u;
export const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** A first or last name, trimmed, of at most 60 characters (the field's presence and documentation are its own). */
export const PersonName = () =>
  stackedRules(
    Transform(trim),
    IsString(),
    IsNotEmpty(),
    MaxLength(60),
    Matches(NAME, { message: 'NAME_LETTERS_ONLY' }),
  );

/** A phone number as people type it; the command checks it against the country's length and stores the national number. */
export const PhoneAsTyped = () =>
  stackedRules(IsString(), Matches(PHONE_AS_TYPED, { message: 'PHONE_DIGITS_ONLY' }), MaxLength(PHONE_AS_TYPED_MAX));

/** An e-mail address, trimmed. */
export const EmailAddress = () => stackedRules(Transform(trim), IsEmail(), MaxLength(254));
