import Foundation

/// The root of a hosting configuration's graph: the cell's content and
/// background inside its margins, under the row identity.
///
/// `Equatable`, so that a cell given an equal configuration again (a
/// `List` reconfigures every row on screen at each update) takes the new
/// value without evaluating anything: equal when the identity and margins
/// are, and the content and background are equal by the graph's own rule
/// for views (``ViewEquality``), which never calls different views equal.
struct HostedCellRoot<Content: View, Background: View>: View, Equatable {
    let content: Content
    let background: Background
    let margins: EdgeInsets
    let identity: ListRowKey?

    /// The content, leading-aligned inside the margins and centered
    /// vertically when the cell is taller (a `minSize`, a fixed row
    /// height), over the background that fills the cell. (The modified
    /// content goes under the identity itself, not in a view of its own:
    /// each node between costs every cell shown for a new row.)
    var body: some View {
        HostedCellIdentity(
            content: content.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading).padding(margins)
                .background(background),
            // Without a row's identity (a cell of the app's own table), one constant key.
            identity: identity.map(ChildKey.row) ?? .single)
    }

    nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
        MainActor.assumeIsolated {
            lhs.identity == rhs.identity && lhs.margins == rhs.margins && sameView(lhs.content, rhs.content)
                && sameView(lhs.background, rhs.background)
        }
    }

    /// ``ViewEquality/equal(_:_:)``, with optional views (a `List` row's
    /// background, nil for none) compared by what they wrap: the graph
    /// calls any two optionals different.
    @MainActor private static func sameView(_ lhs: any View, _ rhs: any View) -> Bool {
        if let left = lhs as? AnyView?, let right = rhs as? AnyView? {
            switch (left, right) {
            case (nil, nil): return true
            case (let left?, let right?): return ViewEquality.equal(left, right)
            default: return false
            }
        }
        return ViewEquality.equal(lhs, rhs)
    }
}
