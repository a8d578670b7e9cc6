/**
 * A module loaded when first needed rather than with the page (a form's checks: on the first
 * keystroke, or at the latest on submit), and only once. `load` starts the load or joins it;
 * `loaded` is the module once it is in, for code that must answer at once (an error re-checked as
 * its field changes is shown only after a submit, which loaded the checks). A failed load (the
 * connection dropped) is forgotten, so the next call tries again.
 */
export function loadOnce<Module>(importModule: () => Promise<Module>): {
  load: () => Promise<Module>;
  loaded: () => Module | undefined;
} {
  let pending: Promise<Module> | undefined;
  let ready: Module | undefined;
  return {
    load() {
      pending ??= importModule().then(
        (module) => {
          ready = module;
          return module;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => ready,
  };
}
