import { Quote } from "lucide-react";

/**
 * The spec asks for a testimonial. We have no customer quotes to show yet, so this one is an
 * illustrative scenario and says so plainly rather than inventing a person.
 */
export function LandingTestimonial() {
  return (
    <section aria-labelledby="testimonial-heading" className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
      <h2 id="testimonial-heading" className="sr-only">
        A seller's workflow
      </h2>
      <figure className="rounded-2xl bg-indigo-600 px-6 py-10 text-center text-white shadow-sm sm:px-12">
        <Quote className="mx-auto size-8 text-indigo-200" aria-hidden="true" />
        <blockquote className="mt-4 font-medium text-lg leading-relaxed sm:text-xl">
          “I photograph a new mug design, choose ‘Gift buyers’ and ‘Holiday’, and I have an Etsy title with 13
          tags, an eBay title that fits in 80 characters and an Instagram caption to polish — before my coffee
          is cold.”
        </blockquote>
        <figcaption className="mt-6 text-indigo-100 text-sm">
          An illustrative example of a typical workflow, not a customer quote.
        </figcaption>
      </figure>
    </section>
  );
}
