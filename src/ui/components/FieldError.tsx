import { Icon } from './icons/Icon';
import './Field.css';

interface FieldErrorProps {
  id: string;
  message: string;
}

/** A field's error line; "Error:" is spoken but not shown, the icon is shown but not spoken. */
export function FieldError({ id, message }: FieldErrorProps) {
  return (
    <p className="field__error" id={id}>
      <Icon name="alert" size="1.15em" />
      <span>
        <span className="visually-hidden">Error: </span>
        {message}
      </span>
    </p>
  );
}
