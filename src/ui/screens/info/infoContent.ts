import { nextTier, passwordResetLinkLifetimeText, TIERS, tierMaxPoints } from '@met/scheme';
import { formatPoints } from '../../../core/kernel/format';
import { messages } from '../../../core/kernel/messages';
import { pointsMessages } from '../../../core/points/pointsMessages';
/** A run of text, or a link inside it (app paths, https:, tel:). */
export type Inline = string | { text: string; href: string };
export type RichText = string | readonly Inline[];

export type InfoBlock =
  | { kind: 'paragraph'; text: RichText }
  | { kind: 'list'; items: readonly RichText[]; ordered?: boolean }
  | {
      kind: 'table';
      caption: string;
      head: readonly string[];
      rows: readonly (readonly string[])[];
    }
  | { kind: 'ladder'; steps: readonly string[] }
  | { kind: 'callout'; title: string; text: RichText }
  | { kind: 'faq'; items: readonly { question: string; answer: readonly RichText[] }[] };

export interface InfoSection {
  heading?: string;
  blocks: readonly InfoBlock[];
}

export interface InfoPage {
  slug: string;
  title: string;
  /** The opening paragraph, shown larger. */
  lead: string;
  sections: readonly InfoSection[];
  /** Shown at the foot of the page, e.g. 'Last reviewed November 2026'. */
  updated?: string;
}

const HELPLINE = {
  text: messages.saferGambling.helplineNumber,
  href: messages.saferGambling.helplineHref,
};
const SUPPORT = { text: 'Support form', href: '/account/support' };

export const metRewardsExplained: InfoPage = {
  slug: 'met-rewards-explained',
  title: 'Met Rewards Explained',
  lead: 'Met Rewards is the free loyalty scheme of Metro Casinos. Every visit earns points, points lift your tier, and every tier comes with its own benefits and offers.',
  sections: [
    {
      heading: 'Earning points',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Show your membership card or app when you play, dine or drink with us and you earn points automatically. Points are added to your account within 24 hours of your visit.',
        },
        {
          kind: 'list',
          items: [
            'Slots and electronic roulette: points for every pound played.',
            'Table games and poker: points based on your average stake and time at the table, as rated by our team.',
            'Restaurants and bars: points on food and drink bills paid with your card present.',
            'Events and tournaments: bonus points on selected nights, shown in the app under Events.',
          ],
        },
      ],
    },
    {
      heading: 'Three balances',
      blocks: [
        {
          kind: 'list',
          items: [
            `${pointsMessages.reward}: ${pointsMessages.rewardExplained} The progress bar on your Home screen shows how far you are towards the next tier.`,
            `${pointsMessages.tier}: ${pointsMessages.tierExplained}`,
            `${pointsMessages.loyalty}: ${pointsMessages.loyaltyExplained} They are the only points that expire: the app shows the date.`,
          ],
        },
      ],
    },
    {
      heading: 'The tier ladder',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Everyone starts as a Jack. Earn enough reward points in your membership year and you move up a step:',
        },
        {
          kind: 'ladder',
          steps: TIERS,
        },
        {
          kind: 'table',
          caption: 'reward points needed to reach the next tier',
          head: ['Your tier', 'reward points to move up', 'Next tier'],
          rows: TIERS.map((tier) => {
            const max = tierMaxPoints(tier);
            return [
              tier,
              max === null ? 'Our top tier' : formatPoints(max),
              nextTier(tier) ?? 'None',
            ];
          }),
        },
        {
          kind: 'paragraph',
          text: 'Tiers are reviewed on your tier reset date, which you can find in your profile. Your new tier is based on the points you earned since your last review.',
        },
      ],
    },
    {
      heading: 'Benefits and offers',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'Each tier unlocks more: priority restaurant bookings, complimentary drinks, event invitations and exclusive offers. See yours under ',
            { text: 'Benefits', href: '/benefits' },
            ' and your current vouchers under ',
            { text: 'Offers', href: '/offers' },
            '. Every voucher has its own QR code: show it at the cash desk or reception to redeem it.',
          ],
        },
        {
          kind: 'callout',
          title: 'Points are a thank you, not a reason to play',
          text: 'Never play longer or stake more to reach a tier. Your benefits are there to enjoy, and our team can help you set limits at any time.',
        },
      ],
    },
  ],
};

