import type { Catalogue, English } from '../en';
import { account } from './account';
import { admin } from './admin';
import { contracts } from './contracts';
import { conversations } from './conversations';
import { devtools } from './devtools';
import { emails } from './emails';
import { http } from './http';
import { notices } from './notices';
import { notifications } from './notifications';
import { profiles } from './profiles';
import { validation } from './validation';

/**
 * الفهرس العربي للخادم التجريبي: المفاتيح نفسها التي في الفهرس الإنجليزي (mocks/i18n/en) وبالعناصر
 * النائبة نفسها، بالعربية الفصحى المعاصرة ومصطلحات مسرد المشروع.
 */
export const arabic: Catalogue<English> = { http, validation, account, profiles, contracts, conversations, notifications, admin, notices, emails, devtools };
