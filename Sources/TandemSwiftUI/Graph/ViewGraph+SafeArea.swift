import Foundation

extension ViewGraph {
    /// Whether the host's content area is the same whether or not
    /// `regions` are respected: no safe-area insets (or keyboard overlap)
    /// there, so a view that ignores them has nothing to extend into and
    /// is placed by its bounds alone. Asked when a subtree holding such a
    /// view moves; a graph without a host has no insets.
    /// Kept through one layout of the root (``HostInsetsMemo``): the host,
    /// held weakly, is loaded only to work the answer out (a weak load and
    /// its release, for each row moved, were a tenth of placing them).
    func hostHasNoInsets(in regions: SafeAreaRegions) -> Bool {
        hostInsets.noInsets(in: regions) {
            guard let host else { return true }
            return host.safeRect(ignoring: []) == host.safeRect(ignoring: regions)
        }
    }
}
