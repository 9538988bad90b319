import type { CallableName, CallableRequest, CallableResponse } from '@met/scheme/contract';

/** What a service method receives for callable K (already parsed by the request schema). */
export type Request<K extends CallableName> = CallableRequest<K>;
/** What a service method answers for callable K. */
export type Response<K extends CallableName> = Promise<CallableResponse<K>>;
