/// One lifecycle event of one representable identity, recorded by a ``RepresentableTrace``.
public struct RepresentableTraceEvent: Hashable, Sendable, CustomStringConvertible {
    /// What happened.
    public enum Kind: Hashable, Sendable, CustomStringConvertible {
        /// `makeUIView` / `makeUIViewController` ran (after `makeCoordinator`).
        case make
        /// A reusable representable took a pooled view: its reset ran instead of `make`.
        case reset
        /// `updateUIView` / `updateUIViewController` ran; ``RepresentableTraceEvent/causes`` says why.
        case update
        /// A reusable representable's identity went, and its view and
        /// coordinator went to the lazy container's reuse pool (no dismantle).
        case enqueuedForReuse
        /// `dismantleUIView` / `dismantleUIViewController` ran.
        case dismantle
        /// The leak check found the view, controller or coordinator alive
        /// after dismantle; ``RepresentableTraceEvent/detail`` says which.
        case leak
        /// The representable was measured (only with ``RepresentableTrace/includesSizing``).
        case sizing

        /// The case's name, as the trace's event descriptions print it.
        public var description: String {
            switch self {
            case .make: return "make"
            case .reset: return "reset"
            case .update: return "update"
            case .enqueuedForReuse: return "enqueuedForReuse"
            case .dismantle: return "dismantle"
            case .leak: return "leak"
            case .sizing: return "sizing"
            }
        }
    }

    /// What happened.
    public let kind: Kind
    /// The representable's type name (without generic arguments).
    public let representable: String
    /// The identity: a number given to each identity when it is made, in
    /// order, never reused (a pooled view taken by a new identity gets the new number).
    public let identity: Int
    /// The identity's path in the view graph ("ContentView > VStack > SearchField").
    public let path: String
    /// For ``Kind/update``, ``Kind/make`` and ``Kind/reset``: why it ran.
    public let causes: [RepresentableUpdateCause]
    /// For ``Kind/sizing``: how the size was chosen.
    public let sizing: RepresentableSizingExplanation?
    /// For ``Kind/leak``: what is still alive, and what is known of who holds it.
    public let detail: String?

    package init(
        kind: Kind, representable: String, identity: Int, path: String,
        causes: [RepresentableUpdateCause] = [], sizing: RepresentableSizingExplanation? = nil, detail: String? = nil
    ) {
        self.kind = kind
        self.representable = representable
        self.identity = identity
        self.path = path
        self.causes = causes
        self.sizing = sizing
        self.detail = detail
    }

    /// "update SearchField#3 (value changed: property `text`)".
    public var description: String {
        var line = "\(kind) \(representable)#\(identity)"
        if !causes.isEmpty { line += " (" + causes.map(\.description).joined(separator: ", ") + ")" }
        if let sizing { line += ": " + sizing.description }
        if let detail { line += ": " + detail }
        return line
    }
}
