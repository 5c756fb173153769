import Foundation

/// A list row's identity: where in the content it comes from (a scope
/// number for the path of views to its `ForEach` or position, the same for
/// every row of one `ForEach`) and its own id there. Cheap to hash and
/// compare, unlike the path itself, so 100,000 rows diff quickly.
struct ListRowKey: Hashable {
    let scope: Int
    let id: AnyHashable
}

/// Numbers the paths to a list's row sources, the same number for the same
/// path every time the list's content is enumerated.
final class ListScopes {
    private var numbers: [[AnyHashable]: Int] = [:]

    /// The number of `path` (one lookup per `ForEach`, not per row).
    func number(of path: [AnyHashable]) -> Int {
        if let known = numbers[path] { return known }
        let next = numbers.count
        numbers[path] = next
        return next
    }
}
