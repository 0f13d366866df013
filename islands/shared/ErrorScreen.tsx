/** "Unexpected Application Error!" with a status and message: the server's 5xx page and islands' fallback. */
export function ErrorScreen({ status, message }: { status: number | string; message: string }) {
  return (
    <div className="error-screen" role="alert">
      <h2>Unexpected Application Error!</h2>
      <p>
        <code className="error-status">{status}</code> <span className="error-message">{message}</span>
      </p>
    </div>
  );
}
