import type { EditorIssue } from '../form-types';

/** One content or image file that differs from the last commit (GET /api/changes). */
export interface ChangedFile {
  file: string;
  change: 'added' | 'modified' | 'deleted';
  /** A unified diff for a text file; none for a raster image (its sizes instead). */
  diff?: string;
  /** Sizes in bytes before (the last commit) and after (the disk); absent when the file is absent there. */
  before?: number;
  after?: number;
  /** The sha-256 of the disk's bytes ('absent' for a deleted file): a Revert names it, so it reverts only what was shown. */
  version: string;
}

/** Where a Publish goes: the remote's name and its branch (`npm run edit -- --remote X --branch Y`, by default the clone's upstream). */
export interface PublishTarget {
  remote: string;
  branch: string;
}

/** Who a commit is by: from git's configuration, or entered once in the editor. */
export interface Author {
  name: string;
  email: string;
}

/** GET /api/changes: the changed files, the names refused with why, where Publish goes (or why it cannot) and git's author. */
export interface ChangesAnswer {
  files: ChangedFile[];
  refused: { file: string; message: string }[];
  target?: PublishTarget;
  problem?: string;
  author?: Author;
}

/** A file changed both here and on the remote since the last commit: its three versions, for the maintainer to choose. */
export interface PublishConflict {
  file: string;
  /** The texts (undefined when absent on that side); a raster image is described by its size. */
  base?: string;
  mine?: string;
  theirs?: string;
}

/** POST /api/publish's answer when it published. */
export interface Published {
  kind: 'published';
  commit: string;
  files: string[];
  rebased: boolean;
  target: string;
  warning?: string;
  /** What the remote's release hook said (deploy/post-receive): "Published: <sha> is live." or "NOT published: …"; absent when the remote has no such hook. */
  release?: string;
}

/** POST /api/publish refused (4xx, 502): why, the problems when the content has some, the conflicts when the remote changed the same files. */
export interface PublishRefusal {
  error: string;
  issues?: EditorIssue[];
  conflicts?: PublishConflict[];
}
