import { createFormControl, get as getPath } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { applyServerErrors, describedBy, FORM_ERROR, messageText } from './form-errors';

type Values = { title: string; amount: number; features: string[]; packages: { price: number }[] };
const defaults: Values = {
  title: 'Logo design',
  amount: 12,
  features: ['a', 'b', 'c'],
  packages: [{ price: 5 }],
};

/** The message at a path of the form's errors. */
const get = (errors: object, path: string) => getPath(errors, path) as { message?: string } | undefined;

function form(values: Values = defaults) {
  const control = createFormControl<Values>({ defaultValues: values });
  const errors = () => control.control._formState.errors;
  return { ...control, errors };
}

describe('applyServerErrors', () => {
  it('puts each refused field next to its field and keeps what was typed', () => {
    const f = form();
    const err = new ApiError(400, 'VALIDATION_ERROR', 'Title is too short', 'title', [
      { field: 'title', message: 'Title is too short' },
      { field: 'packages.0.price', message: 'Price must be at least $5' },
    ]);
    expect(applyServerErrors(f, err)).toEqual(['title', 'packages.0.price']);
    expect(get(f.errors(), 'title')?.message).toBe('Title is too short');
    expect(get(f.errors(), 'packages.0.price')?.message).toBe('Price must be at least $5');
    expect(get(f.errors(), FORM_ERROR)).toBeUndefined();
    expect(f.getValues()).toEqual(defaults);
  });

  it('marks the nearest field the form holds, and a renamed one', () => {
    const f = form();
    const err = new ApiError(400, 'VALIDATION_ERROR', 'x', undefined, [
      { field: 'features.7', message: 'A feature is too long' },
      { field: 'amountCents', message: 'Not enough money' },
    ]);
    applyServerErrors(f, err, { fields: { amountCents: 'amount' } });
    expect(get(f.errors(), 'features')?.message).toBe('A feature is too long');
    expect(get(f.errors(), 'amount')?.message).toBe('Not enough money');
  });

  it('gives an error about no field of the form to the form itself, by the submit button', () => {
    const f = form();
    applyServerErrors(f, new ApiError(409, 'ALREADY_APPLIED', 'You already applied to this project'));
    expect(get(f.errors(), FORM_ERROR)?.message).toBe('You already applied to this project');

    const g = form();
    applyServerErrors(
      g,
      new ApiError(400, 'VALIDATION_ERROR', 'Unknown field', 'nowhere', [
        { field: 'nowhere', message: 'Unknown field' },
      ]),
    );
    expect(get(g.errors(), FORM_ERROR)?.message).toBe('Unknown field');
    expect(get(g.errors(), 'title')).toBeUndefined();
  });

  it('keeps a field message and a form message apart when both come', () => {
    const f = form();
    applyServerErrors(
      f,
      new ApiError(400, 'VALIDATION_ERROR', 'Title', 'title', [
        { field: 'title', message: 'Title' },
        { field: 'other', message: 'Something else' },
      ]),
    );
    expect(get(f.errors(), 'title')?.message).toBe('Title');
    expect(get(f.errors(), FORM_ERROR)?.message).toBe('Something else');
  });

  it('says something for errors that are not API answers', () => {
    const f = form();
    applyServerErrors(f, new Error('Failed to fetch'));
    expect(get(f.errors(), FORM_ERROR)?.message).toBe('Failed to fetch');
    const g = form();
    applyServerErrors(g, new ApiError(500, 'INTERNAL_ERROR', 'Boom'), { formMessage: () => 'Try again' });
    expect(get(g.errors(), FORM_ERROR)?.message).toBe('Try again');
  });
});

describe('field accessibility', () => {
  const t = (key: string) => (key === 'auth:error.emailRequired' ? 'Enter your e-mail' : key);

  it('translates schema keys and leaves server sentences as they are', () => {
    expect(messageText('auth:error.emailRequired', t)).toBe('Enter your e-mail');
    expect(messageText('Bu alan zorunlu: ad', t)).toBe('Bu alan zorunlu: ad');
    expect(messageText(undefined, t)).toBeUndefined();
  });

  it('joins the ids of what describes a control, skipping the empty ones', () => {
    expect(describedBy(undefined, false, 'a', null, 'b')).toBe('a b');
  });
});
