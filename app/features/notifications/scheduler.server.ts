import type { Logger } from "pino";
import type { AppDb } from "~/lib/db.server";
import { runAppointmentReminders } from "./reminders.server";
import type { ScheduleSettings } from "./schedule-settings.server";
import { runTimedNotices } from "./timed-notices.server";

/**
 * The timed notices' jobs (decision 0035): every server tries each on its own timer, and only the one that claims
 * it runs it. The claim (`claimJob` in the operations feature) is handed in by the server, so this feature imports
 * no other; its shape is all that is needed here.
 */
export type JobClaim = { finish(): Promise<void>; release(): Promise<void> };
export type ClaimJob = (name: string, options: { intervalMs: number; leaseMs: number }) => Promise<JobClaim | null>;

export type NoticeJobSpec = {
  /** The name in `scheduled_jobs`, and in the metric `scheduled_job_seconds_since_last_run`. */
  name: string;
  intervalMs: number;
  /** How long a server that crashed mid-run keeps the job from the others. */
  leaseMs: number;
  /** One run at `now`: returns counts to log, with `written` the number of notices written. */
  run(now: Date): Promise<{ written: number } & Record<string, unknown>>;
};

const MINUTE = 60_000;
export const REMINDERS_JOB = "appointment-reminders";
export const TIMED_NOTICES_JOB = "timed-notices";

export function noticeJobSpecs(db: AppDb, settings: ScheduleSettings): NoticeJobSpec[] {
  return [
    { name: REMINDERS_JOB, intervalMs: 15 * MINUTE, leaseMs: 10 * MINUTE, run: (now) => runAppointmentReminders(db, settings, now) },
    { name: TIMED_NOTICES_JOB, intervalMs: 60 * MINUTE, leaseMs: 30 * MINUTE, run: (now) => runTimedNotices(db, settings, now) },
  ];
}

/** One job on its timer, as the retention sweep runs: claimed, run, finished; a failure is logged and tried again. */
export class NoticeJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = true;
  /** Called after a run that wrote notices, to send their emails and texts now (the mail worker's wake). */
  onWritten: (() => void) | undefined;

  constructor(
    private readonly spec: NoticeJobSpec,
    private readonly claim: ClaimJob,
    private readonly logger: Logger,
    private readonly firstDelayMs = 30_000,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  get name() {
    return this.spec.name;
  }

  start() {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(this.firstDelayMs);
  }

  private schedule(delayMs: number) {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.runOnce().finally(() => this.schedule(this.spec.intervalMs));
    }, delayMs);
    this.timer.unref();
  }

  /** One attempt: null when another server has the job or ran it within the interval, or when the run failed. */
  async runOnce(): Promise<({ written: number } & Record<string, unknown>) | null> {
    let claim: JobClaim | null = null;
    try {
      claim = await this.claim(this.spec.name, { intervalMs: this.spec.intervalMs, leaseMs: this.spec.leaseMs });
      if (!claim) {
        this.logger.debug({ job: this.spec.name }, "notice job: skipped, another server has run it or is running it");
        return null;
      }
      const counts = await this.spec.run(this.clock());
      await claim.finish();
      // Counts only: never who or what the notices are about.
      this.logger.info({ job: this.spec.name, counts }, "notice job");
      if (counts.written > 0) this.onWritten?.();
      return counts;
    } catch (error) {
      await claim?.release().catch(() => {});
      this.logger.error({ err: error, job: this.spec.name }, "notice job failed");
      return null;
    }
  }

  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }
}

/** Both jobs, ready to start: the server wakes its mail worker after each run that wrote something. */
export function createNoticeJobs(db: AppDb, settings: ScheduleSettings, claim: ClaimJob, logger: Logger, options: { firstDelayMs?: number; onWritten?: () => void } = {}): NoticeJob[] {
  return noticeJobSpecs(db, settings).map((spec) => {
    const job = new NoticeJob(spec, claim, logger, options.firstDelayMs);
    job.onWritten = options.onWritten;
    return job;
  });
}
