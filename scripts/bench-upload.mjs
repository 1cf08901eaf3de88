// The upload figures of `npm run bench`: time and peak memory of the server while it accepts one
// application of three 5 MB documents (and, for comparison, three 1 MB ones), streamed to disk,
// so the server's peak memory must not grow with their size; and its memory while each write
// endpoint is offered a 100 MB body, which it must stop reading at its limit.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { validForm } from '../test/support/applications/application-form-fixture.ts';
import { paddedDocument } from '../test/support/applications/sample-files.ts';

/** Resident memory (KB) of every process in a process group: npm, its shell, next-server. */
export function groupRssKB(pgid) {
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

/**
 * An application form sent as the site's form sends it (an application is its form and its
 * documents, issue #44), for an intake the published calendar offers today: its id and upload
 * token.
 */
async function sendForm(origin) {
  const year = new Date().getUTCFullYear();
  let answer = '';
  for (const first of [year - 1, year, year + 1]) {
    const created = await fetch(`${origin}/api/applications`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        form: validForm({
          intake: `${first}-${first + 1}`,
          nameEn: 'Bench Applicant',
          email: 'bench@example.com',
        }),
        idempotencyKey: crypto.randomUUID(),
        locale: 'en',
      }),
    });
    if (created.status === 201) return created.json();
    answer = `${created.status} ${await created.text()}`;
  }
  throw new Error(`the form answered ${answer}`);
}

async function oneApplication(origin, bytes) {
  const { id, token } = await sendForm(origin);
  for (const [slot, kind] of [
    ['id', 'pdf'],
    ['certificate', 'png'],
    ['photo', 'jpg'],
  ]) {
    const form = new FormData();
    // Whole, valid documents of that size: the server reads each one back to check it opens.
    form.append('file', new Blob([paddedDocument(kind, bytes)]), `${slot}.${kind}`);
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

/**
 * Runs `work` while sampling the server's memory every 10 ms: its result, how long it took,
 * and the memory before and at its peak (MB).
 */
async function withPeakMemory(pgid, work) {
  const before = groupRssKB(pgid);
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, groupRssKB(pgid))), 10);
  const started = performance.now();
  let result;
  try {
    result = await work();
  } finally {
    clearInterval(timer);
  }
  const ms = performance.now() - started;
  peak = Math.max(peak, groupRssKB(pgid));
  return {
    result,
    ms: Math.round(ms),
    baselineMB: before / 1024,
    peakMB: peak / 1024,
    growthMB: Math.max(0, peak - before) / 1024,
  };
}

/** Sends the application while sampling the server's memory. */
async function measured(origin, pgid, bytes) {
  const { ms, baselineMB, peakMB, growthMB } = await withPeakMemory(pgid, () =>
    oneApplication(origin, bytes),
  );
  return { ms, baselineMB, peakMB, growthMB };
}

export async function measureUpload(origin, pgid) {
  await oneApplication(origin, 64 * 1024); // warm-up: compiles and opens everything once
  const small = await measured(origin, pgid, 1024 * 1024);
  const large = await measured(origin, pgid, 5 * 1024 * 1024);
  return { documents: 3, small, large };
}

/**
 * Streams up to `total` bytes (chunked, no Content-Length) after `head` to `path`, stopping as
 * soon as the server answers. Returns the status and the bytes sent by then.
 */
function offerBody(origin, path, total, head, headers) {
  return new Promise((resolve, reject) => {
    let written = 0;
    let answered = false;
    const chunk = Buffer.alloc(256 * 1024, 0x61);
    const req = httpRequest(`${origin}${path}`, { method: 'POST', headers }, (response) => {
      answered = true;
      response.resume();
      response.on('end', () => {
        resolve({ status: response.statusCode, sentMB: written / 1024 / 1024 });
        req.destroy();
      });
    });
    req.on('error', (error) => (answered ? undefined : reject(error)));
    const pump = () => {
      while (!answered && written < total) {
        const part = written === 0 && head.length > 0 ? head : chunk;
        written += part.length;
        if (!req.write(part)) return void req.once('drain', pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

/**
 * For each write endpoint: the server's memory growth (peak, sampled every 10 ms) while it is
 * offered a 100 MB body, and how much of it was sent before the answer. Must stay near zero.
 */
export async function measureLargeBodies(origin, pgid) {
  const { id, token } = await sendForm(origin);
  const json = { 'content-type': 'application/json' };
  const endpoints = [
    ['/api/applications', json, '{"name":"a","pad":"'],
    ['/api/support-requests', json, '{"fullName":"a","pad":"'],
    [
      `/api/applications/${id}/documents/id`,
      { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=b' },
      '--b\r\nContent-Disposition: form-data; name="file"; filename="id.pdf"\r\n' +
        'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n',
    ],
    [`/api/applications/${id}/submit`, { authorization: `Bearer ${token}` }, ''],
  ];
  const results = [];
  for (const [path, headers, head] of endpoints) {
    const { result: answer, growthMB } = await withPeakMemory(pgid, () =>
      offerBody(origin, path, 100 * 1024 * 1024, Buffer.from(head), headers),
    );
    results.push({
      path: path.replace(id, '{id}'),
      status: answer.status,
      sentMB: Math.round(answer.sentMB * 10) / 10,
      growthMB,
    });
  }
  return results;
}
