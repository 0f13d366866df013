import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from '../toast/toast.ts';
import { FORMS, HONEYPOT, formApiPath, type Field, type FieldErrors, type NativeFormProps } from '../../kernel/forms/fields.ts';

/**
 * Our own form. Without JavaScript it is a plain HTML form that posts to the server; with it, it
 * posts in the background, shows the server's per-field errors beside the fields, moves focus to
 * the first one, and confirms with a toast.
 */
export default function NativeForm(props: NativeFormProps) {
  const def = FORMS[props.form];
  const [errors, setErrors] = useState<FieldErrors>(props.errors ?? {});
  const [formError, setFormError] = useState(props.formError);
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);

  // The server's messages replace the browser's own bubbles, so both modes read the same.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);
  useEffect(() => {
    if (state === 'sent') thanksRef.current?.focus();
  }, [state]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state === 'sending') return;
    const form = event.currentTarget;
    setState('sending');
    try {
      const response = await fetch(form.action, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(Object.fromEntries(new FormData(form))),
      });
      const answer = (await response.json()) as { error?: string; errors?: FieldErrors };
      if (response.ok) {
        setState('sent');
        setErrors({});
        setFormError(undefined);
        toast({ status: 'success', title: 'Thank you', description: props.thanks });
        return;
      }
      setState('idle');
      setErrors(answer.errors ?? {});
      setFormError(answer.errors ? undefined : answer.error);
      const first = def.fields.find((f) => answer.errors?.[f.name]);
      if (first) focusField(form, first.name);
      else toast({ status: 'error', title: 'Not sent', description: answer.error });
    } catch {
      setState('idle');
      setFormError('We could not reach our server. Check your connection and try again.');
      toast({ status: 'error', title: 'Not sent', description: 'We could not reach our server. Please try again.' });
    }
  };

  if (state === 'sent') {
    return (
      <div className="form-thanks" ref={thanksRef} tabIndex={-1}>
        <h2>Thank you</h2>
        <p>{props.thanks}</p>
      </div>
    );
  }
  const problems = def.fields.filter((f) => errors[f.name]);
  return (
    <form ref={formRef} className="native-form" data-form={def.slug} method="post" action={formApiPath(def)} onSubmit={submit}>
      {(formError || problems.length > 0) && (
        <div className="form-problems" role="alert">
          {formError ?? `Please fix ${problems.length === 1 ? 'the field' : `${problems.length} fields`} marked below.`}
        </div>
      )}
      {def.fields.map((field) => (
        <FieldRow key={field.name} id={`${def.slug}-${field.name}`} field={field} value={props.values?.[field.name]} error={errors[field.name]} />
      ))}
      <div className="form-trap" aria-hidden="true">
        <label htmlFor={`${def.slug}-${HONEYPOT}`}>Leave this empty</label>
        <input id={`${def.slug}-${HONEYPOT}`} name={HONEYPOT} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <button type="submit" className="button button-primary">{state === 'sending' ? 'Sending…' : def.submitLabel}</button>
    </form>
  );
}

/** Focuses a field with its whole row in view: the label above it must be readable too. */
function focusField(form: HTMLFormElement, name: string): void {
  const control = form.querySelector<HTMLElement>(`[name="${name}"]`);
  if (!control) return;
  control.closest('.field')?.scrollIntoView({ block: 'start' });
  control.focus({ preventScroll: true });
}

function FieldRow({ id, field, value, error }: { id: string; field: Field; value?: string; error?: string }) {
  const hintId = field.hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const hint = field.hint && <p className="field-hint" id={hintId}>{field.hint}</p>;
  const message = error && <p className="field-error" id={errorId}>{error}</p>;
  const common = { id, name: field.name, required: field.required, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
  if (field.kind === 'rating') {
    return (
      <fieldset className={`field field-rating${error ? ' field-invalid' : ''}`} aria-describedby={describedBy}>
        <legend>{field.label}</legend>
        {hint}
        {message}
        <div className="rating-options">
          {field.options.map((option) => (
            <label key={option} className="rating-option">
              <input type="radio" name={field.name} value={option} required={field.required} defaultChecked={value === option} />
              <span>{option}</span>
            </label>
          ))}
        </div>
      </fieldset>
    );
  }
  let control;
  if (field.kind === 'textarea' || field.kind === 'links') {
    control = <textarea {...common} rows={field.rows} maxLength={field.maxLength} defaultValue={value} />;
  } else if (field.kind === 'select') {
    control = (
      <select {...common} defaultValue={value ?? ''}>
        <option value="">Choose…</option>
        {field.options.map((option) => <option key={option}>{option}</option>)}
      </select>
    );
  } else {
    const zip = field.kind === 'zip';
    control = (
      <input {...common} type={field.kind === 'email' ? 'email' : 'text'} maxLength={field.maxLength} defaultValue={value}
        autoComplete={zip ? 'postal-code' : 'autoComplete' in field ? field.autoComplete : undefined} inputMode={zip ? 'numeric' : undefined} />
    );
  }
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>{field.label}</label>
      {hint}
      {control}
      {message}
    </div>
  );
}
