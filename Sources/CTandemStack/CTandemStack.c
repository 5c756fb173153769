// Stack segments by ucontext: makecontext/swapcontext switch stacks without
// switching threads. Sanitizers are told about each switch (their fiber
// interfaces), so a segment is not mistaken for a stack overflow or a race.
#define _GNU_SOURCE
#include "CTandemStack.h"

#include <pthread.h>
#include <sys/mman.h>
#include <ucontext.h>
#include <unistd.h>

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define TANDEM_ASAN 1
#endif
#if __has_feature(thread_sanitizer)
#define TANDEM_TSAN 1
#endif
#endif

#ifdef TANDEM_ASAN
void __sanitizer_start_switch_fiber(void **fake_stack_save, const void *bottom, size_t size);
void __sanitizer_finish_switch_fiber(void *fake_stack_save, const void **bottom_old, size_t *size_old);
#endif
#ifdef TANDEM_TSAN
#define TANDEM_TSAN_SPAN ((uintptr_t)2 * 1024 * 1024)
void *__tsan_get_current_fiber(void);
void *__tsan_create_fiber(unsigned flags);
void __tsan_destroy_fiber(void *fiber);
void __tsan_switch_to_fiber(void *fiber, unsigned flags);
#endif

__thread uintptr_t tandem_stack_limit = 0;

uintptr_t tandem_stack_find_limit(void) {
    pthread_attr_t attributes;
    void *low = NULL;
    size_t size = 0;
    if (pthread_getattr_np(pthread_self(), &attributes) == 0) {
        pthread_attr_getstack(&attributes, &low, &size);
        pthread_attr_destroy(&attributes);
    }
    // The guard page, and a page of margin, are below the limit (for the
    // main thread glibc reports the stack's full rlimit size, of which the
    // lowest pages may not be mappable).
    uintptr_t limit = (uintptr_t)low + 2 * (uintptr_t)sysconf(_SC_PAGESIZE);
    if (low == NULL) {
        // Unknown: assume the 8 MiB a thread gets by default below here.
        limit = (uintptr_t)__builtin_frame_address(0) - 8 * 1024 * 1024 + 64 * 1024;
    }
#ifdef TANDEM_TSAN
    // ThreadSanitizer keeps a shadow call stack of fixed length per thread
    // and per fiber (64K calls): a thread's first 2 MiB only, and small
    // segments (below), keep a deep walk within it.
    if (low != NULL && limit < (uintptr_t)low + size - TANDEM_TSAN_SPAN) limit = (uintptr_t)low + size - TANDEM_TSAN_SPAN;
#endif
    tandem_stack_limit = limit;
    return limit;
}

struct tandem_stack_call {
    void (*function)(void *);
    void *context;
    ucontext_t caller;
#ifdef TANDEM_ASAN
    void *fake_stack;
    const void *caller_bottom;
    size_t caller_size;
#endif
#ifdef TANDEM_TSAN
    void *caller_fiber;
#endif
};

// Not instrumented: it leaves by `setcontext`, never by returning, so a
// sanitizer's record of its entry would never be balanced by its exit (and
// would be taken from the caller's fiber, already switched back to).
#if defined(__has_attribute)
#if __has_attribute(disable_sanitizer_instrumentation)
__attribute__((disable_sanitizer_instrumentation))
#endif
#endif
static void tandem_stack_entry(unsigned int high, unsigned int low) {
    struct tandem_stack_call *call = (struct tandem_stack_call *)(((uintptr_t)high << 32) | (uintptr_t)low);
#ifdef TANDEM_ASAN
    __sanitizer_finish_switch_fiber(NULL, &call->caller_bottom, &call->caller_size);
#endif
    call->function(call->context);
#ifdef TANDEM_ASAN
    // NULL: this fiber ends here.
    __sanitizer_start_switch_fiber(NULL, call->caller_bottom, call->caller_size);
#endif
#ifdef TANDEM_TSAN
    __tsan_switch_to_fiber(call->caller_fiber, 0);
#endif
    setcontext(&call->caller);
}

int tandem_stack_run(size_t size, void (*function)(void *), void *context) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
#ifdef TANDEM_TSAN
    if (size > TANDEM_TSAN_SPAN) size = TANDEM_TSAN_SPAN;  // see tandem_stack_find_limit
#endif
    size = (size + page - 1) / page * page;
    // Pages are committed as they are touched: a large segment costs what it uses.
    char *segment = mmap(NULL, size + page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (segment == MAP_FAILED) return -1;
    // The lowest page guards the segment: an overflow faults, as on a thread's own stack.
    mprotect(segment, page, PROT_NONE);

    struct tandem_stack_call call = {.function = function, .context = context};
    ucontext_t callee;
    if (getcontext(&callee) != 0) {
        munmap(segment, size + page);
        return -1;
    }
    callee.uc_stack.ss_sp = segment + page;
    callee.uc_stack.ss_size = size;
    callee.uc_link = NULL;  // the entry leaves by `setcontext`
    uintptr_t address = (uintptr_t)&call;
    makecontext(&callee, (void (*)(void))tandem_stack_entry, 2, (unsigned int)(address >> 32), (unsigned int)address);

    uintptr_t previous_limit = tandem_stack_limit;
    tandem_stack_limit = (uintptr_t)segment + 2 * page;
#ifdef TANDEM_TSAN
    call.caller_fiber = __tsan_get_current_fiber();
    void *fiber = __tsan_create_fiber(0);
    __tsan_switch_to_fiber(fiber, 0);
#endif
#ifdef TANDEM_ASAN
    __sanitizer_start_switch_fiber(&call.fake_stack, segment + page, size);
#endif
    swapcontext(&call.caller, &callee);
#ifdef TANDEM_ASAN
    __sanitizer_finish_switch_fiber(call.fake_stack, NULL, NULL);
#endif
#ifdef TANDEM_TSAN
    __tsan_destroy_fiber(fiber);
#endif
    tandem_stack_limit = previous_limit;
    munmap(segment, size + page);
    return 0;
}
