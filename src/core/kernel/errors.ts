/** Everything about errors in one import: domain error classes, codes, handling and helpers. */
export { AuthError } from './AuthError';
export { DomainError, domainErrorMessage, type DomainErrorKey } from './DomainError';
export { FunctionError } from './FunctionError';
export { MalformedResponseError } from './MalformedResponseError';
export { AUTH_ERROR_REASONS, loginErrorMessage, type AuthErrorReason } from './authErrors';
export {
  FUNCTION_CODE_BY_HTTP_STATUS,
  FUNCTION_ERROR_CODES,
  FUNCTION_ERROR_HANDLING,
  functionCodeForHttpStatus,
  functionErrorHandling,
  functionErrorMessage,
  isFunctionErrorCode,
  type FunctionErrorAction,
  type FunctionErrorCode,
  type FunctionErrorHandling,
} from './functionErrors';
export { isResetCreateNewOne } from './passwordReset';
