import { Laptop, MonitorSmartphone, Smartphone, Tablet } from "lucide-react";
import { Section } from "~/components/ui/section";
import { type AccountActionResult, type AccountView, resultFor } from "../types";
import { AccountForm } from "./account-form";
import { SubmitButton } from "~/components/ui/button";
import { ErrorSummary } from "~/components/ui/error-summary";
import { Notice } from "~/components/ui/notice";

type Props = { view: AccountView; result: AccountActionResult | undefined };

const ANCHOR = "signed-in-devices";

const icons = { phone: Smartphone, tablet: Tablet, computer: Laptop };

export function DevicesSection({ view, result }: Props) {
  const own = resultFor(result, "sign-out-device", "sign-out-other-devices", "sign-out-this-device", "sign-out-everywhere");
  const others = view.devices.filter((device) => !device.current).length;

  return (
    <Section
      className="scroll-mt-20"
      id={ANCHOR}
      title="Signed-in devices"
      intro="These are the phones, tablets and computers where you are signed in now. If you do not recognise one, sign it out and change your password."
    >
      <div className="space-y-6">
        {own?.ok ? <Notice focusOn={own}>{own.message}</Notice> : null}
        {own && !own.ok ? <ErrorSummary className="" focusKey={own} formErrors={own.message ? [own.message] : []} fieldErrors={[]} /> : null}

        <ul className="grid gap-4 md:grid-cols-2" aria-label="Devices where you are signed in">
          {view.devices.map((device) => {
            const Icon = device.kind ? icons[device.kind] : MonitorSmartphone;
            return (
              <li
                key={device.id}
                className={`rounded-xl border p-5 ${device.current ? "border-2 border-brand-700 bg-brand-50" : "border-line"}`}
              >
                <p className="flex flex-wrap items-center gap-2 font-bold">
                  <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
                  {device.label}
                  {device.current ? (
                    <span className="rounded-full bg-brand-700 px-2.5 py-0.5 text-sm font-semibold text-white">This device</span>
                  ) : null}
                </p>
                <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-ink-soft">
                  <dt>Signed in</dt>
                  <dd className="text-ink">{device.signedInAt}</dd>
                  <dt>Last active</dt>
                  <dd className="text-ink">{device.lastActiveAt}</dd>
                </dl>
                {!device.current ? (
                  <AccountForm intent="sign-out-device" anchor={ANCHOR} className="mt-3" label={`Sign out of ${device.label}, signed in ${device.signedInAt}`}>
                    <input type="hidden" name="sessionId" value={device.id} />
                    <SubmitButton intent="sign-out-device" pendingLabel="Signing out..." variant="outline">
                      Sign out
                      <span className="sr-only">
                        {" "}
                        of {device.label}, signed in {device.signedInAt}
                      </span>
                    </SubmitButton>
                  </AccountForm>
                ) : null}
              </li>
            );
          })}
        </ul>

        <div className="grid gap-4 md:grid-cols-3">
          {others > 0 ? (
            <div className="rounded-xl border border-line p-5">
              <h3 className="text-lg font-bold">Other devices</h3>
              <p className="mt-1">Keep this device signed in and sign out of the {others === 1 ? "other one" : `other ${others}`}.</p>
              <AccountForm intent="sign-out-other-devices" anchor={ANCHOR} className="mt-3">
                <SubmitButton intent="sign-out-other-devices" pendingLabel="Signing out...">
                  Sign out of all other devices
                </SubmitButton>
              </AccountForm>
            </div>
          ) : null}
          <div className="rounded-xl border border-line p-5">
            <h3 className="text-lg font-bold">This device</h3>
            <p className="mt-1">Sign out here. Your other devices stay signed in.</p>
            <AccountForm intent="sign-out-this-device" anchor={ANCHOR} className="mt-3" leavesPage>
              <SubmitButton intent="sign-out-this-device" pendingLabel="Signing out..." variant="outline">
                Sign out of this device
              </SubmitButton>
            </AccountForm>
          </div>
          <div className="rounded-xl border border-line p-5">
            <h3 className="text-lg font-bold">Everywhere</h3>
            <p className="mt-1">Sign out of every device, this one too. You will need to sign in again.</p>
            <AccountForm intent="sign-out-everywhere" anchor={ANCHOR} className="mt-3" leavesPage>
              <SubmitButton intent="sign-out-everywhere" pendingLabel="Signing out..." variant="outline">
                Sign out everywhere
              </SubmitButton>
            </AccountForm>
          </div>
        </div>
      </div>
    </Section>
  );
}
