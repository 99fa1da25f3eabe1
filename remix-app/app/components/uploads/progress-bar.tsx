/** A labelled progress bar for one file upload. */
export function ProgressBar({ label, percent }: { label: string; percent: number }) {
  return (
    <div className="upload-progress">
      <progress max={100} value={percent} aria-label={`${label} upload progress`} />
      <span className="muted">{percent}%</span>
    </div>
  )
}
