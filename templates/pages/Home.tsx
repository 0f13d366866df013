import { appChoice, CHOICE_PAGES } from '../../kernel/choice-pages.ts';
import type { Home as HomeContent } from '../../generator/content/home.ts';
import type { Pricing } from '../../generator/content/pricing.ts';
import type { Service } from '../../generator/content/services.ts';
import { Island } from '../Island.tsx';
import { usePage } from '../PageContext.ts';
import { AppButtons } from '../sections/AppButtons.tsx';
import { PricingTables } from '../sections/PricingTables.tsx';

export interface HomeProps {
  home: HomeContent;
  pricing: Pricing;
  services: Service[];
  heroImage: string;
}

export function Home({ home, pricing, services, heroImage }: HomeProps) {
  const { site } = usePage();
  return (
    <>
      <section className="hero">
        <div className="container hero-row">
          <div className="hero-copy">
            <h1>{home.hero.heading}</h1>
            <p className="lead">{home.hero.text}</p>
            <AppButtons />
          </div>
          <img className="hero-image" src={heroImage} alt={home.hero.imageAlt} width="640" height="480" fetchPriority="high" />
        </div>
      </section>

      <section className="features" aria-label="Why Nestwell">
        <div className="features-window">
          <div className="features-track">
            <ul className="features-list">
              {home.features.map((feature) => <li key={feature}>{feature}</li>)}
            </ul>
            <ul className="features-list" aria-hidden="true">
              {home.features.map((feature) => <li key={feature}>{feature}</li>)}
            </ul>
          </div>
        </div>
        {/* WCAG 2.2.2: moving content gets a pause control. A checkbox works by keyboard, touch and
            without JavaScript; paused, the strip stops and shows every claim whole. */}
        <label className="features-pause">
          <input type="checkbox" className="features-pause-input" />
          <span>Pause</span>
        </label>
      </section>

      <section className="section" aria-labelledby="steps-title">
        <div className="container">
          <h2 id="steps-title">{home.steps.heading}</h2>
          <ol className="steps">
            {home.steps.items.map((step, i) => (
              <li key={step.title} className="step">
                <span className="step-number" aria-hidden="true">{i + 1}</span>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section promo" aria-labelledby="promo-title">
        <div className="container promo-card">
          <div>
            <h2 id="promo-title">{home.promo.heading}</h2>
            <p>{home.promo.text}</p>
            <Island name="promoCode" props={{ code: pricing.offer.code }} when="interaction" />
            <p className="promise">{home.promo.promise}</p>
          </div>
          <Island
            name="bookNow"
            props={{ id: 'book-now', label: 'Book Now', className: 'button button-primary button-large', choiceHref: CHOICE_PAGES.app, choice: appChoice(site) }}
            when="interaction"
          />
        </div>
      </section>

      <section className="section" aria-labelledby="services-title">
        <div className="container">
          <h2 id="services-title">{home.services.heading}</h2>
          <ul className="card-grid">
            {services.map((service) => (
              <li key={service.name} className="card">
                <h3>{service.name}</h3>
                <p>{service.summary}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" id="pricing" aria-labelledby="pricing-title">
        <div className="container">
          <h2 id="pricing-title">{home.pricing.heading}</h2>
          <p>{home.pricing.intro}</p>
          <div className="pricing-row">
            <PricingTables pricing={pricing} />
            <Island name="priceEstimate" props={{ prices: { rooms: pricing.rooms, addOns: pricing.addOns, offer: pricing.offer }, choiceHref: CHOICE_PAGES.app, storeChoice: appChoice(site) }} when="idle" />
          </div>
        </div>
      </section>

      <section className="section split" aria-label="More from Nestwell">
        <div className="container split-row">
          <div className="card">
            <h2>{home.method.heading}</h2>
            <p>{home.method.text}</p>
            <a className="button button-secondary" href={site.methodArticleUrl}>
              Learn More<span className="visually-hidden"> about the Nestwell cleaning method</span>
            </a>
          </div>
          <div className="card">
            <h2>{home.business.heading}</h2>
            <p>{home.business.text}</p>
            <div className="button-row">
              <a className="button button-primary" href="/business-waitlist">Join the Waitlist</a>
              <a className="button button-secondary" href={site.businessArticleUrl}>
                Learn More<span className="visually-hidden"> about Nestwell for business</span>
              </a>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
