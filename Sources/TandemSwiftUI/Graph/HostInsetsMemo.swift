import Foundation

/// Whether the host has safe-area insets in some regions, remembered for
/// one layout of the root (``ViewGraph/layout(in:)``).
///
/// A row that holds a view ignoring the safe area (a background color)
/// moves by translation only while the host has no insets it could reach
/// (``ViewGraph/hostHasNoInsets(in:)``). Asked for each row that moves,
/// the host worked its safe rectangle out twice per row (its bounds, its
/// insets, its window's keyboard): about a twentieth of removing one row
/// of a thousand. Within one layout the host's bounds,
/// insets and keyboard stay as they are, so the answer is kept until it
/// ends; outside a layout (a lazy stack placing rows as it scrolls) it is
/// worked out each time.
@MainActor
final class HostInsetsMemo {
    /// How many layouts of the root are running (one, or nested ones).
    private var layoutDepth = 0
    private var answers: [(regions: SafeAreaRegions, noInsets: Bool)] = []

    /// A layout of the root starts: answers are kept until it ends.
    func beginLayout() {
        layoutDepth += 1
    }

    /// A layout of the root ended: the answers of the outermost one go.
    func endLayout() {
        layoutDepth -= 1
        if layoutDepth == 0 { answers.removeAll(keepingCapacity: true) }
    }

    /// `compute`'s answer for `regions`: the one kept in this layout, if any.
    func noInsets(in regions: SafeAreaRegions, compute: () -> Bool) -> Bool {
        guard layoutDepth > 0 else { return compute() }
        for answer in answers where answer.regions == regions { return answer.noInsets }
        let noInsets = compute()
        answers.append((regions, noInsets))
        return noInsets
    }
}
