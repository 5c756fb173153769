import Foundation

/// How several views stand where one is expected (the root of a hosting
/// view, a modifier's content that is a tuple): stacked vertically and
/// centered, as SwiftUI does for a hosting controller's root.
@MainActor
enum GroupLayout {
    static func sizeThatFits(_ proposal: ProposedViewSize, items: [ViewNode]) -> CGSize {
        if items.count == 1 { return items[0].sizeThatFits(proposal) }
        var cache: Void = ()
        return VStackLayout().sizeThatFits(proposal: proposal, subviews: LayoutSubviews(items), cache: &cache)
    }

    static func place(items: [ViewNode], in bounds: CGRect, proposal: ProposedViewSize) {
        if items.count == 1 {
            items[0].place(in: bounds, proposal: proposal)
            return
        }
        var cache: Void = ()
        VStackLayout().placeSubviews(in: bounds, proposal: proposal, subviews: LayoutSubviews(items), cache: &cache)
    }
}
