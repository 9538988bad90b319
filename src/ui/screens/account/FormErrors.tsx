import { observer } from 'mobx-react-lite';
import { messages } from '../../../core/domain/messages';
import { FormErrorSummary } from '../../components/FormErrorSummary';
import { formErrorLinks } from './formErrorLinks';

interface FormErrorsProps {
  form: { summary: string | null; fieldErrors: Record<string, string> };
  /** Field name to the id of its control, in page order. */
  targets: Readonly<Record<string, string>>;
}

/**
 * 'Please complete the errors highlighted in red' at the top of a form after a refused submit,
 * with a link to each field in error. It mounts afresh after each refused submit (the form
 * clears its summary when a submit starts), so it takes focus every time.
 */
export const FormErrors = observer(function FormErrors({ form, targets }: FormErrorsProps) {
  if (form.summary === null) return null;
  return (
    <FormErrorSummary
      summary={messages.validation.completeHighlighted}
      errors={formErrorLinks(form.fieldErrors, targets)}
    />
  );
});