export const whyWeAsk: InfoPage = {
  slug: 'why-we-ask',
  title: 'Why We Have To Ask',
  lead: 'As a licensed casino operator in Great Britain we are required by law to know who our members are. Here is what we ask for, and why.',
  sections: [
    {
      heading: 'Age and identity',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Gambling is for adults only. The Gambling Commission requires us to verify that every member is 18 or over and is who they say they are before they can gamble. That is why we ask for your date of birth, check photo identification when you first join, and match your date of birth when you link your membership to the app.',
        },
      ],
    },
    {
      heading: 'Preventing financial crime',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Casinos must follow the Money Laundering Regulations 2017 and the Proceeds of Crime Act 2002. Under these rules we carry out customer due diligence: confirming your identity and address, and keeping that information up to date.',
        },
        {
          kind: 'paragraph',
          text: 'Depending on how much you spend, we may ask where your money comes from (source of funds), for example a payslip, a bank statement or evidence of a pension or the sale of a property. We ask because the law requires us to, not because we suspect you of anything.',
        },
      ],
    },
    {
      heading: 'Keeping gambling safe',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Our licence also requires us to look out for signs that gambling may be causing harm. We may check in with you about how often you visit or how much you spend, and in some cases ask about affordability. These conversations are confidential and are there to protect you.',
        },
      ],
    },
    {
      heading: 'What if I would rather not say?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If we cannot complete the checks the law requires, we may have to limit or suspend your membership until we can. We will always explain what we need and why. Your information is handled as described in our Data Processing notice.',
        },
        {
          kind: 'paragraph',
          text: [
            'Questions about a request you have received? Speak to our reception team or use the ',
            SUPPORT,
            '.',
          ],
        },
      ],
    },
  ],
};

export const faqs: InfoPage = {
  slug: 'faqs',
  title: 'FAQs',
  lead: 'Quick answers to the questions members ask us most. Tap a question to open it.',
  sections: [
    {
      blocks: [
        {
          kind: 'faq',
          items: [
            {
              question: 'How do I join Met Rewards?',
              answer: [
                'Joining is free for anyone aged 18 or over. Register in the app, then bring photo ID to any Metro Casinos reception to collect your membership card. If you already have a card, choose Link membership instead.',
              ],
            },
            {
              question: 'I already have a membership card. How do I use the app?',
              answer: [
                'Create a login with your email address, then link your membership using your membership number and date of birth. The date of birth must match the one on your membership.',
              ],
            },
            {
              question: 'Why do I need to verify my email address?',
              answer: [
                'It keeps your account secure and makes sure password reset links reach you. Open the link in the email we send; if it has not arrived, check your junk folder or ask us to resend it from the verification page.',
              ],
            },
            {
              question: 'I have forgotten my password.',
              answer: [
                `Choose Forgotten password on the login page and enter your email address. The reset link we send is valid for ${passwordResetLinkLifetimeText()}.`,
              ],
            },
            {
              question: 'How do I redeem an offer?',
              answer: [
                [
                  'Open the offer under ',
                  { text: 'Offers', href: '/offers' },
                  ' and show its QR code at the cash desk or reception. Turn your screen brightness up if it does not scan first time. Each voucher can be used once.',
                ],
              ],
            },
            {
              question: 'How do points and tiers work?',
              answer: [
                [
                  'You earn reward points when you play, dine and drink with us, and they move you up the tiers from Jack to Ace. ',
                  { text: 'Met Rewards Explained', href: '/info/met-rewards-explained' },
                  ' has the full details.',
                ],
              ],
            },
            {
              question: 'How does Spin To Win work?',
              answer: [
                'When a Spin To Win game is running you will see it on your Home screen. Opt in while opt-in is open, then spin once a day (UK time) while the game runs. Prizes are shown before you spin and are added to your account automatically.',
              ],
            },
            {
              question: 'Can I use the app without an internet connection?',
              answer: [
                'You can open the app and see your most recently loaded details while offline; a banner tells you when they were last updated. Spinning, opting in and loading new offers need a connection.',
              ],
            },
            {
              question: 'How do I add the app to my home screen?',
              answer: [
                'On Android, tap Install when the app suggests it, or choose Add to Home screen from the browser menu. On iPhone or iPad, tap Share in Safari and then Add to Home Screen. On a computer, use the install button in the address bar.',
              ],
            },
            {
              question: 'What happens to my points if I delete my account?',
              answer: [
                'Deleting your account removes your online login and app profile only. Your casino membership, tier and points stay with your membership card, and you can link a new login later.',
              ],
            },
            {
              question: 'How do I contact you?',
              answer: [
                ['Use the ', SUPPORT, ' or speak to the reception team at your home casino.'],
              ],
            },
          ],
        },
      ],
    },
  ],
};

