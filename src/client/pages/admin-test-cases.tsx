import { MAIN_CONTENT_ID } from "../components/layout/focus-target";
import { SignedInHeader } from "../components/layout/signed-in-header";
import { PRODUCT_NAME } from "../components/layout/site-header";
import { AccessDenied } from "../features/admin-lab/access-denied";
import { AdminLab } from "../features/admin-lab/admin-lab";
import { useUser } from "../features/auth/use-user";
import { uploadImageFile } from "../features/uploads/upload-image-file";

/** /admin/test-cases: the quality lab for admins; everyone else sees Access Denied. */
export function AdminTestCasesPage() {
  const { user } = useUser();
  const isAdmin = user?.role === "admin";
  return (
    <div className="flex min-h-screen flex-col">
      <title>{`${isAdmin ? "Test Case Management" : "Access Denied"} · ${PRODUCT_NAME}`}</title>
      <SignedInHeader />
      <main id={MAIN_CONTENT_ID} className="flex flex-1 flex-col">
        {isAdmin ? <AdminLab uploadImage={uploadImageFile} /> : <AccessDenied />}
      </main>
    </div>
  );
}
