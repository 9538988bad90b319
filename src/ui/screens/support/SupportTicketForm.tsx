import { observer } from 'mobx-react-lite';
import { SUPPORT_MESSAGE_MAX_LENGTH, SUPPORT_TOPICS } from '@met/scheme';
import { messages } from '../../../core/kernel/messages';
import { SupportStore } from '../../../core/support/SupportStore';
import type { SupportTicketForm as TicketValues } from '../../../core/support/SubmitSupportTicket';
import { Button } from '../../components/Button';
import { SelectField } from '../../components/SelectField';
import { TextArea } from '../../components/TextArea';
import { TextField } from '../../components/TextField';
import { useService } from '../../di';
import { FormErrors } from '../account/FormErrors';

const labels = messages.fieldLabels;
const topicOptions = SUPPORT_TOPICS.map((topic) => ({ value: topic, label: topic }));

const IDS = {
  name: 'support-name',
  email: 'support-email',
  membershipNumber: 'support-membershipNumber',
  topic: 'support-topic',
  message: 'support-message',
} as const;

/** The ticket's fields; every typed value stays when sending fails. */
export const SupportTicketForm = observer(function SupportTicketForm() {
  const support = useService(SupportStore);
  const form = support.form;
  const values = form.values;
  const error = (field: keyof TicketValues) => form.errorFor(field) ?? undefined;
  return (
    <form
      className="account-form"
      noValidate
      aria-label="Contact support"
      onSubmit={(event) => {
        event.preventDefault();
        void support.submit();
      }}
    >
      <FormErrors form={form} targets={IDS} />
      <TextField
        id={IDS.name}
        label={labels.name}
        value={values.name}
        onChange={(value) => form.set('name', value)}
        error={error('name')}
        autoComplete="name"
        required
      />
      <TextField
        id={IDS.email}
        type="email"
        label={labels.email}
        hint="We will reply to this address."
        value={values.email}
        onChange={(value) => form.set('email', value)}
        error={error('email')}
        autoComplete="email"
        inputMode="email"
        required
      />
      <TextField
        id={IDS.membershipNumber}
        label={labels.membershipNumber}
        optional
        inputMode="numeric"
        value={values.membershipNumber}
        onChange={(value) => form.set('membershipNumber', value)}
        error={error('membershipNumber')}
      />
      <SelectField
        id={IDS.topic}
        label={labels.topic}
        placeholder="Choose a topic"
        options={topicOptions}
        value={values.topic}
        onChange={(value) => form.set('topic', value)}
        error={error('topic')}
        required
      />
      <TextArea
        id={IDS.message}
        label={labels.message}
        rows={6}
        maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
        value={values.message}
        onChange={(value) => form.set('message', value)}
        error={error('message')}
        required
      />
      <div className="account-form__actions">
        <Button type="submit" busy={form.submitting} icon="mail" fullWidth>
          Send message
        </Button>
      </div>
    </form>
  );
});
