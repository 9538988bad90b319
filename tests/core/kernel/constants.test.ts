import { describe, expect, it } from 'vitest';
import * as scheme from '@met/scheme';
import * as constants from '../../../src/core/kernel/constants';
import { MOBILE_MEDIA_QUERY } from '../../../src/core/device/viewport';

describe('business constants (spec sections 1, 3, 7, 9)', () => {
  it.each<[keyof typeof constants, unknown]>([
    ['DEFAULT_LOCALE', 'en-US'],
    ['DEFAULT_COUNTRY', 'gb'],
    ['NUMBER_LOCALE', 'en-GB'],
    ['DATE_DISPLAY_FORMAT', 'do MMM yyyy'],
    ['TIER_RESET_DATE_FORMAT', 'dd/MM/yyyy'],
    ['TIME_DISPLAY_FORMAT', 'h:mmaaa'],
    ['TOAST_DEFAULT_MS', 3000],
    ['TOAST_TEMPORARY_MS', 5000],
    ['MOBILE_BREAKPOINT_PX', 768],
    ['FUNCTIONS_REGION', 'europe-west2'],
    ['FUNCTION_TIMEOUT_MS', 70000],
    ['SERVICE_WORKER_PATH', '/sw.js'],
    ['OPTIN_IDS_KEY', 'metro_optinids'],
    ['LAST_USER_KEY', 'metro_last_user'],
    ['PASSWORD_MIN_SCORE', 3],
  ])('%s is %j', (name, value) => {
    expect(constants[name]).toBe(value);
  });
});

describe('scheme limits both sides apply (spec sections 5 and 9, spec-decisions 6, 16, 17)', () => {
  it.each<[keyof typeof scheme, unknown]>([
    ['CASINO_TIME_ZONE', 'Europe/London'],
    ['MINIMUM_AGE_YEARS', 18],
    ['PASSWORD_MIN_LENGTH', 8],
    ['PASSWORD_MAX_LENGTH', 128],
    ['SUPPORT_MESSAGE_MAX_LENGTH', 2000],
    ['TEMPORARY_MEMBERSHIP_TYPE_ID', 34],
  ])('%s is %j', (name, value) => {
    expect(scheme[name]).toBe(value);
  });
});

describe('MOBILE_MEDIA_QUERY (below 768 px is mobile; exactly 768 px is desktop)', () => {
  it('matches widths up to 767.98 px, so fractional widths below 768 count as mobile', () => {
    expect(MOBILE_MEDIA_QUERY).toBe('(max-width: 767.98px)');
  });
});

describe('keys the browser keeps between releases', () => {
  it('keeps the install hint dismissed after an update', () => {
    expect(constants.INSTALL_HINT_DISMISSED_KEY).toBe('met_install_hint_dismissed');
  });

  it("keeps the member's offers layout (cards or list) after an update", () => {
    expect(constants.OFFERS_VIEW_KEY).toBe('met_offers_view');
  });
});
