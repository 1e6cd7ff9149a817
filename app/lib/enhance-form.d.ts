/**
 * How the form script checks one field, in the order it checks: an empty value gets `message` (or passes when not
 * `required`); otherwise, trimmed, it must be at least `min` long, at most `max` (else `tooLong`), match `pattern`,
 * hold `minDigits` digits and be one of `oneOf`. A `checked` box must be ticked. Every failure but `tooLong` says
 * `message`.
 */
export type FieldRule = {
  message: string;
  required?: boolean;
  checked?: boolean;
  min?: number;
  max?: number;
  tooLong?: string;
  pattern?: string;
  minDigits?: number;
  oneOf?: readonly string[];
};

/** The message a field shows for a value under its rule, or "" when it is fine. */
export function fieldMessage(rule: FieldRule, value: string): string;
