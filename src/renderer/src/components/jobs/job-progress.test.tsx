import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CancelledNotice, JobProgress } from './job-progress';

describe('JobProgress', () => {
  it('shows the true percentage as a named progress bar, the time left and Cancel', () => {
    const html = renderToStaticMarkup(
      <JobProgress
        label="Generation progress"
        caption="Processing cat.jpg…"
        progress={42.4}
        timeLeftSeconds={12}
        onCancel={() => undefined}
      />,
    );
    expect(html).toContain('role="progressbar"');
    expect(html).toContain('aria-label="Generation progress"');
    expect(html).toContain('aria-valuenow="42"');
    expect(html).toContain('42 %');
    expect(html).toContain('about 12 s left');
    expect(html).toMatch(/<button[^>]*>.*Cancel<\/button>/);
  });

  it('says nothing about time before it is known, and has no Cancel without a handler', () => {
    const html = renderToStaticMarkup(
      <JobProgress label="Progress" progress={0} timeLeftSeconds={null} />,
    );
    expect(html).toContain('aria-valuenow="0"');
    expect(html).not.toContain('left');
    expect(html).not.toContain('<button');
  });
});

describe('CancelledNotice', () => {
  it('replaces the bar once the run is cancelled, with the reason when nothing came back', () => {
    const html = renderToStaticMarkup(
      <JobProgress
        label="Progress"
        progress={40}
        timeLeftSeconds={3}
        onCancel={() => undefined}
        cancelNotice={{ title: 'Cancelled', reason: 'Nothing was charged for this run.' }}
      />,
    );
    expect(html).not.toContain('progressbar');
    expect(html).toContain('Cancelled');
    expect(html).toContain('Nothing was charged for this run.');
  });

  it('says what came back, as a status', () => {
    const html = renderToStaticMarkup(
      <CancelledNotice notice={{ title: 'Cancelled — 10 credits returned', reason: null }} />,
    );
    expect(html).toContain('role="status"');
    expect(html).toContain('Cancelled — 10 credits returned');
  });
});
