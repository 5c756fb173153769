import Foundation
import Synchronization

/// Metrics of layouts measured before, keyed by everything that decides them.
///
/// Bounded: when it holds `capacity` entries it is emptied and starts over,
/// which keeps memory flat for apps that measure endlessly varied strings and
/// costs one re-shape per entry in use.
final class TextMeasurementCache: Sendable {
    static let shared = TextMeasurementCache()

    private let entries = Mutex<[LayoutKey: TextLayout.Metrics]>([:])
    let capacity = 4096

    func metrics(for key: LayoutKey) -> TextLayout.Metrics? {
        entries.withLock { $0[key] }
    }

    func store(_ metrics: TextLayout.Metrics, for key: LayoutKey) {
        entries.withLock { entries in
            if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
            entries[key] = metrics
        }
    }
}
