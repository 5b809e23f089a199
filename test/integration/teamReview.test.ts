import assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { currentFigures } from '../../src/extension/dashboard/dashboardPanel';
import type { AssignResult } from '../../src/extension/review/assignCommand';
import type { Services } from '../../src/extension/services';
import { waitFor } from '../poll';
import { activateExtension, readItem, readyCopy } from './util';

let services: Services;

suite('Team review', () => {
  suiteSetup(async () => {
    services = (await activateExtension()).exports as Services;
  });

  test('plan assignments from the manifest, packets beside it with a due date; overdue on the dashboard; reissue records it', async () => {
    const items = [await readyCopy('t2-global-sbux-assets', 'it-team-sbux'), await readyCopy('t3-global-sp500-best-month', 'it-team-sp500')];
    // The sample manifest's one reviewer is wang.fang; amy.chen wrote both items.
    const plan = (await vscode.commands.executeCommand('finbench.planReviewAssignments', { items, confirm: true, due: '2020-01-31' })) as AssignResult;
    assert.deepEqual(plan.assignments.map((a) => [a.reviewer, a.items]), [['wang.fang', ['it-team-sbux', 'it-team-sp500']]]);
    assert.deepEqual(plan.unassigned, []);
    const packet = JSON.parse(new TextDecoder().decode(await vscode.workspace.fs.readFile(plan.assignments[0].packet)));
    assert.equal(packet.due, '2020-01-31');
    assert.match(plan.assignments[0].packet.path, /\/packets\/[^/]+\.packet\.json$/);
    assert.equal((await readItem('it-team-sbux')).review?.status, 'in-review');

    const team = await waitFor('the overdue packets on the dashboard', () => {
      const figures = currentFigures(services.itemTree.index).team;
      return figures && figures.overdue.filter((o) => o.id.startsWith('it-team-')).length === 2 ? figures : undefined;
    });
    const fang = team.reviewers.find((r) => r.name === 'wang.fang')!;
    assert.ok(fang.assigned >= 2 && fang.overdue >= 2, JSON.stringify(fang));

    // Nobody else reviews in this manifest: the packets are taken back, and the items wait for a reviewer.
    const reissued = (await vscode.commands.executeCommand('finbench.reissueOverduePackets', { items, from: 'wang.fang', confirm: true })) as AssignResult;
    assert.deepEqual(reissued.unassigned.map((u) => u.id), ['it-team-sbux', 'it-team-sp500']);
    assert.match(reissued.unassigned[0].reason, /had it before/);
    const history = (await readItem('it-team-sp500')).review?.history ?? [];
    assert.deepEqual(history.map((e) => e.action), ['packet', 'reissue']);
    assert.equal(history[1].packet, packet.id);
  });
});
