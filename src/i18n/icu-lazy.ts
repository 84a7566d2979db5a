/** The ICU formatter for the runtime's dynamic import (another language's file with ICU messages), apart from the doors' static one. */
export { formatIcu } from './icu';
