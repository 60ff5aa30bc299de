import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { initI18n, setLanguage } from '@platform/i18n';
import { TextArea, TextField } from './Field';

afterEach(cleanup);
beforeAll(() => initI18n('en'));

function Controlled({ area = false }: { area?: boolean }) {
  const [value, setValue] = useState('');
  const props = { label: 'Name', maxLength: 5, value, onChange: (e: { target: { value: string } }) => setValue(e.target.value) };
  return area ? <TextArea {...props} /> : <TextField {...props} />;
}

/** What the browser does with a paste into a field with maxlength: keeps what fits. */
function pasteInto(field: HTMLInputElement | HTMLTextAreaElement, text: string) {
  fireEvent.paste(field, { clipboardData: { getData: () => text } });
  fireEvent.change(field, { target: { value: (field.value + text).slice(0, 5) } });
}

describe('a text field at its length limit', () => {
  for (const area of [false, true]) {
    it(`says a longer paste was cut, then the limit, and nothing below it (${area ? 'TextArea' : 'TextField'})`, async () => {
      render(<Controlled area={area} />);
      const field = screen.getByLabelText('Name') as HTMLInputElement;
      pasteInto(field, 'abcdefgh');
      expect(field.value).toBe('abcde');
      expect(screen.getByText('Only the first 5 characters were kept.')).toBeTruthy();
      expect(field.getAttribute('aria-describedby')).toBe(screen.getByText('Only the first 5 characters were kept.').id);
      fireEvent.change(field, { target: { value: 'abcd' } });
      expect(screen.queryByText(/characters/)).toBeNull();
      fireEvent.change(field, { target: { value: 'abcdx' } });
      expect(screen.getByText('At most 5 characters.')).toBeTruthy();
      await setLanguage('vi');
      expect(await screen.findByText('Tối đa 5 ký tự.')).toBeTruthy();
      await setLanguage('en');
    });
  }
});
