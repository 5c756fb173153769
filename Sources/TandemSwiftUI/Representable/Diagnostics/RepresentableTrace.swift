/// A log of the lifecycle of the representables in a view tree: make,
/// update and why, reset, reuse, dismantle, leaks, and (when asked) sizing.
///
/// Attach it with ``View/representableTrace(_:)``; every
/// `UIViewRepresentable` and `UIViewControllerRepresentable` inside records
/// its events here, in call order, each with the identity it belongs to and
/// the computed causes of updates (see ``RepresentableUpdateCause``).
///
/// ```swift
/// let trace = RepresentableTrace()
/// let host = UIHostingController(rootView: SearchField(text: "a").representableTrace(trace))
/// // ...
/// trace.events.map(\.description)
/// // ["make SearchField#1 (first make)", "update SearchField#1 (first make)",
/// //  "update SearchField#1 (value changed: property `text`)"]
/// ```
///
/// Main actor. Recording costs a field comparison per update and a flag
/// check per environment read in traced representables; untraced
/// representables pay nothing. A trace records until ``isRecording`` is set
/// to `false`; it holds no reference to views, coordinators or nodes.
@preconcurrency @MainActor
public final class RepresentableTrace {
    /// The events recorded so far, oldest first.
    public private(set) var events: [RepresentableTraceEvent] = []
    /// Whether events are recorded (`true` from creation). Setting it to
    /// `false` stops recording; `true` resumes it.
    public var isRecording = true
    /// Whether each measurement is recorded as a ``RepresentableTraceEvent/Kind/sizing``
    /// event with its ``RepresentableSizingExplanation`` (off by default: a
    /// layout pass measures a view several times).
    public var includesSizing = false

    /// An empty trace, recording.
    public init() {}

    /// Forgets the events recorded so far.
    public func removeAll() {
        events.removeAll()
    }

    /// The recorded events of one kind.
    public func events(_ kind: RepresentableTraceEvent.Kind) -> [RepresentableTraceEvent] {
        events.filter { $0.kind == kind }
    }

    /// The recorded events of one identity.
    public func events(identity: Int) -> [RepresentableTraceEvent] {
        events.filter { $0.identity == identity }
    }

    func record(_ event: RepresentableTraceEvent) {
        guard isRecording else { return }
        if event.kind == .sizing && !includesSizing { return }
        events.append(event)
    }
}

/// The trace in the environment, equal by identity (so that re-applying
/// the modifier does not look like an environment change).
struct RepresentableTraceReference: Equatable {
    weak var trace: RepresentableTrace?

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.trace === rhs.trace }
}

extension EnvironmentValues {
    private struct RepresentableTraceKey: EnvironmentKey {
        static var defaultValue: RepresentableTraceReference? { nil }
    }

    /// The trace that representables under `.representableTrace(_:)` record into.
    var representableTrace: RepresentableTraceReference? {
        get { self[RepresentableTraceKey.self] }
        set { self[RepresentableTraceKey.self] = newValue }
    }
}
