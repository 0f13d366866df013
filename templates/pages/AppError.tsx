import { ErrorScreen } from '../../islands/shared/ErrorScreen.tsx';

/** The server's 5xx page. The server fills in the real status and message when it sends it. */
export function AppError(_props: Record<string, never>) {
  return (
    <section className="section">
      <div className="container narrow">
        <ErrorScreen status={500} message="Something went wrong on our side." />
        <p><a className="button button-primary" href="/">Back to Home</a></p>
      </div>
    </section>
  );
}
