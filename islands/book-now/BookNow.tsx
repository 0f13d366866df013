import { AppQr } from './AppQr.tsx';
import { DialogButton } from '../shared/DialogButton.tsx';

export interface BookNowProps {
  id: string;
  label: string;
  className: string;
  iosHref: string;
  androidHref: string;
  /** The store-choice page, where the button leads without JavaScript. */
  choiceHref: string;
  /** QR codes of the two app addresses (kernel APP_QR_CODES), shown beside the choices on computers. */
  qrCodes?: { ios: string; android: string };
}

/** A button that offers the two apps to book in; choosing one follows its download route. */
export default function BookNow(props: BookNowProps) {
  return (
    <DialogButton id={props.id} label={props.label} className={props.className} title="Book in the Nestwell app" variant="modal" fallbackHref={props.choiceHref}>
      {(close) => (
        <>
          <p>Choose your phone to get the app. Booking takes about 60 seconds.</p>
          <div className="choice-row">
            {[
              { phone: 'iPhone', store: 'Download on the App Store', href: props.iosHref, qr: props.qrCodes?.ios },
              { phone: 'Android', store: 'Get it on Google Play', href: props.androidHref, qr: props.qrCodes?.android },
            ].map((choice) => (
              <div className="choice-cell" key={choice.phone}>
                <a className="choice" href={choice.href} onClick={close}>
                  <span className="choice-title">{choice.phone}</span>
                  <span className="choice-text">{choice.store}</span>
                </a>
                {choice.qr && <AppQr src={choice.qr} store={choice.store} />}
              </div>
            ))}
          </div>
        </>
      )}
    </DialogButton>
  );
}
