// `tsx bench/src/profile-summary.ts <file.cpuprofile>`: where the server's CPU time went, by
// self time per function and per package (node_modules name, or "our code", or "node").
import fs from 'node:fs';

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const profile = JSON.parse(fs.readFileSync(process.argv[2]!, 'utf8')) as Profile;
const selfTime = new Map<number, number>();
for (const [index, id] of profile.samples.entries()) {
  selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
}
const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
const total = [...selfTime.values()].reduce((sum, time) => sum + time, 0);

function packageOf(url: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (match) return match[1]!;
  if (url.includes('/apps/server/')) return 'our code (bundle)';
  if (url.startsWith('node:') || url === '') return 'node / native';
  return url;
}

const byFunction = new Map<string, number>();
const byPackage = new Map<string, number>();
for (const [id, time] of selfTime) {
  const frame = byNode.get(id)!.callFrame;
  const name = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').slice(-2).join('/')}:${frame.lineNumber}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + time);
  const pkg = frame.functionName === '(idle)' ? '(idle)' : packageOf(frame.url);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + time);
}
const top = (map: Map<string, number>, count: number) =>
  [...map]
    .sort((left, right) => right[1] - left[1])
    .slice(0, count)
    .map(([name, time]) => ({ name, percent: Math.round((time / total) * 1000) / 10 }));
console.table(top(byPackage, 15));
console.table(top(byFunction, 25));
