import * as vscode from 'vscode';
import { judgedItems } from '../../core/judge/runFigures';
import type { JudgeKey } from '../../core/dataset/summary';
import { onDidChangeRunRecords, readRunRecords } from '../judge/judgeRunRecord';
import type { Log } from '../log';

/**
 * The ids of the items with a counted run of one judge (template and model) in the workspace's judge run record,
 * kept current while a judge is followed: a run appended or a record changed on disk re-reads it.
 */
export class JudgedItems implements vscode.Disposable {
  private judge: JudgeKey | undefined;
  private current: ReadonlySet<string> = new Set();
  private watching: vscode.Disposable | undefined;
  private reading: Promise<void> | undefined;
  private readonly changed = new vscode.EventEmitter<void>();
  /** Fires when the ids changed after a re-read of the record. */
  readonly onDidChange = this.changed.event;

  constructor(private readonly log: Log) {}

  /** The followed judge's items (empty until the record has been read). */
  get ids(): ReadonlySet<string> {
    return this.current;
  }

  /** Follows a judge (undefined: none, and the record is no longer watched); resolves once its items are read. */
  follow(judge: JudgeKey | undefined): Promise<void> {
    if (judge?.template === this.judge?.template && judge?.model === this.judge?.model) return this.settled();
    this.judge = judge;
    this.current = new Set();
    if (!judge) {
      this.watching?.dispose();
      this.watching = this.reading = undefined;
      return Promise.resolve();
    }
    this.watching ??= onDidChangeRunRecords(() => void this.read());
    void this.read();
    return this.settled();
  }

  /** Resolves once the latest read has been applied (a change of the record during a read starts a newer one). */
  private async settled(): Promise<void> {
    for (let reading = this.reading; reading !== undefined; reading = this.reading) {
      await reading;
      if (reading === this.reading) return;
    }
  }

  private read(): Promise<void> {
    const judge = this.judge;
    const reading = readRunRecords(this.log).then(({ records }) => {
      // Only the latest read counts: the judge may have changed, or the record again, while this one read.
      if (reading !== this.reading || !judge) return;
      this.current = judgedItems(records, judge);
      this.changed.fire();
    });
    this.reading = reading;
    return reading;
  }

  dispose() {
    this.watching?.dispose();
    this.changed.dispose();
  }
}
