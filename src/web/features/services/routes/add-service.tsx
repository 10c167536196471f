import { ServiceWizard } from '../components/service-wizard';

export function AddServicePage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <ServiceWizard />
    </div>
  );
}
