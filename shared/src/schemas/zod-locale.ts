import { z } from 'zod';
import { humanIssueMessage } from './zod-messages';

// Every zod rejection, on the server and in the browser, reads as a Brazilian Portuguese sentence a person can
// act on (zod-messages.ts). A schema's own message still comes first.
z.config({ localeError: humanIssueMessage });
