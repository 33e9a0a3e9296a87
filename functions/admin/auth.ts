/** Cloudflare Pages Function at /admin/auth: the editor's GitHub sign-in starts here (deploy/editor-sign-in.ts). */
import { type PagesContext, startSignIn } from "../../deploy/editor-sign-in.ts";

export const onRequestGet = (context: PagesContext) => startSignIn(context);
