import { observer } from 'mobx-react-lite';
import { FormErrorSummary } from '../../components/FormErrorSummary';
import { formErrorLinks } from './formErrorLinks';

interface FormErrorsProps {
  form: { summary: string | null; fieldErrors: Record<string, string> };
  /** Field name to the id of its control, in page order. */
  targets: Readonly<Record<string, string>>;
}

/**
 * The form's summary at the top after a refused submit ('Please complete the errors highlighted
 * in red', or 'Please provide all the required information' when only empty fields are wrong),
 * with a link to each field in error. It mounts afresh after each refused submit (the form
 * clears its summary when a submit starts), so it takes focus every time.
 */
export const FormErrors = observer(function FormErrors({ form, targets }: FormErrorsProps) {
  if (form.summary === null) return null;
  return (
    <FormErrorSummary summary={form.summary} errors={formErrorLinks(form.fieldErrors, targets)} />
  );
});
