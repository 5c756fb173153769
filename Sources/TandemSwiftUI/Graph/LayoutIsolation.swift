/// Calls main-actor graph code from the closures `ViewDimensions` carries,
/// which are nonisolated because Apple's `ViewDimensions` subscripts are.
///
/// Layout only ever runs on the main actor: every entry to it (a hosting
/// view's `layoutSubviews`, `sizeThatFits`, `ImageRenderer`) is main-actor
/// isolated. `MainActor.assumeIsolated` would check that again on every
/// guide a stack reads — a large part of a layout pass — so this checks it
/// in debug builds only and otherwise calls through.
enum LayoutIsolation {
    static func run<T>(_ body: @MainActor () -> T) -> T {
        assert(MainThread.isCurrent, "layout ran off the main actor")
        return withoutActuallyEscaping(body) { body in
            // A global-actor-isolated function has the same representation
            // as a nonisolated one; the isolation is only in the type.
            unsafeBitCast(body, to: (() -> T).self)()
        }
    }
}
