export interface FormThanksProps {
  thanks: string;
  backHref: string;
  backLabel: string;
}

/** What a visitor without JavaScript sees after sending one of our forms. */
export function FormThanks({ thanks, backHref, backLabel }: FormThanksProps) {
  return (
    <section className="section">
      <div className="container narrow form-thanks">
        <h1>Thank you</h1>
        <p className="lead">{thanks}</p>
        <p><a className="button button-primary" href={backHref}>{backLabel}</a></p>
      </div>
    </section>
  );
}
