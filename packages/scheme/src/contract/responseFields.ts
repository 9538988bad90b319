/**
 * The building blocks of the response schemas that several callable groups share (each group's
 * schemas are <group>/responses.ts; responses.ts puts them together and checks answers with them).
 * Answers are checked strictly: no type coercion, so a numeric string is not a number.
 */
import * as yup from 'yup';
import { isCalendarDate, isIsoInstant } from './formats';

export const str = () => yup.string().defined();
export const nonEmpty = () => yup.string().required();
// yup's number() takes Infinity; no count or balance a view shows can be infinite.
export const num = () =>
  yup
    .number()
    .required()
    .test('finite', '${path} must be a finite number', (value) => Number.isFinite(value));
export const int = () => yup.number().required().integer();
export const flag = () => yup.boolean().required();
export const yes = () => yup.boolean().required().isTrue('${path} must be true');
export const instant = () =>
  yup.string().required().test('iso-instant', '${path} must be an ISO 8601 instant', isIsoInstant);
export const calendarDate = () =>
  yup
    .string()
    .required()
    .test('calendar-date', '${path} must be a yyyy-MM-dd date', isCalendarDate);
export const list = <T extends yup.Schema>(item: T) => yup.array().of(item).defined();
export const shape = <T extends yup.ObjectShape>(fields: T) => yup.object(fields).required();
export const success = () => shape({ success: yes() });
