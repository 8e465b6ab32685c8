import { pseudoText } from '@marquee/core';
import { expect, it } from 'vitest';
import { resetMail } from '../reset-mail.ts';

const LINK = 'https://films.example.com/reset-password?token=x';

it('writes the password reset mail in the language it is asked in, the site’s name as it is', () => {
  const mail = resetMail('en-XA', 'Film Night', 'a@b.co', LINK);
  expect(mail.subject).toBe(`${pseudoText('Choose a new password for ')}Film Night`);
  expect(mail.text).toContain(pseudoText('Open this link to choose it:'));
  expect(mail.html).toContain(`>${pseudoText('Choose a new password')}</a>`);
  expect(resetMail('en', 'Film Night', 'a@b.co', LINK).subject).toBe('Choose a new password for Film Night');
});
