import Foundation

/// What a node keeps for one `@AppStorage`: the node to evaluate again when
/// the key's value is written, registered under the key while it lives.
@MainActor
final class AppStorageBox {
    let registryKey: String
    private let target: NodeReference

    /// The live boxes of each key ("store:key"), held weakly: a box goes
    /// with its node.
    private static var readers: [String: [Weak]] = [:]

    private struct Weak {
        weak var box: AppStorageBox?
    }

    init(node: ViewNode, registryKey: String) {
        self.registryKey = registryKey
        target = node.reference
        var list = Self.readers[registryKey, default: []].filter { $0.box != nil }
        list.append(Weak(box: self))
        Self.readers[registryKey] = list
    }

    /// Evaluates again every view reading `key` in `store`.
    static func valueChanged(forKey key: String, in store: UserDefaults) {
        let registryKey = "\(ObjectIdentifier(store).hashValue):\(key)"
        guard let list = readers[registryKey] else { return }
        let live = list.compactMap(\.box)
        readers[registryKey] = live.map { Weak(box: $0) }
        for box in live { box.target.node?.invalidate(because: "@AppStorage(\"\(key)\") was written") }
    }
}
