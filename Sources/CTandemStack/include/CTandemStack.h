// Running a function on a stack segment of its own, on the calling thread.
//
// Deep view trees (recursive views, generated UIs) recurse through
// evaluation, layout and teardown once per node. Rather than making each of
// those walks iterative, a walk that finds little stack left continues on a
// fresh segment: the same thread (so thread identity, thread-local storage and
// main-actor checks hold), a new stack. See StackSpace.swift in TandemSupport.
#ifndef CTANDEMSTACK_H
#define CTANDEMSTACK_H

#include <stddef.h>
#include <stdint.h>

/// The lowest usable address of the stack the calling thread runs on now
/// (its own, or a segment `tandem_stack_run` switched to); 0 before the
/// thread first asked `tandem_stack_remaining`.
extern __thread uintptr_t tandem_stack_limit;

/// Finds the calling thread's stack limit (once per thread).
uintptr_t tandem_stack_find_limit(void);

/// The bytes of stack left below the caller's frame.
static inline size_t tandem_stack_remaining(void) {
    uintptr_t limit = tandem_stack_limit;
    if (limit == 0) limit = tandem_stack_find_limit();
    uintptr_t here = (uintptr_t)__builtin_frame_address(0);
    return here > limit ? (size_t)(here - limit) : 0;
}

/// Runs `function(context)` on a new stack segment of `size` bytes (with a
/// guard page below it), on the calling thread, and returns when it returns.
/// Returns 0, or -1 when no segment could be made (then `function` has not
/// run).
int tandem_stack_run(size_t size, void (*function)(void *), void *context);

#endif
