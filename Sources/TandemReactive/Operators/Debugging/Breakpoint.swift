import Foundation

#if canImport(Glibc)
    import Glibc
#endif

extension Publishers {
    /// Stops in the debugger when a closure says so, as in Combine.
    ///
    /// As on Apple's systems, "stopping" raises `SIGTRAP` in the process: a
    /// debugger (lldb, gdb) stops there; without one, the default action of
    /// `SIGTRAP` ends the process, unless the program handles the signal.
    public struct Breakpoint<Upstream: Publisher>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// Whether to stop on the subscription.
        public let receiveSubscription: ((Subscription) -> Bool)?
        /// Whether to stop on a value.
        public let receiveOutput: ((Upstream.Output) -> Bool)?
        /// Whether to stop on the completion.
        public let receiveCompletion: ((Subscribers.Completion<Failure>) -> Bool)?

        /// Creates the publisher.
        public init(
            upstream: Upstream,
            receiveSubscription: ((Subscription) -> Bool)? = nil,
            receiveOutput: ((Upstream.Output) -> Bool)? = nil,
            receiveCompletion: ((Subscribers.Completion<Failure>) -> Bool)? = nil
        ) {
            self.upstream = upstream
            self.receiveSubscription = receiveSubscription
            self.receiveOutput = receiveOutput
            self.receiveCompletion = receiveCompletion
        }

        /// Attaches a subscriber; each event is asked about (raising `SIGTRAP` on true) before it is passed on.
        /// The upstream's subscription goes to the subscriber itself, and every
        /// event passes, as in Combine.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let (onSubscription, onValue, onCompletion) = (receiveSubscription, receiveOutput, receiveCompletion)
            upstream.subscribe(
                PassThroughInner<Output, Failure, S>(
                    "Breakpoint", downstream: subscriber,
                    onSubscription: { if onSubscription?($0) == true { trap() } },
                    transform: { value in
                        if onValue?(value) == true { trap() }
                        return value
                    },
                    onCompletion: { completion in
                        if onCompletion?(completion) == true { trap() }
                        return completion
                    }))
        }
    }
}

/// Raises `SIGTRAP`, the signal a debugger stops on, as Combine's breakpoints do.
///
/// Without a debugger (and without a handler of the program's own) the
/// process ends on the signal, as on Apple's systems. Swift's crash
/// backtracer handles `SIGTRAP` and lets the process go on, so when nothing
/// traces the process and the handler in place is the Swift runtime's, the
/// default action is restored first (so, too, for XCTest's handler, which
/// hands the signal on to the backtracer).
private func trap() {
    if !isTraced(), handlerIsRuntimes(SIGTRAP) { signal(SIGTRAP, SIG_DFL) }
    raise(SIGTRAP)
}

/// Whether a debugger traces this process (`TracerPid` in `/proc/self/status`).
private func isTraced() -> Bool {
    guard let status = procFile("/proc/self/status") else { return false }
    for line in status.split(separator: "\n") where line.hasPrefix("TracerPid:") {
        return Int(line.dropFirst("TracerPid:".count).trimmingCharacters(in: .whitespaces)) != 0
    }
    return false
}

/// Whether the handler installed for `signal` lives in the Swift runtime
/// (its crash backtracer) or in XCTest rather than in the program: its
/// address falls in a mapping of `libswiftCore` or `libXCTest`
/// (`/proc/self/maps`).
private func handlerIsRuntimes(_ signal: Int32) -> Bool {
    var action = sigaction()
    guard sigaction(signal, nil, &action) == 0, let handler = action.__sigaction_handler.sa_sigaction else {
        return false
    }
    // A C function pointer is one word: its address, to compare with the mappings.
    let address = UInt(bitPattern: unsafe unsafeBitCast(handler, to: Int.self))
    guard let maps = procFile("/proc/self/maps") else { return false }
    for line in maps.split(separator: "\n") where line.contains("libswiftCore") || line.contains("libXCTest") {
        let range = line.prefix { $0 != " " }.split(separator: "-")
        guard range.count == 2, let low = UInt(range[0], radix: 16), let high = UInt(range[1], radix: 16) else {
            continue
        }
        if low <= address && address < high { return true }
    }
    return false
}

/// A `/proc` file's text: read to its end, since such files report a size of
/// zero (so `String(contentsOfFile:)` reads nothing).
private func procFile(_ path: String) -> String? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    return String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
}

extension Publisher {
    /// Raises `SIGTRAP` (stopping in an attached debugger) when one of the closures returns true.
    public func breakpoint(
        receiveSubscription: ((Subscription) -> Bool)? = nil,
        receiveOutput: ((Output) -> Bool)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Bool)? = nil
    ) -> Publishers.Breakpoint<Self> {
        Publishers.Breakpoint(
            upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
            receiveCompletion: receiveCompletion)
    }

    /// Raises `SIGTRAP` (stopping in an attached debugger) when upstream fails.
    public func breakpointOnError() -> Publishers.Breakpoint<Self> {
        breakpoint(receiveCompletion: { completion in
            if case .failure = completion { return true }
            return false
        })
    }
}