export const responsibleGaming: InfoPage = {
  slug: 'responsible-gaming',
  title: 'Responsible Gaming',
  lead: 'Gambling should be entertainment, never a way to make money or escape problems. We offer tools to help you stay in control, and free confidential support is available any time.',
  sections: [
    {
      blocks: [
        {
          kind: 'callout',
          title: 'Need to talk to someone now?',
          text: [
            'Call the National Gambling Helpline free on ',
            HELPLINE,
            ', 24 hours a day, 7 days a week.',
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'For members: ',
            { text: messages.saferGambling.link, href: '/safer-gambling' },
            ' puts the helpline, self-exclusion schemes and your casino’s contact in one place.',
          ],
        },
      ],
    },
    {
      heading: 'Signs gambling may be becoming a problem',
      blocks: [
        {
          kind: 'list',
          items: [
            'Spending more money or time than you planned.',
            'Chasing losses, or borrowing money to gamble.',
            'Feeling anxious, irritable or low when you are not gambling.',
            'Hiding your gambling from family or friends.',
            'Gambling getting in the way of work, study or relationships.',
          ],
        },
      ],
    },
    {
      heading: 'Tools to stay in control',
      blocks: [
        {
          kind: 'list',
          items: [
            'Time and spend reminders: ask our team to set reminders that prompt you to take a break.',
            'Deposit and spend limits: agree a limit with us and we will help you keep to it.',
            'Take a break: pause your membership for a period you choose, from one day to six weeks.',
            [
              'Turn off marketing: switch off offers and event messages at any time in ',
              { text: 'Settings / Communication', href: '/settings/communications' },
              '.',
            ],
          ],
        },
      ],
    },
    {
      heading: 'Self-exclusion',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If you want to stop gambling, you can exclude yourself from all Metro Casinos venues for a minimum of six months. Ask at any reception and a manager will help you in private. During self-exclusion we will not let you in, and we will stop all marketing to you.',
        },
        {
          kind: 'paragraph',
          text: 'You can also exclude yourself from every land-based casino in Great Britain at once through SENSE, the national self-exclusion scheme for casinos; our team can register you. For online gambling, GAMSTOP lets you block all sites licensed in Great Britain.',
        },
      ],
    },
    {
      heading: 'Free, confidential support',
      blocks: [
        {
          kind: 'list',
          items: [
            ['National Gambling Helpline (run by GamCare): ', HELPLINE, ', open 24/7.'],
            [
              'GamCare: ',
              { text: 'www.gamcare.org.uk', href: 'https://www.gamcare.org.uk' },
              ', support by phone and live chat.',
            ],
            [
              'BeGambleAware: ',
              { text: 'www.begambleaware.org', href: 'https://www.begambleaware.org' },
              ', advice and self-assessment tools.',
            ],
            [
              'Gamblers Anonymous: ',
              {
                text: 'www.gamblersanonymous.org.uk',
                href: 'https://www.gamblersanonymous.org.uk',
              },
              ', local meetings and support.',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Nobody under 18 may gamble in our casinos. If someone under 18 uses your account or card, please tell us straight away.',
        },
      ],
    },
  ],
};

