import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A thread made with `pthread_create`, for tests of what a thread's exit does.
enum POSIXThread {
    private final class Body: @unchecked Sendable {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }

    /// Runs `body` on a new thread and joins it: on return, the thread has
    /// exited and its thread-specific destructors have run.
    static func runAndJoin(_ body: @escaping @Sendable () -> Void) {
        let box = Unmanaged.passRetained(Body(body))
        var thread = pthread_t()
        let status = pthread_create(
            &thread, nil,
            { argument in
                Unmanaged<Body>.fromOpaque(argument!).takeRetainedValue().run()
                return nil
            }, box.toOpaque())
        #expect(status == 0)
        guard status == 0 else {
            box.release()
            return
        }
        pthread_join(thread, nil)
    }
}
