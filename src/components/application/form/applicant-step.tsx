import type { AdmissionTrack } from '@/lib/application-choices';
import type { FieldControls } from './field-controls';
import type { Labels } from './form-answers';

/** Step 2: who applies, and how the office reaches them. */
export function ApplicantStep({
  labels,
  fields: { text },
  track,
}: {
  labels: Labels;
  fields: FieldControls;
  track: AdmissionTrack;
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {text('nameAr', track === 'international' ? labels.nameArOptional : labels.nameAr, {
        hint: labels.nameHint,
        dir: 'rtl',
      })}
      {text('nameEn', labels.nameEn, { hint: labels.nameHint, dir: 'ltr', autoComplete: 'name' })}
      {text('dateOfBirth', labels.dateOfBirth, {
        type: 'date',
        dir: 'ltr',
        autoComplete: 'bday',
      })}
      {text('nationality', labels.nationality, { autoComplete: 'country-name' })}
      {text('idNumber', labels.idNumber, { dir: 'ltr' })}
      {text('phone', labels.phone, {
        hint: labels.phoneHint,
        type: 'tel',
        dir: 'ltr',
        autoComplete: 'tel',
        inputMode: 'tel',
      })}
      {text('email', labels.email, {
        hint: labels.emailHint,
        type: 'email',
        dir: 'ltr',
        autoComplete: 'email',
        inputMode: 'email',
      })}
      {text('city', labels.city, { autoComplete: 'address-level1' })}
    </div>
  );
}
