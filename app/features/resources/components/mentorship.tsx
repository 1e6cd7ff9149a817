import { ButtonLink } from "~/components/ui/button";
import { Prose } from "~/components/ui/prose";

export function Mentorship() {
  return (
    <div>
      <Prose>
        <h3>Mentorship</h3>
        <p>
          A mentor is someone on your side: a person who listens, helps you plan and keeps you going when things get
          hard. Many of our mentors have been through the justice system themselves.
        </p>

        <h4>What a mentor can help with</h4>
        <ul>
          <li>Setting goals for work, training and everyday life, and breaking them into small steps</li>
          <li>Getting ready for interviews and practising how to talk about your conviction</li>
          <li>Settling into a new job, especially in the first few weeks</li>
          <li>Finding other services, such as housing, money advice or health support</li>
        </ul>

        <h4>Peer support</h4>
        <p>
          Peer support means help from people who have faced the same things you are facing. They know what it is like
          to leave prison, finish probation or start again with a record, and they can share what worked for them.
        </p>
        <ul>
          <li>Ask your probation practitioner about peer mentoring schemes in your area.</li>
          <li>Many local charities run peer support groups, both in person and online.</li>
          <li>
            Families and friends can get support too, for example from the Prisoners&apos; Families Helpline (see other
            helplines below).
          </li>
        </ul>

        <h4>Request a mentor</h4>
        <p>
          Mentoring is free and voluntary, and you can stop at any time. To ask for a mentor, request a call back and
          say in your message that you would like one. We will call you to talk about what you are looking for. If we
          cannot offer a mentor in your area, we will tell you about other schemes near you.
        </p>
      </Prose>
      <ButtonLink to="/request-callback" className="mt-6">
        Request a mentor
      </ButtonLink>
    </div>
  );
}
