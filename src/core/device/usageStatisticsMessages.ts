/**
 * Consent to share usage statistics: the banner and the Settings switch (UK GDPR, PECR;
 * DECISIONS.md "Analytics and session recording").
 */
export const usageStatisticsMessages = {
  bannerLabel: 'Usage statistics',
  bannerTitle: 'Help us improve the app',
  bannerBody:
    'Share which features you use (no personal details). You can change this any time in Settings.',
  accept: 'Share',
  decline: 'No thanks',
  settingsHeading: 'Privacy',
  switchLabel: 'Share usage statistics',
  switchHint:
    'Which features you use, such as opting in or spinning the wheel. No personal details.',
} as const;
