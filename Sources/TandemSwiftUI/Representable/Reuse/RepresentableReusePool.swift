/// A lazy container's pool of representable views waiting for reuse,
/// keyed by representable type.
///
/// A lazy stack or list puts its pool in its content's environment; a
/// reusable representable leaving finds it there and enters it instead of
/// being dismantled, and a new one of the same type takes from it. Closing
/// the pool (the container goes) dismantles what waits, once; a closed pool
/// takes nothing, so what leaves afterwards is dismantled directly.
@MainActor
final class RepresentableReusePool: NodeLifetime, Equatable {
    /// A view (or controller) and its coordinator, with how to dismantle them.
    struct Entry {
        let made: AnyObject
        let coordinator: Any
        let dismantle: () -> Void
    }

    /// Views kept per type; more leaving at once are dismantled.
    static let capacityPerType = 16

    private var entries: [ObjectIdentifier: [Entry]] = [:]
    private(set) var isClosed = false

    /// How many views wait, of all types.
    var count: Int { entries.values.reduce(0) { $0 + $1.count } }

    /// Keeps `entry` for a later identity of `type`; false when closed or full.
    func enqueue(_ entry: Entry, for type: Any.Type) -> Bool {
        guard !isClosed else { return false }
        let key = ObjectIdentifier(type)
        guard entries[key, default: []].count < Self.capacityPerType else { return false }
        entries[key, default: []].append(entry)
        return true
    }

    /// A waiting view of `type`, taken out of the pool (the one that waited longest).
    func dequeue(_ type: Any.Type) -> Entry? {
        guard !isClosed, var list = entries[ObjectIdentifier(type)], !list.isEmpty else { return nil }
        let entry = list.removeFirst()
        entries[ObjectIdentifier(type)] = list
        return entry
    }

    /// Dismantles what waits and takes nothing more.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        let waiting = entries.values.flatMap { $0 }
        entries = [:]
        for entry in waiting { entry.dismantle() }
    }

    func end() { close() }

    nonisolated static func == (lhs: RepresentableReusePool, rhs: RepresentableReusePool) -> Bool { lhs === rhs }
}

extension EnvironmentValues {
    private struct RepresentableReusePoolKey: EnvironmentKey {
        static var defaultValue: RepresentableReusePool? { nil }
    }

    /// The reuse pool of the nearest enclosing lazy container, if any.
    var representableReusePool: RepresentableReusePool? {
        get { self[RepresentableReusePoolKey.self] }
        set { self[RepresentableReusePoolKey.self] = newValue }
    }
}
