import { History, type LucideIcon, MessageSquareText, ShoppingBag, Store, Upload } from "lucide-react";
import { Link, useLocation } from "wouter";

interface Tool {
  href: string;
  label: string;
  icon: LucideIcon;
  /** Other addresses of the same page (the social generator answers at /create too). */
  aliases?: readonly string[];
}

/** The seller's tools, in the order of the work: write posts, write listings, many at once, look back, brands. */
export const TOOLS: readonly Tool[] = [
  { href: "/social-content", label: "Social", icon: MessageSquareText, aliases: ["/create"] },
  { href: "/product-listings", label: "Listings", icon: ShoppingBag },
  { href: "/bulk-upload", label: "Bulk", icon: Upload },
  { href: "/history", label: "History", icon: History },
  { href: "/brands", label: "Brands", icon: Store },
];

/** "/history/" is the page "/history": the route table matches a trailing slash too. */
const pageOf = (location: string) => (location.length > 1 ? location.replace(/\/+$/, "") : location);

export function isCurrentTool(tool: Tool, location: string): boolean {
  const page = pageOf(location);
  return page === tool.href || (tool.aliases?.includes(page) ?? false);
}

/**
 * The tools, each one tap away with its name shown at every width. On a phone they fill a row of
 * their own under the logo (an icon above each name, like an app's tab bar, but at the top, where
 * it never covers a page's sticky Generate button or a toast); on wider screens they sit in a row
 * with icon and name side by side. The page being shown is marked (aria-current) and underlined.
 */
export function ToolNav({ className }: { className?: string }) {
  const [location] = useLocation();
  return (
    <nav aria-label="Tools" className={className}>
      <ul className="grid grid-cols-5 sm:-ml-3 sm:flex sm:gap-1 xl:ml-0 xl:gap-0">
        {TOOLS.map((tool) => {
          const current = isCurrentTool(tool, location);
          const Icon = tool.icon;
          return (
            <li key={tool.href} className="min-w-0 sm:shrink-0">
              <Link
                href={tool.href}
                aria-current={current ? "page" : undefined}
                className={
                  "relative flex min-h-12 flex-col items-center justify-center gap-0.5 whitespace-nowrap rounded-md px-1 font-medium text-slate-600 text-xs transition-colors " +
                  "hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 focus-visible:-outline-offset-2 " +
                  "sm:min-h-10 sm:flex-row sm:gap-2 sm:px-3 sm:text-sm xl:px-2.5 " +
                  "[&_svg]:size-5 sm:[&_svg]:size-4 [&_svg]:shrink-0 " +
                  // The current page: indigo, with a bar along the header's bottom edge (on xl, where
                  // the tools share the logo's row, a tinted pill instead).
                  "aria-[current=page]:text-indigo-700 aria-[current=page]:after:absolute aria-[current=page]:after:inset-x-2 " +
                  "aria-[current=page]:after:-bottom-px aria-[current=page]:after:h-0.5 aria-[current=page]:after:rounded-full aria-[current=page]:after:bg-indigo-600 " +
                  "xl:aria-[current=page]:bg-indigo-50 xl:aria-[current=page]:after:hidden"
                }
              >
                <Icon aria-hidden="true" />
                {tool.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
