import Foundation

/// The root of a hosting configuration's graph: the cell's content, leading
/// aligned inside its margins and centered vertically when the cell is
/// taller (a `minSize`, a fixed row height), over the background that fills
/// the cell, under the row identity.
///
/// The identity works as `.id(identity)` does, except that a cell shown
/// for a new row renews the old row's nodes and UIKit views for the new
/// identity when nothing in them is bound to the old one (no state,
/// lifecycle actions, representables...:
/// ``ViewNode/renewOnlyChild(as:showing:)`` says what is checked and why it
/// is safe), as a table reuses its cells. A row that holds any of those is
/// built afresh, as `.id` builds it.
///
/// `Equatable`, so that a cell given an equal configuration again (a
/// `List` reconfigures every row on screen at each update) takes the new
/// value without evaluating anything: equal when the identity and margins
/// are, and the content and background are equal by the graph's own rule
/// for views (``ViewEquality``), which never calls different views equal.
///
/// A primitive whose only child is the content in its cell
/// (``HostedCellContent``): each node between the root and the row's own
/// views is paid by every cell shown for a new row while a list scrolls.
struct HostedCellRoot<Content: View, Background: View>: View, Equatable, PrimitiveView {
    let content: Content
    let background: Background
    let margins: EdgeInsets
    let identity: ListRowKey?

    var body: Never { primitiveBodyCalled(Self.self) }

    func updateNode(_ updater: NodeUpdater) {
        updater.setGroup()
        updater.reconcile(
            // Without a row's identity (a cell of the app's own table), one constant key.
            identity: identity.map(ChildKey.row) ?? .single, content: cell)
    }

    /// The content over the background inside the margins: in one node
    /// when the content is one view (a `List` row is), else through the
    /// modifiers, which are given to each of its views.
    private var cell: any View {
        if NodeEvaluator.evaluator(for: Content.self).isSingleLayoutItem || !ViewListShape.isList(Content.self) {
            return HostedCellContent(content: content, background: background, margins: margins)
        }
        return content.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading).padding(margins)
            .background(background)
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

extension HostedCellRoot: EnvironmentTransparent {}
