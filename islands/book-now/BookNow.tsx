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
            <div className="choice-cell">
              <a className="choice" href={props.iosHref} onClick={close}>
                <span className="choice-title">iPhone</span>
                <span className="choice-text">Download on the App Store</span>
              </a>
              {props.qrCodes && <AppQr src={props.qrCodes.ios} store="Download on the App Store" />}
            </div>
            <div className="choice-cell">
              <a className="choice" href={props.androidHref} onClick={close}>
                <span className="choice-title">Android</span>
                <span className="choice-text">Get it on Google Play</span>
              </a>
              {props.qrCodes && <AppQr src={props.qrCodes.android} store="Get it on Google Play" />}
            </div>
          </div>
        </>
      )}
    </DialogButton>
  );
}
