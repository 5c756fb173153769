import Synchronization

/// An object that announces changes before they happen, as in Combine.
///
/// Conforming classes get `objectWillChange` for free: an
/// `ObservableObjectPublisher` that fires before any `@Published` property
/// of the object (or of its superclasses) changes. Reading it returns the same
/// publisher every time; the first read finds the object's `@Published`
/// properties once (by reflection), later reads and every property change
/// cost no reflection.
public protocol ObservableObject: AnyObject {
    /// The publisher's type: `ObservableObjectPublisher` unless you declare your own.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where ObjectWillChangePublisher.Failure == Never

    /// Fires before the object changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The synthesized publisher: the same instance on every access.
    public var objectWillChange: ObservableObjectPublisher {
        WillChangeRegistry.shared.publisher(for: self)
    }
}

/// The publisher `ObservableObject` synthesizes: emits `()` before the object changes.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
    /// No value: only the fact of a change.
    public typealias Output = Void
    /// It never fails.
    public typealias Failure = Never

    /// Its subscribers get every change whatever their demand, as in Combine.
    @usableFromInline let core = SubjectCore<Void, Never>("ObservableObjectPublisher", ignoresDemand: true)

    /// Creates a publisher.
    public init() {}

    /// Attaches a subscriber.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        core.attach(subscriber)
    }

    /// Announces a change to every subscriber.
    @inlinable public func send() {
        core.send(())
    }
}

/// Which publisher belongs to which object. Entries hold their object weakly
/// and are checked by identity, so a reused address never inherits a dead
/// object's publisher; dead entries are swept as the table grows.
final class WillChangeRegistry: @unchecked Sendable {
    static let shared = WillChangeRegistry()

    private struct Entry {
        weak var object: AnyObject?
        let publisher: ObservableObjectPublisher
    }

    private let lock = Lock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var sweepAt = 64

    func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        let key = ObjectIdentifier(object)
        return lock.withLock {
            if let entry = entries[key], entry.object === object { return entry.publisher }
            let publisher = ObservableObjectPublisher()
            // Once per object: hand the publisher to every @Published box,
            // so their setters can fire it without looking anything up.
            var mirror: Mirror? = Mirror(reflecting: object)
            while let current = mirror {
                for child in current.children {
                    (child.value as? PublishedStorage)?.installWillChange(publisher)
                }
                mirror = current.superclassMirror
            }
            entries[key] = Entry(object: object, publisher: publisher)
            if entries.count >= sweepAt {
                entries = entries.filter { $0.value.object != nil }
                sweepAt = max(64, entries.count * 2)
            }
            return publisher
        }
    }
}
