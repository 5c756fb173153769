import Foundation
import TandemSupport

/// Metrics of layouts measured before, keyed by everything that decides them.
///
/// Bounded, in two generations: new entries go into the current one; when
/// it holds `capacity` entries it becomes the previous one (the one before
/// is dropped) and a new one starts. An entry found in the previous
/// generation moves to the current one. So whatever was used within the
/// last `capacity` measurements stays, memory stays under twice
/// `capacity` entries for apps that measure endlessly varied strings, and
/// a working set a little larger than `capacity` (a stack of 5,000 labels
/// laid out again) is not all thrown away at once, as emptying the whole
/// cache when full did.
final class TextMeasurementCache: Sendable {
    static let shared = TextMeasurementCache()

    private struct Generations {
        var current: [LayoutKey: TextLayout.Metrics] = [:]
        var previous: [LayoutKey: TextLayout.Metrics] = [:]
    }

    /// Not a `Mutex`: ThreadSanitizer sees this lock's ordering (see
    /// `LockedValue`).
    private let generations = LockedValue(Generations())
    let capacity: Int

    init(capacity: Int = 4096) {
        self.capacity = capacity
    }

    func metrics(for key: LayoutKey) -> TextLayout.Metrics? {
        generations.withLock { generations in
            if let metrics = generations.current[key] { return metrics }
            guard let metrics = generations.previous.removeValue(forKey: key) else { return nil }
            Self.insert(metrics, for: key, into: &generations, capacity: capacity)
            return metrics
        }
    }

    func store(_ metrics: TextLayout.Metrics, for key: LayoutKey) {
        generations.withLock { Self.insert(metrics, for: key, into: &$0, capacity: capacity) }
    }

    /// Forgets every measurement (the fonts changed).
    func removeAll() {
        generations.withLock { $0 = Generations() }
    }

    /// How many entries both generations hold.
    var count: Int {
        generations.withLock { $0.current.count + $0.previous.count }
    }

    private static func insert(
        _ metrics: TextLayout.Metrics, for key: LayoutKey, into generations: inout Generations, capacity: Int
    ) {
        if generations.current.count >= capacity {
            generations.previous = generations.current
            generations.current = Dictionary(minimumCapacity: capacity)
        }
        generations.current[key] = metrics
    }
}
