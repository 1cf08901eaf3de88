// The upload figure of `npm run bench`: time and peak memory of the server while it accepts one
// application of three 5 MB documents (and, for comparison, three 1 MB ones). The documents are
// streamed to disk, so the server's peak memory must not grow with their size.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Resident memory (KB) of every process in a process group: npm, its shell, next-server. */
function groupRssKB(pgid) {
  let total = 0;
  let pids = [];
  try {
    pids = execFileSync('ps', ['-o', 'pid=', '-g', String(pgid)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
  } catch {
    return 0;
  }
  for (const pid of pids) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    } catch {
      // the process ended
    }
  }
  return total;
}

/** A document of `bytes` bytes whose content is of the named type (magic bytes, then padding). */
function document(kind, bytes) {
  const heads = {
    pdf: Buffer.from('%PDF-1.4\n'),
    png: Buffer.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
    ]),
    jpg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]),
  };
  const buffer = Buffer.alloc(bytes, 0x20);
  heads[kind].copy(buffer);
  return buffer;
}

async function oneApplication(origin, bytes) {
  const created = await fetch(`${origin}/api/applications`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${bytes % 250}` },
    body: JSON.stringify({ name: 'Bench Applicant', email: 'bench@example.com', locale: 'en' }),
  });
  if (created.status !== 201) throw new Error(`create answered ${created.status}`);
  const { id, token } = await created.json();
  for (const [slot, kind] of [
    ['id', 'pdf'],
    ['certificate', 'png'],
    ['photo', 'jpg'],
  ]) {
    const form = new FormData();
    form.append('file', new Blob([document(kind, bytes)]), `${slot}.${kind}`);
    const response = await fetch(`${origin}/api/applications/${id}/documents/${slot}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    if (response.status !== 201) throw new Error(`${slot} answered ${response.status}`);
  }
  const submitted = await fetch(`${origin}/api/applications/${id}/submit`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  if (submitted.status !== 200) throw new Error(`submit answered ${submitted.status}`);
}

/** Sends the application while sampling the server's memory every 10 ms. */
async function measured(origin, pgid, bytes) {
  const before = groupRssKB(pgid);
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, groupRssKB(pgid))), 10);
  const started = performance.now();
  try {
    await oneApplication(origin, bytes);
  } finally {
    clearInterval(timer);
  }
  const ms = performance.now() - started;
  peak = Math.max(peak, groupRssKB(pgid));
  return {
    ms: Math.round(ms),
    baselineMB: before / 1024,
    peakMB: peak / 1024,
    growthMB: (peak - before) / 1024,
  };
}

export async function measureUpload(origin, pgid) {
  await oneApplication(origin, 64 * 1024); // warm-up: compiles and opens everything once
  const small = await measured(origin, pgid, 1024 * 1024);
  const large = await measured(origin, pgid, 5 * 1024 * 1024);
  return { documents: 3, small, large };
}
