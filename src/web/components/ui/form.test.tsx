// @vitest-environment jsdom
import { zodResolver } from '@hookform/resolvers/zod';
import type { Language } from '@shared/constants';
import { cancelRequestInput } from '@shared/schemas/contract';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@web/lib/api';
import { applyServerErrors } from '@web/lib/form-errors';
import i18n from '@web/lib/i18n';
import { useLanguage } from '@web/test/render';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  FormRootMessage,
} from './form';
import { Textarea } from './textarea';

type Values = z.input<typeof cancelRequestInput>;

/** A form written the one way, with a shared schema; `refuse` is what the server answers. */
function ReasonForm({ refuse }: { refuse: unknown }) {
  const form = useForm<Values>({ resolver: zodResolver(cancelRequestInput), defaultValues: { reason: '' } });
  const onSubmit = form.handleSubmit(() => {
    applyServerErrors(form, refuse);
  });
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate>
        <FormField
          control={form.control}
          name="reason"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{i18n.t('contracts:cancel.reason')}</FormLabel>
              <FormControl>
                <Textarea {...field} />
              </FormControl>
              <FormDescription>{i18n.t('contracts:cancel.needsReason')}</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <button type="submit">send</button>
        <FormRootMessage />
      </form>
    </Form>
  );
}

/** The texts of the ids a control names in aria-describedby, in order. */
function description(el: HTMLElement) {
  return (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);
}

const cases: { lang: Language; serverMessage: string; stepTaken: string }[] = [
  { lang: 'en', serverMessage: 'The reason is too rude to send', stepTaken: 'Someone else answered first' },
  { lang: 'tr', serverMessage: 'Bu gerekçe gönderilemez', stepTaken: 'Başka biri önce yanıtladı' },
];

describe.each(cases)('shared form fields ($lang)', ({ lang, serverMessage, stepTaken }) => {
  afterEach(cleanup);

  it('ties the label and the hint to the control, and marks nothing invalid before a submit', async () => {
    await useLanguage(lang, ['contracts']);
    render(<ReasonForm refuse={null} />);
    const control = screen.getByLabelText(i18n.t('contracts:cancel.reason'));
    expect(control.tagName).toBe('TEXTAREA');
    expect(control.getAttribute('aria-invalid')).toBeNull();
    expect(description(control)).toEqual([i18n.t('contracts:cancel.needsReason')]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the schema's message in the current language, names it and focuses the field", async () => {
    await useLanguage(lang, ['contracts']);
    const user = userEvent.setup({ delay: null });
    render(<ReasonForm refuse={null} />);
    await user.click(screen.getByRole('button', { name: 'send' }));
    const control = screen.getByLabelText(i18n.t('contracts:cancel.reason'));
    const message = i18n.t('contracts:validation.cancelReason');
    expect(message).not.toBe('validation.cancelReason');
    // The resolver is asynchronous: wait for the message rather than assume it came with the click.
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(control.getAttribute('aria-invalid')).toBe('true');
    expect(description(control)).toEqual([i18n.t('contracts:cancel.needsReason'), message]);
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(document.activeElement).toBe(control);
    // Typing a valid reason takes the message away again.
    await user.type(control, 'x');
    await waitFor(() => expect(control.getAttribute('aria-invalid')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("puts a server refusal next to the field it names, as the server's language wrote it", async () => {
    await useLanguage(lang, ['contracts']);
    const user = userEvent.setup({ delay: null });
    const refusal = new ApiError(400, 'VALIDATION_ERROR', serverMessage, 'reason');
    render(<ReasonForm refuse={refusal} />);
    const control = screen.getByLabelText(i18n.t('contracts:cancel.reason'));
    await user.type(control, 'Too slow');
    await user.click(screen.getByRole('button', { name: 'send' }));
    await screen.findByRole('alert');
    expect(control.getAttribute('aria-invalid')).toBe('true');
    expect(description(control)).toEqual([i18n.t('contracts:cancel.needsReason'), serverMessage]);
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([serverMessage]);
    expect(document.activeElement).toBe(control);
    expect((control as HTMLTextAreaElement).value).toBe('Too slow');
  });

  it('shows a refusal that names no field by the submit button, with the field left valid', async () => {
    await useLanguage(lang, ['contracts']);
    const user = userEvent.setup({ delay: null });
    render(<ReasonForm refuse={new ApiError(409, 'CONFLICT', stepTaken)} />);
    const control = screen.getByLabelText(i18n.t('contracts:cancel.reason'));
    await user.type(control, 'Too slow');
    await user.click(screen.getByRole('button', { name: 'send' }));
    expect((await screen.findAllByRole('alert')).map((a) => a.textContent)).toEqual([stepTaken]);
    expect(control.getAttribute('aria-invalid')).toBeNull();
  });
});
