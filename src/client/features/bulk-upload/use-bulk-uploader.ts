import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import type { BulkUploader, BulkUploadFile, LoadBulkUploader } from "./bulk-uploader";

const noFiles: readonly BulkUploadFile[] = [];
const noSubscription = () => () => {};
const getNoFiles = () => noFiles;

/**
 * Loads the uploader when the page opens (its code is a separate chunk) and follows its file list.
 * The uploader is destroyed, and any upload in flight stopped, when the page goes away.
 */
export function useBulkUploader(load: LoadBulkUploader) {
  const [uploader, setUploader] = useState<BulkUploader | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    void attempt;
    let active = true;
    let instance: BulkUploader | null = null;
    setFailed(false);
    load()
      .then((loaded) => {
        if (!active) {
          loaded.destroy();
          return;
        }
        instance = loaded;
        setUploader(loaded);
      })
      .catch(() => {
        if (active) setFailed(true);
      });
    return () => {
      active = false;
      instance?.destroy();
      setUploader(null);
    };
  }, [load, attempt]);

  const files = useSyncExternalStore(
    uploader ? uploader.subscribe : noSubscription,
    uploader ? uploader.getSnapshot : getNoFiles,
  );
  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { uploader, files, failed, reload };
}
