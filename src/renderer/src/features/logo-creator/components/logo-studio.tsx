import { Hexagon, Image as ImageIcon, Settings2, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  generateLogoResponseSchema,
  logoMessages,
  type GenerateLogoResponse,
} from '@contracts/api/logo';
import { CREDIT_COSTS } from '@contracts/domain/credits';
import { JobProgress } from '@/components/jobs/job-progress';
import { RunError } from '@/components/photo/preview-parts';
import { ToolCard } from '@/components/photo/tool-header';
import { useVectorRun } from '@/components/vector/use-vector-run';
import { VectorRunControls } from '@/components/vector/vector-run-controls';
import { toolFunctions } from '@/lib/function-names';
import { useJob, type JobView } from '@/lib/jobs/use-job';
import { useRecentRuns } from '@/lib/jobs/use-recent-runs';
import { notifySuccess } from '@/lib/notify';
import {
  candidatesOfAnswer,
  useLastRunCandidates,
  useSavedCandidate,
  type LogoCandidates,
} from '../api/logo-runs';
import { briefBody, briefProblem, DEFAULT_BRIEF, type LogoBrief } from '../lib/logo-brief';
import { describeDesign, logoFileStem } from '../lib/logo-files';
import { BriefForm } from './brief-form';
import { CandidateGrid } from './candidate-grid';
import { LogoWorkbench } from './logo-workbench';
import { TracedLogo } from './traced-logo';

const COST = CREDIT_COSTS['logo-generate'];

/** A run still going that this page did not start (the page was reloaded): its progress. */
function RunningElsewhere({ job }: { job: JobView }) {
  if (job.ended && !job.cancelNotice) return null;
  return (
    <JobProgress
      label="Progress"
      caption="Your last run is still drawing…"
      progress={job.progress}
      timeLeftSeconds={job.timeLeftSeconds}
      onCancel={() => void job.cancel()}
      cancelling={job.cancelling}
      cancelNotice={job.cancelNotice}
    />
  );
}

/** The Logo Creator: the brief, the run, the candidates and the picked one's workbench. */
export function LogoStudio() {
  const id = useId();
  const [brief, setBrief] = useState<LogoBrief>(DEFAULT_BRIEF);
  const [selected, setSelected] = useState(0);
  const [params] = useSearchParams();
  const run = useVectorRun<GenerateLogoResponse>();
  const recent = useRecentRuns('logo-creator');
  const last = recent.runs[0] ?? null;
  // A run left running by a reload is followed here; once it ends its row says so at once.
  const following = useJob(!run.running && last?.status === 'running' ? last.id : null);
  const lastRow = following.job?.id === last?.id ? following.job : last;
  const lastRun = useLastRunCandidates(run.result ? null : lastRow);
  const saved = useSavedCandidate(params.get('design'));
  const candidates: LogoCandidates | null =
    (run.result && candidatesOfAnswer(run.result)) ?? saved.candidates ?? lastRun;
  const problem = briefProblem(brief, logoMessages);

  const start = async () => {
    const [generate] = toolFunctions('logo-creator');
    if (!generate || problem) return;
    const answer = await run.run(generate, briefBody(brief), generateLogoResponseSchema);
    if (answer) {
      setSelected(0);
      void notifySuccess(logoMessages.generated);
    }
  };

  const index = Math.min(selected, Math.max(0, (candidates?.outputs.length ?? 1) - 1));
  const output = candidates?.outputs[index];
  const design = candidates?.designs[index] ?? null;
  const name = design?.name ?? (brief.name.trim() || 'logo');
  const labels = (candidates?.outputs ?? []).map((_, at) => {
    const made = candidates?.designs[at];
    return `Logo ${at + 1}${made ? `: ${describeDesign(made)}` : ''}`;
  });

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,0.7fr)_minmax(0,1.3fr)]">
      <ToolCard title="Your brand" icon={Settings2} labelId={`${id}-brief`}>
        <div className="flex flex-col gap-6">
          <BriefForm brief={brief} onChange={setBrief} disabled={run.running} />
          <VectorRunControls
            run={run}
            cost={COST}
            label="Create logos"
            icon={<Sparkles aria-hidden />}
            disabledReason={problem}
            busyCaption="Drawing your logos…"
            onStart={() => void start()}
          />
          {!run.running && last?.status === 'running' && <RunningElsewhere job={following} />}
        </div>
      </ToolCard>
      <ToolCard title="Your logos" icon={ImageIcon} labelId={`${id}-results`}>
        <div className="flex flex-col gap-6" aria-busy={run.running}>
          {saved.failed && <RunError message={logoMessages.reopenFailed} />}
          {candidates?.source === 'saved' && (
            <p className="text-muted-foreground text-sm" role="status">
              {logoMessages.reopened}
            </p>
          )}
          {candidates && output ? (
            <>
              <CandidateGrid
                outputs={candidates.outputs}
                labels={labels}
                selected={index}
                onSelect={setSelected}
              />
              {design ? (
                <LogoWorkbench
                  key={`${candidates.key}-${index}`}
                  design={design}
                  output={output}
                  engine={candidates.engine}
                  fileStem={logoFileStem(design.name, index)}
                />
              ) : (
                <TracedLogo
                  key={`${candidates.key}-${index}`}
                  output={output}
                  engine={candidates.engine}
                  name={name}
                  fileStem={logoFileStem(name, index)}
                />
              )}
            </>
          ) : (
            <div className="text-muted-foreground flex flex-col items-center gap-3 py-16 text-center">
              <Hexagon className="text-gold-400 size-8" aria-hidden />
              <p className="text-foreground font-medium">Six logos appear here</p>
              <p className="max-w-sm text-sm">
                Type your brand’s name, pick a style and create: each run draws six logos as true
                vectors, ready to fine-tune, download and save.
              </p>
            </div>
          )}
        </div>
      </ToolCard>
    </div>
  );
}
