import { Prose, TextLink } from "~/components/ui/prose";

export function TrainingSkills() {
  return (
    <Prose>
      <h3>Training and Skills</h3>
      <p>
        New skills and qualifications open doors, and they show employers how far you have come. A lot of training is
        free.
      </p>

      <h4>Free courses for adults</h4>
      <ul>
        <li>
          In England, if you do not have a GCSE at grade 4 (or C) in English or maths, you can study for one free at a
          local college or adult learning centre.
        </li>
        <li>
          If you are 19 or over, you may be able to get a Level 3 qualification (the same level as A levels) free through
          the Free Courses for Jobs scheme in England.
        </li>
        <li>
          Skills Bootcamps are free courses of up to 16 weeks for adults in England, in areas such as construction,
          digital skills and driving HGVs. Many end with a job interview.
        </li>
        <li>In Wales, ask Careers Wales about free and funded courses for adults.</li>
      </ul>

      <h4>Cards and licences employers ask for</h4>
      <ul>
        <li>
          <strong>CSCS card</strong> to work on most construction sites. You usually need a health and safety course
          and a short test first.
        </li>
        <li>
          <strong>SIA licence</strong> for security and door work. The Security Industry Authority looks at your
          criminal record, so check its rules before you pay for training.
        </li>
        <li>
          <strong>Food hygiene certificate</strong> for kitchens, cafés and food production. The course is often short
          and online.
        </li>
        <li>
          <strong>Forklift and plant licences</strong> for warehouses and logistics.
        </li>
        <li>
          <strong>First aid certificate</strong>, useful in almost any job.
        </li>
      </ul>
      <p>Before you pay for any course or card, check that employers in your area ask for it. We can help you decide.</p>

      <h4>Learning in prison</h4>
      <ul>
        <li>Ask the prison education department about courses, distance learning and work qualifications.</li>
        <li>
          The Prisoners&apos; Education Trust can fund distance learning courses, and the Open University offers degree
          study in many prisons.
        </li>
        <li>Keep copies of every certificate. They belong on your CV.</li>
      </ul>

      <h4>Apprenticeships and volunteering</h4>
      <ul>
        <li>
          Apprenticeships are paid jobs with training. In England there is no upper age limit, so you can start one at
          any age.
        </li>
        <li>
          Volunteering builds experience, confidence and references. Many charities welcome volunteers with convictions.
        </li>
      </ul>
      <p>
        Not sure which course is right for you?{" "}
        <TextLink to="/request-callback">Request a call back</TextLink> and we will help you plan your next step.
      </p>
    </Prose>
  );
}
