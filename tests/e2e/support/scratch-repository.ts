/**
 * A scratch copy of the repository for the content editor's local mode. Sveltia CMS opens a
 * folder through the File System Access API (`showDirectoryPicker`), whose native dialog a test
 * cannot operate; as Sveltia's own tests do, the picker is replaced, here by one that returns a
 * real directory handle: the origin-private file system, filled with the repository's content.
 * The editor then reads and writes the files itself, through the same API; `readBack` copies what
 * it wrote onto the disk copy that is built.
 */
import type { Page } from "@playwright/test";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** What the editor reads: the content collections and the pictures they name. */
export const editedFolders = ["app/content", "app/assets", "public/images"];

type FileData = { path: string; base64: string };

function filesUnder(root: string, folder: string): FileData[] {
  return readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const full = path.join(entry.parentPath, entry.name);
      return { path: path.relative(root, full), base64: readFileSync(full).toString("base64") };
    });
}

/** Before the page loads: the folder picker answers with the origin-private file system. */
export async function replaceFolderPicker(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(window, "showDirectoryPicker", {
      configurable: true,
      value: () => navigator.storage.getDirectory(),
    });
  });
}

/** Fills the origin-private file system with `root`'s content and an empty `.git` (a repository root). */
export async function fillScratchRepository(page: Page, root: string) {
  const files = editedFolders.flatMap((folder) => filesUnder(root, folder));
  await page.evaluate(async (files: FileData[]) => {
    const top = await navigator.storage.getDirectory();
    for await (const name of top.keys()) await top.removeEntry(name, { recursive: true });
    await top.getDirectoryHandle(".git", { create: true });
    for (const file of files) {
      const parts = file.path.split("/");
      const name = parts.pop() ?? "";
      let folder = top;
      for (const part of parts) folder = await folder.getDirectoryHandle(part, { create: true });
      const writable = await (await folder.getFileHandle(name, { create: true })).createWritable();
      await writable.write(Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0)));
      await writable.close();
    }
  }, files);
}

/** Copies every file of the origin-private file system onto `root` (what the editor saved). */
export async function readBack(page: Page, root: string) {
  const files = await page.evaluate(async (folders: string[]) => {
    const result: FileData[] = [];
    const walk = async (folder: FileSystemDirectoryHandle, prefix: string) => {
      for await (const [name, handle] of folder.entries()) {
        const full = `${prefix}${name}`;
        if (handle.kind === "directory") await walk(handle as FileSystemDirectoryHandle, `${full}/`);
        else {
          const bytes = new Uint8Array(
            await (await (handle as FileSystemFileHandle).getFile()).arrayBuffer(),
          );
          let binary = "";
          for (const byte of bytes) binary += String.fromCharCode(byte);
          result.push({ path: full, base64: btoa(binary) });
        }
      }
    };
    const top = await navigator.storage.getDirectory();
    for (const folder of folders) {
      let handle = top;
      for (const part of folder.split("/")) handle = await handle.getDirectoryHandle(part);
      await walk(handle, `${folder}/`);
    }
    return result;
  }, editedFolders);
  for (const file of files) {
    const target = path.join(root, file.path);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, Buffer.from(file.base64, "base64"));
  }
  return files.length;
}
