import Foundation

extension ViewGraph {
    /// Whether the host's content area is the same whether or not
    /// `regions` are respected: no safe-area insets (or keyboard overlap)
    /// there, so a view that ignores them has nothing to extend into and
    /// is placed by its bounds alone. Asked when a subtree holding such a
    /// view moves; a graph without a host has no insets.
    /// Kept through one layout of the root (``HostInsetsMemo``).
    func hostHasNoInsets(in regions: SafeAreaRegions) -> Bool {
        guard let host else { return true }
        return hostInsets.noInsets(in: regions) { host.safeRect(ignoring: []) == host.safeRect(ignoring: regions) }
    }
}