export const dataProcessing: InfoPage = {
  slug: 'data-processing',
  title: 'Data Processing',
  lead: 'Metro Casinos is the data controller for the personal information you give us through Met Rewards. This summary explains what we keep, why, and your rights under UK GDPR and the Data Protection Act 2018.',
  sections: [
    {
      heading: 'What we store',
      blocks: [
        {
          kind: 'list',
          items: [
            'Identity and contact details: your name, title, gender, date of birth, email address and mobile number.',
            'Membership details: membership number, home casino, tier, reward points, loyalty points and their expiry date.',
            'Your online account: login email, whether it is verified, and which memberships it is linked to.',
            'Your choices: interests, communication preferences, event and game opt-ins, Spin To Win plays and prizes.',
            'Messages you send us through the Support form.',
            'On your device only: the events you have opted in to, so the app can show them without asking again.',
          ],
        },
      ],
    },
    {
      heading: 'Why we use it',
      blocks: [
        {
          kind: 'table',
          caption: 'Purposes and the lawful basis for each',
          head: ['Purpose', 'Lawful basis'],
          rows: [
            ['Running your membership, points, tiers and offers', 'Contract'],
            ['Age and identity checks, anti-money-laundering duties', 'Legal obligation'],
            ['Safer gambling checks and interventions', 'Legal obligation'],
            ['Keeping the app secure and fixing faults', 'Legitimate interests'],
            ['Understanding how the app is used (analytics)', 'Legitimate interests'],
            ['Marketing messages by email, SMS, push or post', 'Consent'],
          ],
        },
      ],
    },
    {
      heading: 'Who we share it with',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We use carefully chosen service providers to host the app and its data, send emails and understand app usage. They act only on our instructions. We share information with regulators and law enforcement where the law requires. We never sell your data.',
        },
      ],
    },
    {
      heading: 'How long we keep it',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We keep membership and identity records for as long as you are a member and then for the period the Money Laundering Regulations require, normally five years after our relationship ends. Deleting your online account removes your login and app profile straight away; your casino membership record is kept separately.',
        },
      ],
    },
    {
      heading: 'Your rights',
      blocks: [
        {
          kind: 'list',
          items: [
            'See the information we hold about you (a subject access request).',
            'Have inaccurate information corrected.',
            'Ask us to delete information we no longer need.',
            'Restrict or object to how we use it, including for direct marketing at any time.',
            'Receive information you gave us in a portable format.',
            'Withdraw consent for marketing at any time in Settings / Communication.',
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'To use any of these rights, use the ',
            SUPPORT,
            '. If you are unhappy with how we handle your data you can complain to the Information Commissioner’s Office at ',
            { text: 'ico.org.uk', href: 'https://ico.org.uk' },
            '.',
          ],
        },
      ],
    },
  ],
};

export const terms: InfoPage = {
  slug: 'terms',
  title: 'Terms & Conditions',
  lead: 'A plain-English summary of the Met Rewards terms. The full terms are available at reception in every Metro Casinos venue and apply if there is any difference.',
  sections: [
    {
      heading: 'Membership',
      blocks: [
        {
          kind: 'list',
          items: [
            'Met Rewards is free and open to anyone aged 18 or over who meets our identity checks.',
            'Your membership and card are personal to you and cannot be transferred or shared.',
            'Keep your login details private. You are responsible for activity on your account.',
            'We may suspend or close a membership if these terms are broken, if required checks cannot be completed, or to protect you from gambling harm.',
          ],
        },
      ],
    },
    {
      heading: 'Points and tiers',
      blocks: [
        {
          kind: 'list',
          items: [
            'Points are earned as described in Met Rewards Explained and have no cash value.',
            'Loyalty points expire on the date shown in the app if they have not been used.',
            'Tiers are reviewed on your tier reset date. We may correct points added in error.',
          ],
        },
      ],
    },
    {
      heading: 'Offers and vouchers',
      blocks: [
        {
          kind: 'list',
          items: [
            'Each voucher can be used once, by the member it was issued to, before its expiry date.',
            'Vouchers have no cash alternative and cannot be exchanged or sold.',
            'Some offers apply at your home casino only; the offer details say where it can be used.',
          ],
        },
      ],
    },
    {
      heading: 'Spin To Win and events',
      blocks: [
        {
          kind: 'list',
          items: [
            'You must opt in to a game during its opt-in period before you can play.',
            'One spin per member per day (UK time) while the game is running. The result shown after your spin is final, subject to the game rules.',
            'Prizes are as described in the game and cannot be exchanged for cash.',
            'Event places are limited and offered on a first come, first served basis.',
          ],
        },
      ],
    },
    {
      heading: 'Changes and the law',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We may change the scheme or these terms with reasonable notice, which we will give in the app and by email. Metro Casinos is licensed and regulated in Great Britain by the Gambling Commission. These terms are governed by the laws of England and Wales.',
        },
      ],
    },
  ],
};

export const infoPages = {
  metRewardsExplained,
  whyWeAsk,
  faqs,
  responsibleGaming,
  dataProcessing,
  terms,
} as const;
