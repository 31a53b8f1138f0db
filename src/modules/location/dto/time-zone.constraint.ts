import { ValidatorConstraint, type ValidatorConstraintInterface } from 'class-validator';

const ZONES = new Set(Intl.supportedValuesOf('timeZone'));

/** An IANA time zone name the runtime knows (`time_zone` in fieldErrors otherwise). */
@ValidatorConstraint({ name: 'timeZone' })
export class TimeZoneConstraint implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && (ZONES.has(value) || value === 'UTC');
  }
}
