import { ChevronDown, LayoutGrid } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { TOOL_MENU } from '@contracts/tools/tool-views';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { ToolIcon } from './tool-icon';
import { ToolMarks } from './tool-marks';
import { navTriggerClass } from './trigger-styles';

/** Props of a menu that replaces its placeholder trigger once loaded. */
export type DeferredMenuProps = { defaultOpen?: boolean; focusTrigger?: boolean };

/**
 * The AI tools menu (spec 2.2): 5 categories, 12 tools (from the tool registry), New badges and
 * "Coming soon" marks, View All Tools.
 */
export function AiToolsMenu({
  className,
  defaultOpen = false,
  focusTrigger = false,
}: DeferredMenuProps & { className?: string }) {
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTrigger) trigger.current?.focus();
  }, [focusTrigger]);
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger ref={trigger} className={cn(navTriggerClass, className)}>
        AI Tools
        <ChevronDown
          className="size-4 transition-transform group-data-[state=open]:rotate-180"
          aria-hidden
        />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="start"
        className="w-[min(44rem,calc(100vw-2rem))] p-3"
        aria-label="AI tools"
      >
        <div className="grid gap-x-3 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
          {TOOL_MENU.map((category) => (
            <DropdownMenuGroup
              key={category.name}
              aria-label={category.name}
              data-testid="tool-category"
            >
              <DropdownMenuLabel>{category.name}</DropdownMenuLabel>
              {category.tools.map((tool) => (
                <DropdownMenuItem key={tool.id} asChild>
                  <Link
                    to={tool.path}
                    className="items-start"
                    data-testid="tool-link"
                    data-status={tool.status}
                  >
                    <span className="border-gold-400/20 bg-gold-400/8 mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-lg border">
                      <ToolIcon icon={tool.icon} className="!text-gold-300" />
                    </span>
                    <span className="flex min-w-0 flex-col">
                      <span className="text-foreground flex flex-wrap items-center gap-2 font-medium">
                        {tool.title}
                        <ToolMarks tool={tool} />
                      </span>
                      <span className="text-muted-foreground truncate text-xs">
                        {tool.description}
                      </span>
                    </span>
                  </Link>
                </DropdownMenuItem>
              ))}
            </DropdownMenuGroup>
          ))}
        </div>
        <DropdownMenuSeparator className="mx-0 mt-3" />
        <DropdownMenuItem asChild>
          <Link to={paths.dashboard} className="text-gold-300 justify-center font-medium">
            <LayoutGrid aria-hidden />
            View All Tools
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
