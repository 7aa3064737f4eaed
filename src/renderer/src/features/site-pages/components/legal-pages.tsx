import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PageShell, ProseSection } from './page-shell';

const updated = 'Last updated: 23 November 2026';

/** /privacy (spec 2.1). */
export function PrivacyPage() {
  return (
    <PageShell eyebrow="Legal" title="Privacy Policy" intro={updated}>
      <ProseSection title="What we collect">
        <p>
          Your e-mail address and profile details, the prompts and images you create, your credit
          balance and purchase history, and messages you send us.
        </p>
      </ProseSection>
      <ProseSection title="How we use it">
        <p>
          To run your account and the tools you use, to charge and refund credits, to answer support
          requests and to keep the service secure. We never sell your data.
        </p>
      </ProseSection>
      <ProseSection title="Local processing">
        <p>
          Tools labelled On this computer run on your own machine; their images do not leave it
          unless you save them to your account.
        </p>
      </ProseSection>
      <ProseSection title="Payments">
        <p>
          Card payments are handled by our payment provider. We never see or store your card number.
        </p>
      </ProseSection>
      <ProseSection title="Your rights">
        <p>
          You can see, correct, export or delete your data at any time. Write to us from the{' '}
          <Link className="text-gold-300 underline underline-offset-2" to={paths.contact}>
            Contact page
          </Link>
          .
        </p>
      </ProseSection>
    </PageShell>
  );
}

/** /terms (spec 2.1). */
export function TermsPage() {
  return (
    <PageShell eyebrow="Legal" title="Terms of Service" intro={updated}>
      <ProseSection title="Your account">
        <p>
          You are responsible for your account and what is created with it. Keep your password safe.
        </p>
      </ProseSection>
      <ProseSection title="Credits">
        <p>
          Tools spend credits from your balance; each shows its cost before it runs. Credits never
          expire. Failed generations are refunded automatically.
        </p>
      </ProseSection>
      <ProseSection title="Refunds">
        <p>Every purchase carries a 30-day money-back guarantee.</p>
      </ProseSection>
      <ProseSection title="Acceptable use">
        <p>
          Do not create unlawful, hateful or infringing content, or content that depicts real people
          without their consent.
        </p>
      </ProseSection>
      <ProseSection title="Your creations">
        <p>You own what you create, subject to the rights of others in anything you upload.</p>
      </ProseSection>
    </PageShell>
  );
}
